'use client'
import dynamic from 'next/dynamic'
import { hydrateLater } from '@/ui/hydration/hydrate-later'

// Loaded only on the pages of cars with company leasing (the catch-all route has one client bundle).
export const CompanyLeasing = hydrateLater(
  dynamic(() => import('./CompanyLeasing.client').then((module) => module.CompanyLeasing)),
)
