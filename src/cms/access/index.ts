import type { Access } from 'payload'
import { contentEditor, dealerIdsOf, isGroupAdmin, roleOf, siteContent } from './roles'

export * from './roles'

/** Public reference data (sites, media, dictionary, redirects) is readable by anyone. */
export const anyone: Access = () => true

/** Nobody through the API: only the platform's own services write these (local API). */
export const nobody: Access = () => false

/** Who may create content at all (the `site` field then keeps it to their sites). */
export const contentCreator: Access = ({ req }) => contentEditor(req.user as never)

/** Create, update and delete of content keyed by a site. */
export const siteContentWrites = {
  create: contentCreator,
  update: siteContent(),
  delete: siteContent(),
}

/** Dealer staff with dealers create their dealers' records (the department field checks which). */
export const dealerCreator: Access = ({ req }) =>
  isGroupAdmin(req.user as never) ||
  (roleOf(req.user as never) === 'dealerStaff' && dealerIdsOf(req.user as never).length > 0)

/** Workshop reception with dealers sets up their workshops' capacities. */
export const receptionCreator: Access = ({ req }) =>
  isGroupAdmin(req.user as never) ||
  (roleOf(req.user as never) === 'workshopReception' && dealerIdsOf(req.user as never).length > 0)
