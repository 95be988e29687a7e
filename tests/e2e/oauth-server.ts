import { OAuth2Server } from 'oauth2-mock-server'

/**
 * A real OAuth 2.0 / OpenID server on loopback for the end-to-end suite, standing in for Google
 * (the machine cannot reach Google). Consent is automatic; every sign-in reports a new verified
 * identity, so parallel tests never share an account.
 */
const port = Number(process.env.OAUTH_PORT ?? 8999)
const idp = new OAuth2Server()
let n = 0
await idp.issuer.keys.generate('RS256')
idp.service.on('beforeUserinfo', (res: { body: unknown }) => {
  n += 1
  const id = `${Date.now().toString(36)}${n}`
  res.body = { sub: `e2e-${id}`, email: `google.${id}@example.com`, email_verified: true, given_name: 'Gbemi', family_name: `Google${n}` }
})
await idp.start(port, '127.0.0.1')
console.log(`OAuth test server on ${idp.issuer.url}`)
