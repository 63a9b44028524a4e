'use client'
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { useHydratedMarker } from '@/ui/hydration/useHydratedMarker'
import type { CarouselApi, CarouselEngineProps } from './CarouselEngine.client'

export type CarouselAutoplay = { delayMs: number; pause: string; play: string }

/** What the controls show and do: the selected position and ends, a press, the autoplay toggle. */
export type CarouselControlsState = {
  position: { selected: number; snapCount: number; canPrevious: boolean; canNext: boolean }
  act: (action: (api: CarouselApi) => void) => void
  autoplay?: CarouselAutoplay
  playing: boolean
  onTogglePlaying: () => void
}

/** The strip's element, and whether Embla runs it (until then the browser scrolls and snaps it). */
export type CarouselViewportState = { ref: (element: HTMLDivElement | null) => void; engaged: boolean }

const reducedMotionQuery = '(prefers-reduced-motion: reduce)'
const prefersReducedMotion = () => matchMedia(reducedMotionQuery).matches
function subscribeReducedMotion(onChange: () => void) {
  const query = matchMedia(reducedMotionQuery)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/** The slide the visitor scrolled the plain strip to (before Embla took over), by its left edge. */
function nearestSlide(viewport: HTMLElement): number {
  const track = viewport.firstElementChild as HTMLElement | null
  if (!track || viewport.scrollLeft === 0) return 0
  const distances = [...track.children].map((slide) =>
    Math.abs((slide as HTMLElement).offsetLeft - track.offsetLeft - viewport.scrollLeft),
  )
  return distances.indexOf(Math.min(...distances))
}

/**
 * Autoplay: moves on every `delayMs` while half of the carousel is in view and the tab is shown,
 * back to the first slide after the last.
 */
function useAutoplay(api: CarouselApi | undefined, playing: boolean, autoplay?: CarouselAutoplay) {
  const [inView, setInView] = useState(false)
  useEffect(() => {
    if (!api || !playing || !autoplay || !inView) return
    const timer = setInterval(() => {
      if (document.hidden) return
      if (api.canScrollNext()) api.scrollNext()
      else api.scrollTo(0)
    }, autoplay.delayMs)
    return () => clearInterval(timer)
  }, [api, playing, autoplay, inView])
  return setInView
}

/**
 * Videos in slides out of view are paused, and autoplaying ones resume when their slide returns
 * (unless the visitor paused them).
 */
function useSlideVideos(api: CarouselApi | undefined) {
  const syncVideos = useCallback(() => {
    if (!api) return
    const inView = new Set(api.slidesInView())
    api.slideNodes().forEach((node, index) => {
      node.querySelectorAll('video').forEach((video) => {
        if (!inView.has(index)) video.pause()
        else if (video.autoplay && video.paused && video.dataset.pausedByVisitor === undefined)
          video.play().catch(() => undefined)
      })
    })
  }, [api])

  useEffect(() => {
    if (!api) return
    api.on('slidesInView', syncVideos).on('settle', syncVideos)
    return () => {
      api.off('slidesInView', syncVideos).off('settle', syncVideos)
    }
  }, [api, syncVideos])
}

/**
 * The carousel's state and effects: when Embla is wanted (visible or used) and where it starts,
 * what a press before Embla was there asked for, the selected slide and ends, autoplay and the
 * slides' videos. It answers with what each part takes: the region's element props, the engine's
 * props (null until Embla is wanted), the viewport's and the controls'.
 */
export function useCarousel({
  slideCount,
  loop,
  autoplay,
  onSelect,
}: {
  slideCount: number
  loop: boolean
  autoplay?: CarouselAutoplay
  onSelect?: (index: number) => void
}) {
  const root = useHydratedMarker<HTMLDivElement>()
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null)
  // Where Embla starts: the slide the plain strip shows when it is wanted; null until then.
  const [startIndex, setStartIndex] = useState<number | null>(null)
  const [api, setApi] = useState<CarouselApi>()
  // What a press on an arrow or dot asked for before Embla was there.
  const pending = useRef<((api: CarouselApi) => void) | null>(null)
  const [selected, setSelected] = useState(0)
  const [snapCount, setSnapCount] = useState(slideCount)
  const [canPrevious, setCanPrevious] = useState(loop && slideCount > 1)
  const [canNext, setCanNext] = useState(slideCount > 1)
  // The visitor's own choice wins; until they choose, autoplay follows their motion preference
  // (paused in the server's HTML, which cannot know it).
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => true)
  const [choice, setChoice] = useState<boolean | null>(null)
  const playing = Boolean(autoplay) && (choice ?? !reducedMotion)
  const setInView = useAutoplay(api, playing, autoplay)
  useSlideVideos(api)

  const want = useCallback(() => {
    if (viewport) setStartIndex((start) => start ?? nearestSlide(viewport))
  }, [viewport])
  const act = (action: (api: CarouselApi) => void) => {
    if (api) return action(api)
    pending.current = action
    want()
  }

  // Visible at all: Embla is wanted. Half in view: autoplay may move it.
  useEffect(() => {
    const element = root.current
    if (!element) return
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry.isIntersecting) want()
        setInView(entry.intersectionRatio >= 0.5)
      },
      { threshold: [0, 0.5] },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [root, want, setInView])

  const update = useCallback(() => {
    if (!api) return
    setSelected(api.selectedScrollSnap())
    setSnapCount(api.scrollSnapList().length)
    setCanPrevious(api.canScrollPrev())
    setCanNext(api.canScrollNext())
    onSelect?.(api.selectedScrollSnap())
  }, [api, onSelect])

  useEffect(() => {
    if (!api) return
    api.on('select', update).on('reInit', update)
    // Embla is already initialised when the api arrives; read its state on the next frame, then
    // do what the visitor pressed before it was there.
    const frame = requestAnimationFrame(() => {
      update()
      pending.current?.(api)
      pending.current = null
    })
    return () => {
      cancelAnimationFrame(frame)
      api.off('select', update).off('reInit', update)
    }
  }, [api, update])

  return {
    region: {
      ref: root,
      'data-autoplay': autoplay ? (playing ? 'playing' : 'paused') : undefined,
      onPointerDown: want,
      onFocus: want,
    },
    engine:
      startIndex !== null && viewport
        ? ({ viewport, loop, startIndex, onReady: setApi } satisfies CarouselEngineProps)
        : null,
    viewport: { ref: setViewport, engaged: Boolean(api) } satisfies CarouselViewportState,
    controls: {
      position: { selected, snapCount, canPrevious, canNext },
      act,
      autoplay,
      playing,
      onTogglePlaying: () => setChoice(!playing),
    } satisfies CarouselControlsState,
  }
}
