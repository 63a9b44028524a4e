'use client'
import { useState } from 'react'
import { nearestPlace } from './api'
import type { Place } from './state'
import { bookingTexts as texts } from './texts'

/**
 * "Använd min position" (spec 03 §2.2, step 1): the browser's position, named after its nearest
 * town; a refusal or failure says so below the button.
 */
export function Geolocate({ onPlace }: { onPlace: (place: Place) => void }) {
  const [geoError, setGeoError] = useState(false)
  const [locating, setLocating] = useState(false)

  const locate = () => {
    setGeoError(false)
    if (!('geolocation' in navigator)) return setGeoError(true)
    setLocating(true)
    navigator.geolocation.getCurrentPosition(
      async (position) => {
        const lat = Number(position.coords.latitude.toFixed(5))
        const lng = Number(position.coords.longitude.toFixed(5))
        const town = await nearestPlace({ lat, lng })
        setLocating(false)
        onPlace({
          placeId: `position:${lat},${lng}`,
          name: town?.name ?? `${lat}, ${lng}`,
          region: town?.region ?? '',
          latitude: lat,
          longitude: lng,
        })
      },
      (failure) => {
        console.warn('BOOKING_GEOLOCATION_FAILED', { code: failure.code })
        setLocating(false)
        setGeoError(true)
      },
      { timeout: 15_000 },
    )
  }

  return (
    <>
      <div>
        <button
          type="button"
          onClick={locate}
          disabled={locating}
          className="mt-1 text-sm font-semibold underline"
          data-geolocate
        >
          {locating ? texts.locating : texts.useMyPosition}
        </button>
      </div>
      <p role="alert" className="text-sm text-red-800" data-geolocation-error={geoError || undefined}>
        {geoError ? texts.geolocationDenied : null}
      </p>
    </>
  )
}
