'use client'
import dynamic from 'next/dynamic'
import { placedPlaces } from '@/ui/map/clusters'
import { fill } from '@/lib/i18n/fill'
import { distanceLabel, timeLabel } from './format'
import type { Workshop } from './state'
import { bookingTexts as texts } from './texts'
import type { useWorkshopStream } from './useWorkshopStream'
import { orderWorkshops, streamAwaited } from './workshops'

// MapLibre's island: its own chunk, loaded only once step 4 shows a map.
const MapViewport = dynamic(() => import('@/ui/map/MapViewport.client'), { ssr: false })

/** Nothing to book: no workshop for the car, or none with a free time (spec 03 §8 "No workshops found"). */
function NoWorkshops({ error, contactEmail }: { error: string | null; contactEmail: string }) {
  return (
    <div role="alert" data-no-workshops>
      <p className="font-semibold">{error ?? texts.noWorkshops}</p>
      <p>{fill(texts.noWorkshopsContact, { email: contactEmail })}</p>
    </div>
  )
}

/** One workshop of the list: its distance, first free time, and the button that chooses it. */
function WorkshopItem({
  workshop,
  onChoose,
}: {
  workshop: Workshop
  onChoose: (workshop: Workshop) => void
}) {
  return (
    <li className="rounded-md border border-neutral-300 p-3" data-workshop={workshop.departmentId}>
      <p className="font-semibold">{workshop.siteName}</p>
      <p className="text-sm">
        {workshop.address}
        {workshop.distanceKm !== null ? ` · ${distanceLabel(workshop.distanceKm)}` : ''}
      </p>
      <p className="text-sm" data-first-free={workshop.firstTimeSlot?.timeslot ?? ''}>
        {workshop.firstTimeSlot
          ? fill(texts.firstFree, { time: timeLabel(workshop.firstTimeSlot, texts.fullDay) })
          : texts.noFreeTime}
      </p>
      <button
        type="button"
        onClick={() => onChoose(workshop)}
        disabled={!workshop.firstTimeSlot}
        aria-label={`${texts.chooseWorkshop} ${workshop.siteName}`}
        className="mt-2 inline-flex min-h-11 items-center rounded-full bg-brand px-5 font-semibold text-brand-contrast disabled:opacity-50"
        data-choose-workshop={workshop.departmentId}
      >
        {texts.chooseWorkshop}
      </button>
    </li>
  )
}

/**
 * Step 4's workshops to choose from (spec 03 §2.2, §4): the first five awaited behind placeholders,
 * then on a map and in a list sorted as the visitor chose, with "Hämta fler" until none are left.
 */
export function WorkshopPicker({
  list: { workshops, received, cursor, stream, sort, setSort, loadMore },
  view,
  styleUrl,
  contactEmail,
  onChoose,
}: {
  list: ReturnType<typeof useWorkshopStream>
  /** The place the workshops are nearest to: the map's centre. */
  view: { lat: number; lng: number }
  styleUrl: string
  contactEmail: string
  onChoose: (workshop: Workshop) => void
}) {
  const awaiting = stream.status === 'loading' && received < streamAwaited && cursor === null
  const ordered = orderWorkshops(workshops, sort)
  const places = placedPlaces(
    workshops.map((entry) => ({
      id: entry.departmentId,
      name: entry.siteName,
      lat: entry.latitude,
      lng: entry.longitude,
      address: entry.address,
    })),
  )
  const noneBookable = stream.status !== 'loading' && !workshops.some((entry) => entry.firstTimeSlot)
  if (stream.status === 'nosites' || (stream.status !== 'loading' && workshops.length === 0))
    return <NoWorkshops error={stream.status === 'error' ? stream.error : null} contactEmail={contactEmail} />

  return (
    <div className="grid gap-4" data-workshops data-stream={stream.status}>
      {awaiting ? (
        <div role="status" data-workshop-placeholders={streamAwaited - received}>
          <p className="text-sm">{fill(texts.loadingWorkshops, { n: streamAwaited - received })}</p>
          <ul aria-hidden="true" className="mt-2 grid gap-2">
            {Array.from({ length: streamAwaited - received }, (_, index) => (
              <li key={index} className="h-16 animate-pulse rounded-md bg-neutral-200" />
            ))}
          </ul>
        </div>
      ) : (
        <>
          {noneBookable && stream.status !== 'error' ? (
            <NoWorkshops error={null} contactEmail={contactEmail} />
          ) : null}
          <fieldset className="flex flex-wrap gap-4" data-workshop-sort>
            <legend className="mb-1 text-sm font-semibold">{texts.sortLabel}</legend>
            {(['nearest', 'firstFree'] as const).map((option) => (
              <label key={option} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name="workshop-sort"
                  checked={sort === option}
                  onChange={() => setSort(option)}
                  className="size-5"
                  data-sort={option}
                />
                {option === 'nearest' ? texts.sortNearest : texts.sortFirstFree}
              </label>
            ))}
          </fieldset>
          <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <div className="order-2 lg:order-1" data-workshop-map>
              {places.length ? (
                <MapViewport
                  places={places}
                  view={{ ...view, zoom: 8 }}
                  styleUrl={styleUrl}
                  label={texts.mapLabel}
                  clusterLabel={texts.mapCluster}
                  unavailableText={texts.mapUnavailable}
                  failedText={texts.mapFailed}
                  showText={texts.mapShow}
                />
              ) : null}
            </div>
            <ul
              className="order-1 grid content-start gap-2 lg:order-2"
              aria-label={texts.workshopHeading}
              data-workshop-list
            >
              {ordered.map((entry) => (
                <WorkshopItem key={entry.departmentId} workshop={entry} onChoose={onChoose} />
              ))}
            </ul>
          </div>
          {stream.status === 'error' ? (
            <p role="alert" className="text-red-800">
              {stream.error}
            </p>
          ) : null}
          {stream.exhausted && cursor !== null ? <p>{texts.noMoreWorkshops}</p> : null}
          {!stream.exhausted ? (
            <div>
              <button
                type="button"
                disabled={stream.status === 'loading'}
                onClick={loadMore}
                className="inline-flex min-h-11 items-center rounded-full border-2 border-neutral-900 px-6 font-semibold disabled:opacity-50"
                data-load-more
              >
                {texts.loadMore}
              </button>
            </div>
          ) : null}
        </>
      )}
    </div>
  )
}
