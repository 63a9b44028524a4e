'use client'
import dynamic from 'next/dynamic'

// Loaded only on the pages of cars with a loan option (the catch-all route has one client bundle).
export const LoanCalculator = dynamic(() =>
  import('./LoanCalculator.client').then((module) => module.LoanCalculator),
)
