'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Editing mode: re-render the server page whenever the editor's draft is saved (Payload live
 * preview). This is Payload's RefreshRouteOnSave protocol; its React package lags the core
 * release, and Payload refuses mixed versions, so the few lines live here.
 */
export function RefreshOnSave({ serverURL }: { serverURL: string }) {
  const router = useRouter()
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const isDocumentEvent = event.origin === serverURL && event.data?.type === 'payload-document-event'
      if (isDocumentEvent) router.refresh()
    }
    window.addEventListener('message', onMessage)
    const host = window.opener ?? window.parent
    if (host && host !== window) host.postMessage({ type: 'payload-live-preview', ready: true }, serverURL)
    return () => window.removeEventListener('message', onMessage)
  }, [router, serverURL])
  return null
}
