'use client'
/**
 * The site of the document open in the admin (its `site` field), read once per site and shared by
 * every field that needs it: the car picker's vehicle index, the locale the document opens in.
 */
import { useFormFields } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

export type DocumentSite = {
  id: number
  languages?: Array<{ language?: string | null }> | null
  catalog?: { vehicleIndex?: string | null } | null
}

const reads = new Map<string, Promise<DocumentSite | null>>()

function readSite(siteId: string): Promise<DocumentSite | null> {
  let read = reads.get(siteId)
  if (!read) {
    read = fetch(`/api/sites/${siteId}?depth=0`, { credentials: 'same-origin' })
      .then((response) => (response.ok ? (response.json() as Promise<DocumentSite>) : null))
      .catch(() => null)
    // A failed read is tried again by the next field that asks.
    void read.then((site) => site ?? reads.delete(siteId))
    reads.set(siteId, read)
  }
  return read
}

/** The id of the site the document belongs to, as its form holds it now (null when none). */
export function useDocumentSiteId(): string | null {
  const site = useFormFields(([fields]) => fields.site?.value) as number | string | { id: number } | null
  const id = typeof site === 'object' && site !== null ? site.id : site
  return id === null || id === undefined || id === '' ? null : String(id)
}

/** The document's site, or null until it is read (and while the document has none). */
export function useDocumentSite(): DocumentSite | null {
  const siteId = useDocumentSiteId()
  const [known, setKnown] = useState<{ siteId: string | null; site: DocumentSite | null }>({
    siteId: null,
    site: null,
  })
  useEffect(() => {
    if (siteId === null) return
    let current = true
    void readSite(siteId).then((site) => {
      if (current) setKnown({ siteId, site })
    })
    return () => {
      current = false
    }
  }, [siteId])
  return known.siteId === siteId ? known.site : null
}
