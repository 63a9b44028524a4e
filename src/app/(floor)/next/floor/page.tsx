import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

export const metadata: Metadata = { title: 'Framework floor', robots: { index: false } }
// Read at request time: the flag belongs to the server that runs, not to the build.
export const dynamic = 'force-dynamic'

/**
 * The framework's floor for `npm run bench`: a page of this app that loads no block and no
 * island, so its first-load JavaScript is what Next.js and React cost on their own. Only the
 * benchmark's server (scripts/bench/server.ts) sets FRAMEWORK_FLOOR; everywhere else it is a 404.
 */
export default function FrameworkFloor() {
  if (process.env.FRAMEWORK_FLOOR !== '1') notFound()
  return <p>Framework floor</p>
}
