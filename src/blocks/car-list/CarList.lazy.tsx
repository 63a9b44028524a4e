'use client'
import dynamic from 'next/dynamic'
import { hydrateLater } from '@/ui/hydration/hydrate-later'

// Loaded only by pages that render them: the catch-all route has one client bundle, so a static
// import would put these islands into every page's first load.
export const CarListIsland = dynamic(() => import('./CarList.client').then((module) => module.CarListIsland))
export const CompareBarIsland = dynamic(() =>
  import('./compare/CompareBar.client').then((module) => module.CompareBar),
)
/** The cards, hydrated after the page (a click on a compare toggle before then hydrates it first). */
export const CarGridIsland = hydrateLater(
  dynamic(() => import('./CarGrid.client').then((module) => module.CarGrid)),
)
