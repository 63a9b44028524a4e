'use client'
import { useCallback, useRef, useSyncExternalStore } from 'react'

export type VideoLabels = { play: string; pause: string; mute: string; unmute: string }

/**
 * A muted, looping background video with optional play/pause and mute buttons (spec 01 §4 slider
 * states). The button states follow the element's own events, so they show what really happens.
 */
export function BackgroundVideo({
  desktop,
  phone,
  labels,
  showButtons,
  className = '',
}: {
  desktop: string
  phone?: string
  labels: VideoLabels
  showButtons: boolean
  className?: string
}) {
  const video = useRef<HTMLVideoElement>(null)
  // Read from the element itself: autoplay may start before hydration, when no React handler listens yet.
  const subscribe = useCallback((onChange: () => void) => {
    const element = video.current
    const events = ['play', 'playing', 'pause', 'volumechange'] as const
    events.forEach((event) => element?.addEventListener(event, onChange))
    return () => events.forEach((event) => element?.removeEventListener(event, onChange))
  }, [])
  const state = useSyncExternalStore(
    subscribe,
    () =>
      video.current
        ? `${video.current.paused ? 'paused' : 'playing'} ${video.current.muted ? 'muted' : 'sound'}`
        : 'paused muted',
    () => 'paused muted',
  )
  const playing = state.startsWith('playing')
  const muted = state.endsWith('muted')
  const button =
    'grid size-11 place-items-center rounded-full bg-black/60 text-white ring-1 ring-white/70 hover:bg-black/80'
  return (
    <>
      <video
        ref={video}
        className={`absolute inset-0 size-full object-cover ${className}`}
        autoPlay
        muted
        loop
        playsInline
        preload="metadata"
      >
        {phone ? <source src={phone} media="(max-width: 767px)" /> : null}
        <source src={desktop} />
      </video>
      {showButtons ? (
        <div className="absolute top-4 right-4 z-10 flex gap-2">
          <button
            type="button"
            className={button}
            aria-label={playing ? labels.pause : labels.play}
            onClick={() => {
              const element = video.current
              if (!element) return
              // A carousel resumes autoplay when its slide comes back, but not after the visitor paused.
              if (element.paused) {
                delete element.dataset.pausedByVisitor
                element.play().catch(() => undefined)
              } else {
                element.dataset.pausedByVisitor = ''
                element.pause()
              }
            }}
          >
            <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
          </button>
          <button
            type="button"
            className={button}
            aria-label={muted ? labels.unmute : labels.mute}
            onClick={() => {
              if (video.current) video.current.muted = !video.current.muted
            }}
          >
            <span aria-hidden="true">{muted ? '🔇' : '🔊'}</span>
          </button>
        </div>
      ) : null}
    </>
  )
}
