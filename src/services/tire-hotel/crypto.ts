/**
 * The tire hotel's secrets (spec 03, tire hotel): tokens sealed with AES-256-GCM (opaque and authenticated:
 * nobody reads or forges one without the server's key), keyed hashes of codes and tokens, and
 * comparisons that take the same time whatever matches. Keys are derived from PAYLOAD_SECRET with
 * HKDF, one per purpose, so a token of one purpose never passes as another.
 */
import 'server-only'
import { createCipheriv, createDecipheriv, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { derivedKey, hmacHex } from '@/lib/derived-keys'

export type Purpose = 'phone' | 'session' | 'hash'

const key = (purpose: Purpose) => derivedKey('tire-hotel', `tire-hotel ${purpose}`)

/** `value` sealed for `purpose` until `expiresAt` (ms): base64url of IV, ciphertext and tag. */
export function seal(purpose: Exclude<Purpose, 'hash'>, value: object, expiresAt: number): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key(purpose), iv)
  cipher.setAAD(Buffer.from(purpose))
  const body = Buffer.concat([cipher.update(JSON.stringify({ ...value, exp: expiresAt })), cipher.final()])
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')
}

/** The sealed value, or null when the token is not ours, was altered, or has expired. */
export function unseal<T extends object>(
  purpose: Exclude<Purpose, 'hash'>,
  token: string,
  now = Date.now(),
): T | null {
  const bytes = Buffer.from(token, 'base64url')
  if (bytes.length < 12 + 16 + 2) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', key(purpose), bytes.subarray(0, 12))
    decipher.setAAD(Buffer.from(purpose))
    decipher.setAuthTag(bytes.subarray(bytes.length - 16))
    const text = Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()])
    const value = JSON.parse(text.toString('utf8')) as T & { exp: number }
    return typeof value.exp === 'number' && value.exp > now ? value : null
  } catch {
    return null
  }
}

/** HMAC-SHA-256 of the parts under the server's hash key, hex. */
export function keyedHash(...parts: string[]): string {
  return hmacHex(key('hash'), ...parts)
}

/** Equal hex digests, compared in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && timingSafeEqual(left, right)
}

/** A fresh authorization token: 256 random bits. */
export const randomToken = () => randomBytes(32).toString('base64url')

/** A one-time code: four digits, uniform over 0000–9999 (spec 03 §9). */
export const randomCode = () => String(randomInt(0, 10_000)).padStart(4, '0')
/** The step-up code a registration number gets once its four-digit guesses are used up. */
export const randomLongCode = () => String(randomInt(0, 100_000_000)).padStart(8, '0')
