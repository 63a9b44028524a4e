'use client'
import dynamic from 'next/dynamic'

// Loaded only by pages that render it: the catch-all route has one client bundle.
export const VehicleSelectorIsland = dynamic(() =>
  import('./VehicleSelector.client').then((module) => module.VehicleSelectorIsland),
)
