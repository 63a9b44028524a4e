'use client'
import dynamic from 'next/dynamic'

// Loaded only by pages that render it: the catch-all route has one client bundle, so a static
// import would put this island into every page's first load.
export const ProductViewEvent = dynamic(() =>
  import('./ProductViewEvent.client').then((module) => module.ProductViewEvent),
)
