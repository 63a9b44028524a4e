'use client'
import { createContext, useContext, type ReactNode } from 'react'
import { kitTextKeys, type KitTexts } from './texts'

/** Without a provider, the keys themselves show: a missing text is seen, not silently English. */
const KitTextsContext = createContext<KitTexts>(kitTextKeys)

/** Hands the kit texts of the page's language to the islands' parts (cards, chooser, quote form). */
export function KitTextsProvider({ texts, children }: { texts: KitTexts; children: ReactNode }) {
  return <KitTextsContext.Provider value={texts}>{children}</KitTextsContext.Provider>
}

export const useKitTexts = () => useContext(KitTextsContext)
