import type { CollectionConfig } from 'payload'
import { editorsOnly } from '../access'
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
    cookies: { sameSite: 'Lax' },
  },
  access: { read: editorsOnly, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  hooks: { beforeOperation: [limitAuthAttempts], afterLogin: [clearLoginAttempts] },
  fields: [{ name: 'name', type: 'text' }],
}
