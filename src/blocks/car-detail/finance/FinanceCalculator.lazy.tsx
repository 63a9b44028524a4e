'use client'
import dynamic from 'next/dynamic'

// Loaded only on UK car pages with a price (the catch-all route has one client bundle).
export const FinanceCalculator = dynamic(() =>
  import('./FinanceCalculator.client').then((module) => module.FinanceCalculator),
)
