'use client'
import dynamic from 'next/dynamic'

// Loaded only by pages with the booking flow (the catch-all route has one client bundle).
export const ServiceBookingIsland = dynamic(() =>
  import('./ServiceBooking.client').then((module) => module.ServiceBooking),
)
