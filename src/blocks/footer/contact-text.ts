/** A piece of an info field's text: plain text, or an e-mail address or phone number to link. */
export type ContactPart = { kind: 'text' | 'email' | 'phone'; text: string; href?: string }

const contactPattern = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)|(\+?\d[\d ()-]{5,}\d)/g

/** Splits text so e-mail addresses and phone numbers can become links with a copy action. */
export function splitContacts(text: string): ContactPart[] {
  const parts: ContactPart[] = []
  let last = 0
  for (const match of text.matchAll(contactPattern)) {
    const index = match.index ?? 0
    if (index > last) parts.push({ kind: 'text', text: text.slice(last, index) })
    const [value, email] = match
    parts.push(
      email
        ? { kind: 'email', text: value, href: `mailto:${value}` }
        : { kind: 'phone', text: value, href: `tel:${value.replace(/[^\d+]/g, '')}` },
    )
    last = index + value.length
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) })
  return parts
}

/** The value a copy action copies for a mailto: or tel: link; null for other links. */
export function copyableValue(href: string): string | null {
  const match = /^(mailto|tel):(.+)$/i.exec(href.trim())
  return match ? decodeURIComponent(match[2].split('?')[0]) : null
}
