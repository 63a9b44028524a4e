'use client'
/**
 * The compare list (spec 02 §4 "Compare"): toggled per car, kept for the browser session, shared
 * by every toggle and the bar through one external store. Adding a car fetches its full record
 * by car_id and falls back to the list record when that fails.
 */
import { useSyncExternalStore } from 'react'
import { toCarCard } from '@/ui/vehicle/card-fields'
import type { CarCardRecord } from '@/ui/vehicle/types'
import { postSearch } from '../../search-client'
import { compareFields, compareMax } from './compare-fields'

export type CompareEntry = { card: CarCardRecord; full: Record<string, unknown> | null }

const storageKey = 'compare'
const empty: CompareEntry[] = []
const listeners = new Set<() => void>()
let entries: CompareEntry[] | null = null

function read(): CompareEntry[] {
  if (entries) return entries
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(storageKey) ?? '[]') as unknown
    entries = Array.isArray(stored)
      ? stored.flatMap((item: { card?: Record<string, unknown>; full?: unknown }) => {
          const card = item?.card ? toCarCard(item.card) : null
          const full =
            typeof item?.full === 'object' && item.full !== null
              ? (item.full as Record<string, unknown>)
              : null
          return card ? [{ card, full }] : []
        })
      : []
  } catch {
    entries = []
  }
  return entries
}

function write(next: CompareEntry[]): void {
  entries = next
  try {
    window.sessionStorage.setItem(storageKey, JSON.stringify(next))
  } catch {
    // Without storage the list lives for this page only.
  }
  listeners.forEach((listener) => listener())
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useCompareList(): CompareEntry[] {
  return useSyncExternalStore(subscribe, read, () => empty)
}

/** Full records by car_id through the search route. */
export async function fetchCars(index: string, ids: string[]): Promise<Record<string, unknown>[]> {
  const response = await postSearch({
    index,
    filters: { car_id: ids },
    fields: compareFields,
    limit: ids.length,
  })
  return response.content
}

export function isCompared(list: readonly CompareEntry[], carId: string): boolean {
  return list.some((entry) => entry.card.car_id === carId)
}

export function removeFromCompare(carId: string): void {
  write(read().filter((entry) => entry.card.car_id !== carId))
}

export function clearCompare(): void {
  write([])
}

export function replaceCompare(next: CompareEntry[]): void {
  write(next.slice(0, compareMax))
}

/** Adds (then fetches the full record) or removes a car; false when the list is full. */
export function toggleCompare(index: string, card: CarCardRecord): boolean {
  if (isCompared(read(), card.car_id)) {
    removeFromCompare(card.car_id)
    return true
  }
  if (read().length >= compareMax) return false
  write([...read(), { card, full: null }])
  fetchCars(index, [card.car_id])
    .then(([full]) => {
      if (!full) return
      write(read().map((entry) => (entry.card.car_id === card.car_id ? { ...entry, full } : entry)))
    })
    .catch(() => {
      // Spec 02 §8: the list record stands in for the full one.
    })
  return true
}
