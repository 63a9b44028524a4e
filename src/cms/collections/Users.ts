import type { CollectionConfig } from 'payload'
import { editorsOnly } from '../access'

/** Editors who log in to the admin. Nobody anonymous can read, create or list users. */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', group: 'Admin' },
  auth: {
    tokenExpiration: 60 * 60 * 8,
    maxLoginAttempts: 10,
    lockTime: 10 * 60 * 1000,
    cookies: { sameSite: 'Lax' },
  },
  access: { read: editorsOnly, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  fields: [{ name: 'name', type: 'text' }],
}
