import { useEffect, useState } from 'react'
import { pushToDataLayer } from '@/lib/tracking/data-layer'
import { workshopErrorText } from '@/services/workshop/errors'
import { closestAvailableUrl, parseStreamMessage } from './api'
import type { Workshop } from './state'
import { streamLimit, type WorkshopList, type WorkshopSort, type WorkshopStream as Stream } from './workshops'

/**
 * Step 4's workshop list (spec 03 §4 "Workshop stream"): the workshops nearest the place as the
 * stream sends them, one stream per page, "Hämta fler" continuing after the last one. A list of
 * the same query that had finished loading (`kept`) is shown again; anything else loads anew. The
 * list is handed back to the flow (`onKeep`) as it changes.
 */
export function useWorkshopStream({
  registration,
  codesKey,
  lat,
  lng,
  kept,
  onKeep,
}: {
  registration: string
  codesKey: string
  lat: number
  lng: number
  kept: WorkshopList | null
  onKeep: (list: WorkshopList) => void
}) {
  const query = [registration, lat, lng, codesKey].join('|')
  const [earlier] = useState(() => (kept?.query === query && kept.stream.status !== 'loading' ? kept : null))
  const [workshops, setWorkshops] = useState<Workshop[]>(earlier?.workshops ?? [])
  const [received, setReceived] = useState(earlier?.received ?? 0)
  const [cursor, setCursor] = useState<string | null>(earlier?.cursor ?? null)
  const [stream, setStream] = useState<Stream>(
    earlier?.stream ?? { status: 'loading', error: '', exhausted: false },
  )
  const [sort, setSort] = useState<WorkshopSort>(earlier?.sort ?? 'nearest')

  useEffect(() => {
    onKeep({ query, workshops, received, cursor, stream, sort })
  }, [onKeep, query, workshops, received, cursor, stream, sort])

  // One stream per page of workshops: closed after `streamLimit` messages, or when it ends. A page
  // already loaded (the list kept from an earlier visit of this step) is not asked for again.
  const loading = stream.status === 'loading'
  useEffect(() => {
    if (!loading) return
    const source = new EventSource(
      closestAvailableUrl({ regNo: registration, codes: codesKey.split(','), lat, lng, cursor }),
    )
    let count = 0
    const finish = (status: Stream['status'], error = '') => {
      source.close()
      setStream((current) => ({
        status: status === 'nosites' && cursor === null ? 'nosites' : status === 'nosites' ? 'done' : status,
        error,
        exhausted: current.exhausted || status === 'nosites' || (status === 'done' && count < streamLimit),
      }))
    }
    source.onmessage = (event: MessageEvent<string>) => {
      const message = parseStreamMessage(event.data)
      if (message.kind === 'workshop') {
        count++
        setReceived(count)
        setWorkshops((current) =>
          current.some((known) => known.departmentId === message.workshop.departmentId)
            ? current
            : [...current, message.workshop],
        )
        if (count >= streamLimit) finish('done')
      } else if (message.kind === 'nosites') finish('nosites')
      else {
        console.error('BOOKING_WORKSHOP_STREAM_ERROR', { message: message.message })
        pushToDataLayer({ event: 'no_workshop_available', flow_name: 'service_booking' })
        finish('error', message.message || workshopErrorText('ServerError'))
      }
    }
    // The server ends the stream after its last workshop; EventSource would reconnect: close it.
    source.onerror = () => finish('done')
    return () => source.close()
  }, [registration, codesKey, lat, lng, cursor, loading])

  /** "Hämta fler": the next page, after the last workshop listed. */
  const loadMore = () => {
    setReceived(0)
    setStream((current) => ({ ...current, status: 'loading' }))
    setCursor(workshops.at(-1)?.departmentId ?? null)
  }

  return { workshops, received, cursor, stream, sort, setSort, loadMore }
}
