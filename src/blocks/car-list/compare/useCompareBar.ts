'use client'
import { useEffect, useState } from 'react'
import { toCarCard } from '@/ui/vehicle/card-fields'
import { parseCompareParam } from './compare-fields'
import { fetchCars, replaceCompare, useCompareList } from './store'

function setCompareParam(ids: string[] | null) {
  const url = new URL(window.location.href)
  if (ids?.length) url.searchParams.set('compare', ids.join(','))
  else url.searchParams.delete('compare')
  window.history.replaceState(
    window.history.state,
    '',
    url.pathname + url.search.replace(/%2C/g, ',') + url.hash,
  )
}

/**
 * The compare list and whether its comparison is open: a shared link (`?compare=id,id`) loads
 * the cars it names and opens it, and the URL follows an open comparison so it can be shared.
 */
export function useCompareBar(index: string) {
  const list = useCompareList()
  const [open, setOpen] = useState(false)
  const ids = list.map((entry) => entry.card.car_id)

  // A shared link: load the cars it names, then open the comparison.
  useEffect(() => {
    const wanted = parseCompareParam(new URL(window.location.href).searchParams.get('compare'))
    if (!wanted.length) return
    fetchCars(index, wanted)
      .then((records) => {
        const byId = new Map(records.map((record) => [String(record.car_id), record]))
        const entries = wanted.flatMap((id) => {
          const record = byId.get(id)
          const card = record ? toCarCard(record) : null
          return card && record ? [{ card, full: record }] : []
        })
        if (!entries.length) return setCompareParam(null)
        replaceCompare(entries)
        setOpen(true)
      })
      .catch(() => setCompareParam(null))
  }, [index])

  // The URL follows an open comparison, so it can be shared.
  const idKey = ids.join(',')
  useEffect(() => {
    if (open) setCompareParam(idKey ? idKey.split(',') : null)
  }, [open, idKey])

  function close() {
    setOpen(false)
    setCompareParam(null)
  }

  // The modal closes by itself when the list empties (spec 02 §4).
  return { list, isOpen: open && list.length > 0, open: () => setOpen(true), close }
}
