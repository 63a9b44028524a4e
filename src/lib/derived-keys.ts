/**
 * Keys of their own for each use of the server's secret, derived from PAYLOAD_SECRET with HKDF, so
 * that a value keyed for one use never passes for another, and keyed hashes under them.
 */
import 'server-only'
import { createHmac, hkdfSync } from 'node:crypto'
import { payloadSecret } from '@/cms/payload-secret.mjs'

const keys = new Map<string, Buffer>()

/** A 256-bit key for one use, named by its salt and info (HKDF-SHA-256 of PAYLOAD_SECRET). */
export function derivedKey(salt: string, info: string): Buffer {
  const name = `${salt}\u0000${info}`
  let key = keys.get(name)
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', payloadSecret(), salt, info, 32))
    keys.set(name, key)
  }
  return key
}

/** HMAC-SHA-256 of the parts, joined by NUL, under the key; hex. */
export function hmacHex(key: Buffer, ...parts: string[]): string {
  return createHmac('sha256', key).update(parts.join('\u0000')).digest('hex')
}
