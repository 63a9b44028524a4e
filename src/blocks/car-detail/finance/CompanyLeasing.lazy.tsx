'use client'
import dynamic from 'next/dynamic'

// Loaded only on the pages of cars with company leasing (the catch-all route has one client bundle).
export const CompanyLeasing = dynamic(() =>
  import('./CompanyLeasing.client').then((module) => module.CompanyLeasing),
)
