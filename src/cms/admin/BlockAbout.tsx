'use client'
/**
 * A block's line on what it shows, above its fields, in the admin's language ("Blocks for editors":
 * src/blocks/guide.ts).
 */
import { useTranslation } from '@payloadcms/ui'

export function BlockAbout({ about }: { about: Record<string, string> }) {
  const { i18n } = useTranslation()
  const text = about[i18n.language] ?? about.en
  return (
    <p className="field-description" data-block-about style={{ marginBottom: 'var(--base)' }}>
      {text}
    </p>
  )
}
