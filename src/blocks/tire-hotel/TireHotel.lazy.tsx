'use client'
import dynamic from 'next/dynamic'

// Loaded only by pages with the tire hotel (the catch-all route has one client bundle).
export const TireHotelIsland = dynamic(() => import('./TireHotel.client').then((module) => module.TireHotel))
