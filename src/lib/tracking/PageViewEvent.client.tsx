'use client'

import { useEffect } from 'react'
import { pushToDataLayer } from './data-layer'

export type PageView = { pageName: string; language: string; variantId: string; site: string; path: string }

/**
 * Spec 01 §7: a page-view event (channel WEB) on each page in normal mode, pushed to the
 * dataLayer and recorded by the project's own event endpoint. Not rendered in editing mode.
 */
export function PageViewEvent(view: PageView) {
  const { pageName, language, variantId, site, path } = view
  useEffect(() => {
    const event = {
      event: 'page_view',
      channel: 'WEB',
      currency: 'USD',
      page_name: pageName,
      language,
      variant_id: variantId,
    }
    pushToDataLayer(event)
    const body = JSON.stringify({
      event: 'page_view',
      channel: 'WEB',
      pageName,
      language,
      variantId,
      site,
      path,
    })
    const sent = navigator.sendBeacon?.('/api/events', new Blob([body], { type: 'application/json' }))
    if (!sent)
      void fetch('/api/events', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
        keepalive: true,
      })
  }, [pageName, language, variantId, site, path])
  return null
}
