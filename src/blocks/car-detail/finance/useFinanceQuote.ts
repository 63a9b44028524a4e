'use client'

import { useEffect, useRef, useState } from 'react'
import type { FinanceProduct } from '@/services/finance/engine/present'
import {
  applyQuote,
  initialUkState,
  legalPath,
  quoteRefusal,
  quoteRequest,
  type FinanceVehicle,
  type LegalAnswer,
  type QuoteAnswer,
  type ShownQuote,
  type UkCalculatorState,
  type UkFinanceOpening,
} from '@/services/finance/calculators/uk'

/** Slider moves re-quote once the visitor pauses, not on every pixel (each quote is stored). */
const requoteDelayMs = 400

export type FinanceStatus =
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'loaded'; products: FinanceProduct[]; quote: ShownQuote | null; refusal?: string | null }

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(path, init)
  if (!response.ok) throw new Error(`${path} answered ${response.status}`)
  return (await response.json()) as T
}

const post = <T>(path: string, body: unknown) =>
  call<T>(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

/**
 * The UK finance calculator's flow: the products and the first quote (or the server's opening
 * figures, re-quoted to store them), a re-quote once the visitor pauses after a move, and the
 * stored quote's terms. Only the latest request's answer is shown.
 */
export function useFinanceQuote({
  vehicle,
  organisation,
  opening,
}: {
  vehicle: FinanceVehicle
  organisation: string
  opening?: UkFinanceOpening | null
}) {
  const [status, setStatus] = useState<FinanceStatus>(
    opening ? { kind: 'loaded', products: opening.products, quote: opening.quote } : { kind: 'loading' },
  )
  const [state, setState] = useState<UkCalculatorState | null>(opening?.state ?? null)
  // The stored quote's terms (spec 02 §7 legal), kept with the reference they belong to.
  const [terms, setTerms] = useState<LegalAnswer | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const latest = useRef(0)

  const requote = (next: UkCalculatorState, products: FinanceProduct[]) => {
    const ticket = ++latest.current
    return post<QuoteAnswer>('/api/codeweaver/cfd', quoteRequest(vehicle, organisation, next))
      .then((answer) => {
        if (ticket !== latest.current) return // a later move is on its way
        const shown = applyQuote(next, answer)
        if (shown) setState(shown.state)
        setStatus({ kind: 'loaded', products, quote: shown, refusal: quoteRefusal(answer) })
        const reference = shown?.quoteReference
        // Terms that fail to load leave the quote as it is: it stands without them.
        if (reference)
          call<LegalAnswer>(legalPath(reference))
            .then((legal) => ticket === latest.current && setTerms(legal))
            .catch(() => undefined)
      })
      .catch(() => ticket === latest.current && setStatus({ kind: 'error' }))
  }

  useEffect(() => {
    if (opening) {
      void requote(opening.state, opening.products)
      return () => clearTimeout(timer.current)
    }
    post<{ Products: FinanceProduct[] }>('/api/codeweaver/default', {
      OrganisationIdentifier: organisation,
      Vehicle: vehicle,
    })
      .then(({ Products: products }) => {
        if (products.length === 0) return setStatus({ kind: 'error' })
        const first = initialUkState(products[0])
        setState(first)
        return requote(first, products)
      })
      .catch(() => setStatus({ kind: 'error' }))
    return () => clearTimeout(timer.current)
    // The vehicle and organisation are fixed for the page; load once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  /** A visitor's move: shown at once, re-quoted once they pause (only once the products are loaded). */
  const change = (next: UkCalculatorState) => {
    if (status.kind !== 'loaded') return
    const { products } = status
    setState(next)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => void requote(next, products), requoteDelayMs)
  }

  return { status, state, terms, change }
}
