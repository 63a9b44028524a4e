'use client'
import dynamic from 'next/dynamic'
import {
  Children,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react'
import { fill } from '@/lib/i18n/fill'
import { useHydratedMarker } from '@/ui/hydration/useHydratedMarker'
import type { CarouselApi } from './CarouselEngine.client'

export type CarouselLabels = {
  /** e.g. "Carousel" – the region's accessible name. */
  name: string
  previous: string
  next: string
  /** "Go to slide {n}" */
  goTo: string
  /** "{n} of {total}" */
  position: string
}

const reducedMotionQuery = '(prefers-reduced-motion: reduce)'
const prefersReducedMotion = () => matchMedia(reducedMotionQuery).matches
function subscribeReducedMotion(onChange: () => void) {
  const query = matchMedia(reducedMotionQuery)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

// Embla's own chunk, fetched when the first carousel on the page is visible or used.
const CarouselEngine = dynamic(
  () => import('./CarouselEngine.client').then((module) => module.CarouselEngine),
  { ssr: false },
)

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
 * The one carousel: slides rendered on the server, Embla for swiping and snapping. Previous and
 * next are disabled at the ends unless it loops; one dot per scroll position.
 *
 * Until the carousel is visible or used it is a plain strip that scrolls and snaps by CSS, and
 * Embla's chunk is neither loaded nor run; a press on its arrows or dots before then is done once
 * Embla is there. Autoplay moves it only while at least half of it is in view, the tab is shown
 * and the visitor has not asked for reduced motion (decisions: Fast on a phone).
 */
export function Carousel({
  children,
  labels,
  slideClassName = 'basis-full',
  showArrows = true,
  showDots = true,
  controlsClassName = '',
  onSelect,
  loop = false,
  autoplay,
}: {
  children: ReactNode
  labels: CarouselLabels
  slideClassName?: string
  showArrows?: boolean
  showDots?: boolean
  controlsClassName?: string
  onSelect?: (index: number) => void
  /** Wrap around at the ends (car of the week). */
  loop?: boolean
  /**
   * Move on by itself every `delayMs` (car teasers: 5 s), back to the first slide after the last,
   * with a pause button; visitors who prefer reduced motion get it paused.
   */
  autoplay?: { delayMs: number; pause: string; play: string }
}) {
  const slides = Children.toArray(children)
  const root = useHydratedMarker<HTMLDivElement>()
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null)
  // Where Embla starts: the slide the plain strip shows when it is wanted; null until then.
  const [startIndex, setStartIndex] = useState<number | null>(null)
  const [api, setApi] = useState<CarouselApi>()
  // What a press on an arrow or dot asked for before Embla was there.
  const pending = useRef<((api: CarouselApi) => void) | null>(null)
  const [inView, setInView] = useState(false)
  const [selected, setSelected] = useState(0)
  const [snapCount, setSnapCount] = useState(slides.length)
  const [canPrevious, setCanPrevious] = useState(loop && slides.length > 1)
  const [canNext, setCanNext] = useState(slides.length > 1)
  // The visitor's own choice wins; until they choose, autoplay follows their motion preference
  // (paused in the server's HTML, which cannot know it).
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => true)
  const [choice, setChoice] = useState<boolean | null>(null)
  const playing = Boolean(autoplay) && (choice ?? !reducedMotion)

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
  }, [root, want])

  useEffect(() => {
    if (!api || !playing || !autoplay || !inView) return
    const timer = setInterval(() => {
      if (document.hidden) return
      if (api.canScrollNext()) api.scrollNext()
      else api.scrollTo(0)
    }, autoplay.delayMs)
    return () => clearInterval(timer)
  }, [api, playing, autoplay, inView])

  const update = useCallback(() => {
    if (!api) return
    setSelected(api.selectedScrollSnap())
    setSnapCount(api.scrollSnapList().length)
    setCanPrevious(api.canScrollPrev())
    setCanNext(api.canScrollNext())
    onSelect?.(api.selectedScrollSnap())
  }, [api, onSelect])

  // Videos in slides out of view are paused, and autoplaying ones resume when their slide returns
  // (unless the visitor paused them).
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

  const arrow =
    'grid size-11 place-items-center rounded-full bg-white/90 text-neutral-900 shadow ring-1 ring-neutral-300 disabled:cursor-not-allowed disabled:opacity-40'
  return (
    <div
      ref={root}
      role="region"
      aria-roledescription="carousel"
      aria-label={labels.name}
      className="relative"
      data-autoplay={autoplay ? (playing ? 'playing' : 'paused') : undefined}
      onPointerDown={want}
      onFocus={want}
    >
      {startIndex !== null && viewport ? (
        <CarouselEngine viewport={viewport} loop={loop} startIndex={startIndex} onReady={setApi} />
      ) : null}
      {/* Before Embla: a strip the browser scrolls and snaps, its scrollbar hidden. */}
      <div
        ref={setViewport}
        className={
          api
            ? 'overflow-hidden'
            : 'snap-x snap-mandatory overflow-x-auto overflow-y-hidden [scrollbar-width:none] [&::-webkit-scrollbar]:hidden'
        }
      >
        <div className={`flex ${api ? 'touch-pan-y' : ''}`} data-carousel-track>
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={fill(labels.position, { n: index + 1, total: slides.length })}
              className={`min-w-0 shrink-0 grow-0 snap-start ${slideClassName}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 && (showArrows || showDots) ? (
        <div className={`flex items-center justify-center gap-3 py-3 ${controlsClassName}`}>
          {showArrows ? (
            <button
              type="button"
              className={arrow}
              aria-label={labels.previous}
              disabled={!canPrevious}
              onClick={() => act((carousel) => carousel.scrollPrev())}
            >
              <span aria-hidden="true">‹</span>
            </button>
          ) : null}
          {showDots ? (
            <div className="flex items-center gap-1" data-carousel-dots>
              {Array.from({ length: snapCount }, (_, index) => (
                <button
                  key={index}
                  type="button"
                  className="grid size-6 place-items-center"
                  aria-label={fill(labels.goTo, { n: index + 1 })}
                  aria-current={index === selected ? 'true' : undefined}
                  onClick={() => act((carousel) => carousel.scrollTo(index))}
                >
                  <span
                    aria-hidden="true"
                    className={`block size-2.5 rounded-full ring-1 ring-neutral-500 ${index === selected ? 'bg-neutral-900' : 'bg-white'}`}
                  />
                </button>
              ))}
            </div>
          ) : null}
          {autoplay ? (
            <button
              type="button"
              className={arrow}
              aria-label={playing ? autoplay.pause : autoplay.play}
              onClick={() => setChoice(!playing)}
              data-autoplay-toggle
            >
              <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
            </button>
          ) : null}
          {showArrows ? (
            <button
              type="button"
              className={arrow}
              aria-label={labels.next}
              disabled={!canNext}
              onClick={() => act((carousel) => carousel.scrollNext())}
            >
              <span aria-hidden="true">›</span>
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
