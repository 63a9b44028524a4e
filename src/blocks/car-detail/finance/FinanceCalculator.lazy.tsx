'use client'
import dynamic from 'next/dynamic'
import { hydrateLater } from '@/ui/hydration/hydrate-later'

// Loaded only on UK car pages with a price (the catch-all route has one client bundle).
export const FinanceCalculator = hydrateLater(
  dynamic(() => import('./FinanceCalculator.client').then((module) => module.FinanceCalculator)),
)
