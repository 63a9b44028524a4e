'use client'
import dynamic from 'next/dynamic'

// Loaded only by pages with a site selection (the catch-all route has one client bundle).
export const SiteFilterIsland = dynamic(() =>
  import('./SiteFilter.client').then((module) => module.SiteFilter),
)
