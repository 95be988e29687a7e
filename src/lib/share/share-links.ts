/** The share targets of 000 §9 that are links (copy link is a button). */
export interface ShareLink {
  network: 'facebook' | 'whatsapp' | 'x' | 'linkedin' | 'email'
  label: string
  href: string
}

/** Share URLs for one link and a line of text, every value encoded. */
export function shareLinks(url: string, text: string): ShareLink[] {
  const u = encodeURIComponent(url)
  const t = encodeURIComponent(text)
  return [
    { network: 'facebook', label: 'Share on Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'whatsapp', label: 'Share on WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}` },
    { network: 'x', label: 'Share on X', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { network: 'linkedin', label: 'Share on LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { network: 'email', label: 'Share by e-mail', href: `mailto:?subject=${t}&body=${encodeURIComponent(`${text}\n\n${url}`)}` },
  ]
}
