import type { Metadata } from 'next'

export const metadata: Metadata = { title: 'Framework floor', robots: { index: false } }

/**
 * The framework's floor for `npm run bench`: a page of this app that loads no block and no
 * island, so its first-load JavaScript is what Next.js and React cost on their own.
 */
export default function FrameworkFloor() {
  return <p>Framework floor</p>
}
