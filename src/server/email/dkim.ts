/**
 * DKIM signing for the SMTP transport, where configured: DKIM_DOMAIN, DKIM_SELECTOR and
 * DKIM_PRIVATE_KEY (PEM; "\n" escapes allowed, as hosts store one-line values). All three or none:
 * a partial set stops the mailer early. The signed headers are nodemailer's defaults plus
 * List-Unsubscribe-Post, which RFC 8058 requires the signature to cover.
 */
export interface DkimOptions {
  domainName: string
  keySelector: string
  privateKey: string
  headerFieldNames: string
}

const SIGNED_HEADERS =
  'From:Sender:Reply-To:Subject:Date:Message-ID:To:Cc:MIME-Version:Content-Type:Content-Transfer-Encoding:' +
  'Content-ID:Content-Description:Resent-Date:Resent-From:Resent-Sender:Resent-To:Resent-Cc:Resent-Message-ID:' +
  'In-Reply-To:References:List-Id:List-Help:List-Unsubscribe:List-Unsubscribe-Post:List-Subscribe:List-Post:List-Owner:List-Archive'

export function dkimFromEnv(env: NodeJS.ProcessEnv = process.env): DkimOptions | undefined {
  const domainName = env.DKIM_DOMAIN?.trim()
  const keySelector = env.DKIM_SELECTOR?.trim()
  const privateKey = env.DKIM_PRIVATE_KEY?.trim().replace(/\\n/g, '\n')
  const set = [domainName, keySelector, privateKey].filter(Boolean).length
  if (set === 0) return undefined
  if (set < 3 || !domainName || !keySelector || !privateKey) throw new Error('DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY must be set together')
  if (!privateKey.includes('PRIVATE KEY')) throw new Error('DKIM_PRIVATE_KEY must be a PEM private key')
  return { domainName, keySelector, privateKey, headerFieldNames: SIGNED_HEADERS }
}
