import type { ReactNode } from 'react'

/** Root layout of the framework-floor page: no site, no fonts, no blocks. */
export default function FloorLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
