'use client'
import dynamic from 'next/dynamic'

// Loaded only by pages with a facility list (the catch-all route has one client bundle).
export const FacilityControlsIsland = dynamic(() =>
  import('./FacilityControls.client').then((module) => module.FacilityControls),
)
