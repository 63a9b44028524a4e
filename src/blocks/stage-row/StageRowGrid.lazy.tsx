'use client'
import dynamic from 'next/dynamic'

/**
 * StageRowGrid, loaded only by pages that render it. The catch-all route has one client bundle, so
 * a static import would put this island into every page's first load.
 */
export const StageRowGrid = dynamic(() =>
  import('./StageRowGrid.client').then((module) => module.StageRowGrid),
)
