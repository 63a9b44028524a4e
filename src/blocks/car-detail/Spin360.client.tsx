'use client'

import { useEffect, useRef, useState } from 'react'
import { frameAfterDrag, framesToPreload, spin, wrapFrame } from './spin'

/**
 * A 360 view from a frame set (spec 02 §4): turns by itself one frame per 150 ms until dragged;
 * a drag moves one frame per 5 px; a button starts and stops the rotation. The frames around the
 * current one (5 each side) are preloaded so turning never waits for the network.
 */
export function Spin360({
  frames,
  label,
  labels,
}: {
  frames: string[]
  label: string
  labels: { rotate: string; pause: string }
}) {
  const [frame, setFrame] = useState(0)
  const [rotating, setRotating] = useState(true)
  const drag = useRef<{ x: number; frame: number } | null>(null)
  const loaded = useRef(new Set<string>())

  useEffect(() => {
    if (!rotating) return
    const timer = window.setInterval(
      () => setFrame((current) => wrapFrame(current + 1, frames.length)),
      spin.frameIntervalMs,
    )
    return () => window.clearInterval(timer)
  }, [rotating, frames.length])

  useEffect(() => {
    for (const index of framesToPreload(frame, frames.length)) {
      const source = frames[index]
      if (loaded.current.has(source)) continue
      loaded.current.add(source)
      const image = new window.Image()
      image.src = source
    }
  }, [frame, frames])

  return (
    <div data-spin360 data-frame={frame} data-rotating={rotating} className="relative">
      <div
        role="img"
        aria-label={label}
        className="relative aspect-[3/2] cursor-grab touch-pan-y overflow-hidden rounded-lg bg-neutral-100 select-none active:cursor-grabbing"
        onPointerDown={(event) => {
          setRotating(false)
          drag.current = { x: event.clientX, frame }
          event.currentTarget.setPointerCapture?.(event.pointerId)
        }}
        onPointerMove={(event) => {
          if (!drag.current) return
          setFrame(frameAfterDrag(drag.current.frame, event.clientX - drag.current.x, frames.length))
        }}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- frames swap every 150 ms; the optimiser would add a request per frame */}
        <img
          src={frames[frame]}
          alt=""
          draggable={false}
          className="pointer-events-none size-full object-cover"
        />
      </div>
      <button
        type="button"
        aria-pressed={rotating}
        onClick={() => setRotating(!rotating)}
        className="absolute right-3 bottom-3 min-h-11 rounded-full bg-white/90 px-4 font-semibold text-neutral-900 shadow"
        data-spin-toggle
      >
        {rotating ? labels.pause : labels.rotate}
      </button>
    </div>
  )
}
