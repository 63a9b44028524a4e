'use client'

import { useEffect, useState, type ReactNode } from 'react'
import type { ExtraMedia } from '@/services/extra-media/types'
import { Spin360 } from './Spin360.client'

export type MediaLabels = {
  images: string
  video: string
  internal360: string
  external360: string
  modes: string
  rotate: string
  pause: string
  spin: string
}

type Mode = 'images' | 'video' | 'internal360' | 'external360'

/** The modes a record offers, images always first. */
export function availableModes(media: ExtraMedia): Mode[] {
  return [
    'images',
    ...(media.hasVideo && media.videoUrl ? (['video'] as const) : []),
    ...(media.hasInternal360 && media.internal360.length > 0 ? (['internal360'] as const) : []),
    ...(media.has360 && media.images360.length > 0 ? (['external360'] as const) : []),
  ]
}

/**
 * The UK automotive site's media viewer (spec 02 §2, §7 "Extra media"): asks
 * GET /api/autosonshow/{regNo} for the car's extra media and offers images, video, internal and
 * external 360. Until it answers, and whenever it fails, the plain gallery shows.
 */
export function MediaViewer({
  registrationNumber,
  alt,
  labels,
  children,
}: {
  registrationNumber: string
  alt: string
  labels: MediaLabels
  children: ReactNode
}) {
  const [media, setMedia] = useState<ExtraMedia | null>(null)
  const [mode, setMode] = useState<Mode>('images')
  useEffect(() => {
    const controller = new AbortController()
    fetch(`/api/autosonshow/${encodeURIComponent(registrationNumber)}`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<ExtraMedia>) : null))
      .then((record) => setMedia(record))
      .catch(() => setMedia(null))
    return () => controller.abort()
  }, [registrationNumber])
  const modes = media ? availableModes(media) : ['images']
  if (!media || modes.length < 2) return <div data-media-viewer="gallery">{children}</div>
  return (
    <div data-media-viewer="modes">
      <div role="group" aria-label={labels.modes} className="mb-3 flex flex-wrap gap-2">
        {modes.map((candidate) => (
          <button
            key={candidate}
            type="button"
            aria-pressed={mode === candidate}
            onClick={() => setMode(candidate as Mode)}
            data-media-mode={candidate}
            className="min-h-11 rounded-full px-4 font-semibold ring-1 ring-neutral-400 aria-pressed:bg-neutral-900 aria-pressed:text-white"
          >
            {labels[candidate as Mode]}
          </button>
        ))}
      </div>
      {mode === 'images' ? children : null}
      {mode === 'video' && media.videoUrl ? (
        <video
          src={media.videoUrl}
          controls
          playsInline
          muted
          data-media-video
          aria-label={`${alt} – ${labels.video}`}
          className="aspect-[3/2] w-full rounded-lg bg-black"
        />
      ) : null}
      {mode === 'internal360' ? (
        <Spin360
          key="internal"
          frames={media.internal360}
          label={`${alt} – ${labels.internal360}. ${labels.spin}`}
          labels={labels}
        />
      ) : null}
      {mode === 'external360' ? (
        <Spin360
          key="external"
          frames={media.images360}
          label={`${alt} – ${labels.external360}. ${labels.spin}`}
          labels={labels}
        />
      ) : null}
    </div>
  )
}
