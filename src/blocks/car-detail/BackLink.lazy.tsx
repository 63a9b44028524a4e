'use client'
import dynamic from 'next/dynamic'

// Loaded only by pages that render it: the catch-all route has one client bundle, so a static
// import would put this island into every page's first load.
export const BackLink = dynamic(() => import('./BackLink.client').then((module) => module.BackLink))
