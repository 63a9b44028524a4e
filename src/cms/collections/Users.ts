import type { Access, CollectionConfig, Where } from 'payload'
import { serverUrl } from '@/lib/server-url'
import { dealerIdsOf, groupAdminField, groupAdminOnly, isGroupAdmin, roleOf, roles } from '../access/roles'
import { forgotPasswordEndpoint } from '../forgot-password-endpoint'
import { clearLoginAttempts, limitAuthAttempts } from '../hooks/auth-attempts'

/** Group admins manage every user; everyone else edits only their own. */
const adminOrSelf: Access = ({ req }) => {
  if (!req.user) return false
  if (isGroupAdmin(req.user)) return true
  const self: Where = { id: { equals: req.user.id } }
  return self
}

/** Dealer staff also see their dealers' other staff, to hand a lead to a colleague ("Lead desk"). */
const adminSelfOrColleagues: Access = ({ req }) => {
  if (!req.user) return false
  if (isGroupAdmin(req.user)) return true
  const self: Where = { id: { equals: req.user.id } }
  const dealers = roleOf(req.user) === 'dealerStaff' ? dealerIdsOf(req.user) : []
  if (dealers.length === 0) return self
  return { or: [self, { and: [{ role: { equals: 'dealerStaff' } }, { dealers: { in: dealers } }] }] }
}

/**
 * Staff who log in to the admin, each with one role and its scope ("Roles" in docs/decisions.md).
 * Nobody anonymous can read, create or list users; only group admins give roles and scopes.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: {
    useAsTitle: 'email',
    group: 'Admin',
    defaultColumns: ['email', 'name', 'role'],
  },
  auth: {
    tokenExpiration: 60 * 60 * 8,
    // Payload's lock is per account: a stranger's wrong passwords would lock the real user out.
    // Attempts are limited per client and account instead (hooks/auth-attempts.ts).
    maxLoginAttempts: 0,
    // Behind TLS the session cookie is never sent over plain HTTP.
    cookies: { sameSite: 'Lax', secure: serverUrl().startsWith('https:') },
    // One reset mail per account a minute; the link is valid for an hour.
    forgotPassword: { minRequestInterval: 60_000, expiration: 60 * 60 * 1000 },
  },
  // Our forgot-password replaces Payload's on REST; GraphQL would still reach Payload's, so the
  // collection has no GraphQL mutations (the admin uses REST for all of them).
  endpoints: [forgotPasswordEndpoint],
  graphQL: { disableMutations: true },
  access: {
    read: adminSelfOrColleagues,
    create: groupAdminOnly,
    update: adminOrSelf,
    delete: groupAdminOnly,
  },
  hooks: { beforeOperation: [limitAuthAttempts], afterLogin: [clearLoginAttempts] },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'role',
      type: 'select',
      required: true,
      // The least a new user can do: a site editor with no sites sees nothing until given some.
      defaultValue: 'siteEditor',
      options: roles.map((role) => ({ ...role })),
      access: { create: groupAdminField, update: groupAdminField },
      admin: { position: 'sidebar' },
    },
    {
      name: 'sites',
      type: 'relationship',
      relationTo: 'sites',
      hasMany: true,
      access: { create: groupAdminField, update: groupAdminField },
      admin: {
        position: 'sidebar',
        description: 'The sites a site editor edits',
        condition: (data) => data?.role === 'siteEditor',
      },
    },
    {
      name: 'dealers',
      type: 'text',
      hasMany: true,
      access: { create: groupAdminField, update: groupAdminField },
      admin: {
        position: 'sidebar',
        description: 'The dealers’ ids in the catalog (site_id, e.g. automotive-se-1001)',
        condition: (data) => data?.role === 'dealerStaff' || data?.role === 'workshopReception',
      },
    },
  ],
}
