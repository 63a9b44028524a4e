'use client'
import dynamic from 'next/dynamic'

/**
 * Countdown, loaded only by pages that render it. The catch-all route has one client bundle, so
 * a static import would put this island into every page's first load.
 */
export const Countdown = dynamic(() => import('./Countdown.client').then((module) => module.Countdown))
