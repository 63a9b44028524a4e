'use client'
import dynamic from 'next/dynamic'

/**
 * The mobile menu, loaded the first time a visitor opens it: most visits never do, and the
 * navigation is on every page's first load.
 */
export const MobileMenu = dynamic(() => import('./MobileMenu.client').then((module) => module.MobileMenu), {
  ssr: false,
})
