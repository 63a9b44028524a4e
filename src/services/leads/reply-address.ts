/**
 * The per-lead Reply-To address of a reply ("Lead desk"): `lead-<id>-<mac>@<LEAD_REPLY_DOMAIN>`,
 * where the mac is an HMAC of the lead's id under a key of its own, so that the customer's answer
 * comes back to that lead and nobody can make up an address that files mail on another one.
 */
import 'server-only'
import { timingSafeEqual } from 'node:crypto'
import { derivedKey, hmacHex } from '@/lib/derived-keys'

const key = () => derivedKey('leads', 'lead reply address')
/** 96 bits: enough against guessing, short enough for an address's local part. */
const macOf = (leadId: number) => hmacHex(key(), String(leadId)).slice(0, 24)

export const replyDomain = () => process.env.LEAD_REPLY_DOMAIN?.trim().toLowerCase() || null

export function replyAddress(leadId: number, domain: string): string {
  return `lead-${leadId}-${macOf(leadId)}@${domain}`
}

const pattern = /lead-(\d{1,12})-([0-9a-f]{24})@([a-z0-9.-]+)/gi

/**
 * The lead a recipient list names by a genuine reply address of the domain, or null. The list may
 * be as mail services pass it on: with display names, several addresses, any letter case.
 */
export function leadOfReplyAddress(recipients: string, domain: string): number | null {
  for (const [, id, mac, host] of recipients.matchAll(pattern)) {
    if (host.toLowerCase() !== domain) continue
    const leadId = Number(id)
    const expected = Buffer.from(macOf(leadId))
    const given = Buffer.from(mac.toLowerCase())
    if (given.length === expected.length && timingSafeEqual(given, expected)) return leadId
  }
  return null
}
