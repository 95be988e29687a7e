/**
 * What a deploy must have that `npm start` does without (decision 039). Netlify sets NETLIFY=true
 * and CONTEXT (production, deploy-preview, branch-deploy) in its build; there the embedded
 * outbox would swallow every message, so SMTP_URL is required.
 */
export function deployEnvProblems(env: NodeJS.ProcessEnv): string[] {
  const deploying = env.NETLIFY === 'true' || Boolean(env.CONTEXT?.trim())
  if (!deploying) return []
  const smtp = env.SMTP_URL?.trim()
  if (!smtp)
    return [
      'SMTP_URL is not set. A deployed site sends its mail (reset codes, enquiries, form receipts) through SMTP:',
      'set SMTP_URL=smtp://user:password@host:587 (or smtps://…:465) in the site\'s environment variables,',
      'for builds and functions. The .data/outbox folder is for `npm start` and tests only: on a deploy',
      'its messages would never reach anyone.',
    ]
  if (!/^smtps?:\/\/[^/\s]+/.test(smtp)) return ['SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtp://user:password@host:587.']
  return []
}
