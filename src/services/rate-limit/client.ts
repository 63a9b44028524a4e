/**
 * Which client a request comes from, for counting. The address is the one the production server
 * saw on the socket (server/serve.mjs records it); X-Forwarded-For is believed only from the
 * proxies named in TRUSTED_PROXIES, and then only its rightmost entry that is not one of them:
 * entries further left were written by the client and prove nothing.
 */
import { isIP } from 'node:net'

export type ClientFacts = {
  /** The socket's peer address; absent outside the production server (next dev, tests). */
  remoteAddress?: string
  forwardedFor?: string | null
  trustedProxies?: readonly string[]
}

/** The address without IPv4-mapped IPv6 dressing (::ffff:127.0.0.2 → 127.0.0.2). */
export function plainAddress(address: string): string {
  const trimmed = address.trim().toLowerCase()
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(trimmed)
  return mapped ? mapped[1] : trimmed
}

/**
 * The counting key of an address: an IPv4 address itself, an IPv6 address by its /64 prefix
 * (one subscriber usually holds a whole /64, so counting single addresses would be no limit).
 */
export function clientKey(address: string): string {
  const plain = plainAddress(address)
  if (isIP(plain) !== 6) return plain
  const [head, tail = ''] = plain.split('::')
  const headGroups = head ? head.split(':') : []
  const tailGroups = tail ? tail.split(':') : []
  const missing = 8 - headGroups.length - tailGroups.length
  const groups = plain.includes('::')
    ? [...headGroups, ...Array(missing).fill('0'), ...tailGroups]
    : headGroups
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

export function clientAddress({ remoteAddress, forwardedFor, trustedProxies = [] }: ClientFacts): string {
  if (!remoteAddress) return 'unknown'
  const trusted = new Set(trustedProxies.map(plainAddress))
  let address = plainAddress(remoteAddress)
  if (!trusted.has(address) || !forwardedFor) return address
  const hops = forwardedFor
    .split(',')
    .map((hop) => plainAddress(hop))
    .filter((hop) => isIP(hop))
  for (let index = hops.length - 1; index >= 0; index--) {
    address = hops[index]
    if (!trusted.has(address)) return address
  }
  return address
}

export function addressList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
}
