'use client'
import dynamic from 'next/dynamic'

// Loaded only by pages with a CMS-built form (the catch-all route has one client bundle).
export const EmbeddedFormIsland = dynamic(() =>
  import('./EmbeddedForm.client').then((module) => module.EmbeddedForm),
)
export const MarketingPopupIsland = dynamic(() =>
  import('./MarketingPopup.client').then((module) => module.MarketingPopup),
)
