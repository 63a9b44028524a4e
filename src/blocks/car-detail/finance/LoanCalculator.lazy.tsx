'use client'
import dynamic from 'next/dynamic'
import { hydrateLater } from '@/ui/hydration/hydrate-later'

// Loaded only on the pages of cars with a loan option (the catch-all route has one client bundle).
export const LoanCalculator = hydrateLater(
  dynamic(() => import('./LoanCalculator.client').then((module) => module.LoanCalculator)),
)
