import type { CollectionConfig } from 'payload'
import { serverUrl } from '@/lib/server-url'
import { editorsOnly } from '../access'
import { forgotPasswordEndpoint } from '../forgot-password-endpoint'
import { clearLoginAttempts, limitAuthAttempts } from '../hooks/auth-attempts'

/** Editors who log in to the admin. Nobody anonymous can read, create or list users. */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', group: 'Admin' },
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
  access: { read: editorsOnly, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  hooks: { beforeOperation: [limitAuthAttempts], afterLogin: [clearLoginAttempts] },
  fields: [{ name: 'name', type: 'text' }],
}
