import type { Access, Where } from 'payload'

/** Editors (any logged-in admin user) may do anything; anonymous callers nothing. */
export const editorsOnly: Access = ({ req }) => Boolean(req.user)

/** Anonymous callers read only published documents; editors read drafts too. */
export const publishedOrEditor: Access = ({ req }) => {
  if (req.user) return true
  const publishedOnly: Where = { _status: { equals: 'published' } }
  return publishedOnly
}

/** Public reference data (sites, media, dictionary) is readable by anyone. */
export const anyone: Access = () => true
