/**
 * The alerts' links ("Saved searches: links"): an opt-in token (random; only its keyed hash is
 * stored), a per-alert unsubscribe token and a per-address token for the page that manages every
 * alert of an address. The last two are HMACs under keys of their own, so nothing needs storing
 * and a link from any mail keeps working until the alert or the address is erased.
 */
import 'server-only'
import { randomBytes, timingSafeEqual } from 'node:crypto'
import { derivedKey, hmacHex } from '@/lib/derived-keys'

const salt = 'saved-search-alerts'
const signatureLength = 32

export function newConfirmToken(): string {
  return randomBytes(24).toString('base64url')
}

export function confirmHash(token: string): string {
  return hmacHex(derivedKey(salt, 'confirm'), token)
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

const signature = (use: string, value: string) =>
  hmacHex(derivedKey(salt, use), value).slice(0, signatureLength)

export function unsubscribeToken(alertId: number): string {
  return `${alertId}.${signature('unsubscribe', String(alertId))}`
}

/** The alert id a token was made for, or null when it is not one of ours. */
export function alertOfUnsubscribeToken(token: string): number | null {
  const match = /^(\d{1,15})\.([0-9a-f]+)$/.exec(token)
  if (!match || !sameText(match[2], signature('unsubscribe', match[1]))) return null
  return Number(match[1])
}

export function addressToken(email: string): string {
  return `${Buffer.from(email).toString('base64url')}.${signature('address', email)}`
}

/** The address a token was made for, or null when it is not one of ours. */
export function addressOfToken(token: string): string | null {
  const match = /^([A-Za-z0-9_-]{1,400})\.([0-9a-f]+)$/.exec(token)
  if (!match) return null
  const email = Buffer.from(match[1], 'base64url').toString()
  return sameText(match[2], signature('address', email)) ? email : null
}
