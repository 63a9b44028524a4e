import type { ReactNode } from 'react'
import '../(site)/globals.css'

export default function FeaasLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
