/**
 * What the alerts service reaches outside the catalog database: the mail adapter, the CMS
 * dictionary's overrides of its words and the outbox's copies of mails (erased with an address).
 * Tests pass their own; the defaults load the CMS only when first used.
 */
import 'server-only'
import type { EmailMessage } from '@/services/email'
import type { LanguageCode } from '@/lib/i18n/languages'
import { serverUrl } from '@/lib/server-url'
import { recordBounce } from './bounces'

export type AlertDeps = {
  deliver: (message: EmailMessage) => Promise<unknown>
  overrides: (language: LanguageCode) => Promise<Record<string, string>>
  eraseMailCopies: (email: string) => Promise<void>
  baseUrl: () => string
  /**
   * The CMS site whose catalog an alert searches: its own address and default language, so mail
   * links open on the site ("Saved searches: pages"); null when no site has that catalog.
   */
  siteAddress: (site: string) => Promise<{ url: string; defaultLanguage: string } | null>
}

export const defaultDeps: AlertDeps = {
  deliver: async (message) => (await import('@/services/email')).sendEmail(message),
  overrides: async (language) => {
    const { payloadClient } = await import('@/services/content/payload')
    const payload = await payloadClient()
    const result = await payload.find({
      collection: 'dictionary',
      locale: language,
      depth: 0,
      pagination: false,
      overrideAccess: true,
      where: { key: { like: 'alert' }, site: { exists: false } },
    })
    return Object.fromEntries(result.docs.flatMap((entry) => (entry.value ? [[entry.key, entry.value]] : [])))
  },
  eraseMailCopies: async (email) => {
    const { payloadClient } = await import('@/services/content/payload')
    const payload = await payloadClient()
    await payload.delete({ collection: 'outbox', where: { to: { equals: email } }, overrideAccess: true })
  },
  baseUrl: serverUrl,
  siteAddress: async (site) => {
    const { payloadClient } = await import('@/services/content/payload')
    const payload = await payloadClient()
    const found = await payload.find({
      collection: 'sites',
      where: { or: [{ name: { equals: site } }, { 'catalog.vehicleIndex': { equals: `vehicles_${site}` } }] },
      sort: 'id',
      depth: 0,
      limit: 10,
      overrideAccess: true,
      select: { name: true, url: true, languages: true },
    })
    const chosen = found.docs.find((doc) => doc.name === site) ?? found.docs[0]
    if (!chosen?.url) return null
    return { url: chosen.url, defaultLanguage: chosen.languages?.[0]?.language ?? 'sv' }
  },
}

/**
 * The mail server's refusal of the mailbox itself (550 unavailable, 551 not local, 553 name not
 * allowed): a permanent bounce, unlike a full mailbox or a server that cannot be reached.
 */
export function isHardBounce(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode
  return code === 550 || code === 551 || code === 553
}

/**
 * The defaults with a caller's replacements. A mail the mail server refuses for its address is a
 * bounce: the address gets nothing more until it opts in again ("Saved searches: bounds").
 */
export function withDefaults(deps: Partial<AlertDeps> = {}): AlertDeps {
  const chosen = { ...defaultDeps, ...deps }
  return {
    ...chosen,
    deliver: async (message) => {
      try {
        return await chosen.deliver(message)
      } catch (error) {
        if (isHardBounce(error)) await recordBounce(message.to)
        throw error
      }
    },
  }
}
