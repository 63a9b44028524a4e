'use client'
import dynamic from 'next/dynamic'
import { hydrateLater } from '@/ui/hydration/hydrate-later'

/**
 * ShareMenu, loaded only by pages that render it. The catch-all route has one client bundle, so
 * a static import would put this island into every page's first load.
 */
export const ShareMenu = hydrateLater(
  dynamic(() => import('./ShareMenu.client').then((module) => module.ShareMenu)),
)
