'use client'
import dynamic from 'next/dynamic'

// Loaded only by pages with the form (the catch-all route has one client bundle).
export const SellCarFormIsland = dynamic(() =>
  import('./SellCarForm.client').then((module) => module.SellCarForm),
)
