'use client'
import dynamic from 'next/dynamic'
import { hydrateLater } from '@/ui/hydration/hydrate-later'

// Loaded only by pages that render them: the catch-all route has one client bundle, so a static
// import would put these islands into every page's first load.
export const WatchCar = hydrateLater(
  dynamic(() => import('./WatchCar.client').then((module) => module.WatchCar)),
)
