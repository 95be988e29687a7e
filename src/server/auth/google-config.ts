/**
 * Google sign-in settings, read per request so a deployment (or a test) turns it on by setting
 * the variables. Endpoints default to Google's own; overriding them points the same OAuth 2.0
 * client at any compatible server, e.g. a local oauth2-mock-server in tests (decision 021).
 */
export interface GoogleConfig {
  clientId: string
  clientSecret: string
  authUrl: string
  tokenUrl: string
  userinfoUrl: string
  /** Fixed redirect URI; without it, <origin of the API request>/api/v1/auth/google/callback. */
  redirectUri: string | null
}

export function googleConfig(env: NodeJS.ProcessEnv = process.env): GoogleConfig | null {
  const clientId = env.GOOGLE_CLIENT_ID?.trim()
  const clientSecret = env.GOOGLE_CLIENT_SECRET?.trim()
  if (!clientId || !clientSecret) return null
  return {
    clientId,
    clientSecret,
    authUrl: env.GOOGLE_AUTH_URL?.trim() || 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: env.GOOGLE_TOKEN_URL?.trim() || 'https://oauth2.googleapis.com/token',
    userinfoUrl:
      env.GOOGLE_USERINFO_URL?.trim() || 'https://openidconnect.googleapis.com/v1/userinfo',
    redirectUri: env.GOOGLE_REDIRECT_URI?.trim() || null,
  }
}

export const GOOGLE_CALLBACK_PATH = '/api/v1/auth/google/callback'
