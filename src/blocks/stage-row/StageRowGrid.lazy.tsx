'use client'
import dynamic from 'next/dynamic'
import { hydrateLater } from '@/ui/hydration/hydrate-later'

/**
 * StageRowGrid, loaded only by pages that render it. The catch-all route has one client bundle, so
 * a static import would put this island into every page's first load.
 */
export const StageRowGrid = hydrateLater(
  dynamic(() => import('./StageRowGrid.client').then((module) => module.StageRowGrid)),
)
