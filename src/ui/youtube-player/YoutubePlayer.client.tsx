'use client'
import { useState } from 'react'

/**
 * A 16:9 YouTube player on the privacy-enhanced host that loads nothing from YouTube until the
 * visitor asks for it: until then it is a local poster with a play button.
 */
export function YoutubePlayer({
  videoId,
  title,
  playLabel,
}: {
  videoId: string
  title: string
  playLabel: string
}) {
  const [playing, setPlaying] = useState(false)
  return (
    <div
      className="relative aspect-video w-full overflow-hidden rounded-lg bg-neutral-900"
      data-youtube-id={videoId}
    >
      {playing ? (
        <iframe
          className="absolute inset-0 size-full"
          src={`https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1&rel=0`}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group absolute inset-0 grid place-items-center bg-gradient-to-br from-neutral-700 to-neutral-950 text-white"
        >
          <span className="grid size-20 place-items-center rounded-full bg-white/90 text-3xl text-neutral-900 shadow-lg transition-transform group-hover:scale-105">
            <span aria-hidden="true">▶</span>
          </span>
          <span className="absolute bottom-4 left-4 right-4 text-left text-lg font-semibold">
            {playLabel}
            <span className="sr-only">: {title}</span>
          </span>
        </button>
      )}
    </div>
  )
}
