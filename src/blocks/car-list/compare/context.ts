'use client'
import { createContext } from 'react'

export type CompareLabels = { add: string; remove: string }

/**
 * What every compare toggle of a list shares (the index to fetch full records from, the button's
 * texts), given once by the list instead of to each of its cards.
 */
export const CompareContext = createContext<{ index: string; labels: CompareLabels }>({
  index: '',
  labels: { add: '', remove: '' },
})
