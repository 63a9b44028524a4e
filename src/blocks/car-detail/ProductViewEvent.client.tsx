'use client'

import { useEffect } from 'react'
import { pushToDataLayer } from '@/lib/tracking/data-layer'
import { hasPageImpression } from './tracking'

export const impressionPollMs = 100

/**
 * The product-detail view event, pushed once the page-impression event is in the dataLayer
 * (polled every 100 ms), so analytics sees the page before the product (spec 02 §4).
 */
export function ProductViewEvent({ product }: { product: Record<string, unknown> }) {
  const key = JSON.stringify(product)
  useEffect(() => {
    const push = () => pushToDataLayer({ event: 'view_item', ecommerce: { items: [JSON.parse(key)] } })
    if (hasPageImpression(window.dataLayer)) {
      push()
      return
    }
    const timer = window.setInterval(() => {
      if (!hasPageImpression(window.dataLayer)) return
      window.clearInterval(timer)
      push()
    }, impressionPollMs)
    return () => window.clearInterval(timer)
  }, [key])
  return null
}
