import type { CollectionConfig } from 'payload'
import { serverUrl } from '@/lib/server-url'
import { editorsOnly } from '../access'

/** Editors who log in to the admin. Nobody anonymous can read, create or list users. */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', group: 'Admin' },
  auth: {
    tokenExpiration: 60 * 60 * 8,
    maxLoginAttempts: 10,
    lockTime: 10 * 60 * 1000,
    // Behind TLS the session cookie is never sent over plain HTTP.
    cookies: { sameSite: 'Lax', secure: serverUrl().startsWith('https:') },
  },
  access: { read: editorsOnly, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  fields: [{ name: 'name', type: 'text' }],
}
