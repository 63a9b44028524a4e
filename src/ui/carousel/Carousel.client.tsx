'use client'
import useEmblaCarousel from 'embla-carousel-react'
import { Children, useCallback, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react'
import { fill } from '@/lib/i18n/fill'

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

/**
 * The one carousel: slides rendered on the server, Embla for swiping and snapping. Previous and
 * next are disabled at the ends unless it loops; one dot per scroll position.
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
  const [viewport, api] = useEmblaCarousel({
    align: 'start',
    ...(loop ? { loop: true } : { containScroll: 'trimSnaps' }),
    // A slide counts as in view (its video plays) when at least half of it shows; at 0 a slide
    // whose edge touches the viewport would still count.
    inViewThreshold: 0.5,
  })
  const [selected, setSelected] = useState(0)
  const [snapCount, setSnapCount] = useState(slides.length)
  const [canPrevious, setCanPrevious] = useState(false)
  const [canNext, setCanNext] = useState(slides.length > 1)
  // The visitor's own choice wins; until they choose, autoplay follows their motion preference
  // (paused in the server's HTML, which cannot know it).
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => true)
  const [choice, setChoice] = useState<boolean | null>(null)
  const playing = Boolean(autoplay) && (choice ?? !reducedMotion)
  useEffect(() => {
    if (!api || !playing || !autoplay) return
    const timer = setInterval(
      () => (api.canScrollNext() ? api.scrollNext() : api.scrollTo(0)),
      autoplay.delayMs,
    )
    return () => clearInterval(timer)
  }, [api, playing, autoplay])

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
    // Embla is already initialised when the api arrives; read its state on the next frame.
    const frame = requestAnimationFrame(update)
    return () => {
      cancelAnimationFrame(frame)
      api.off('select', update).off('reInit', update)
    }
  }, [api, update])

  const arrow =
    'grid size-11 place-items-center rounded-full bg-white/90 text-neutral-900 shadow ring-1 ring-neutral-300 disabled:cursor-not-allowed disabled:opacity-40'
  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={labels.name}
      className="relative"
      data-hydrated={api ? '' : undefined}
      data-autoplay={autoplay ? (playing ? 'playing' : 'paused') : undefined}
    >
      <div ref={viewport} className="overflow-hidden">
        <div className="flex touch-pan-y">
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={fill(labels.position, { n: index + 1, total: slides.length })}
              className={`min-w-0 shrink-0 grow-0 ${slideClassName}`}
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
              onClick={() => api?.scrollPrev()}
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
                  onClick={() => api?.scrollTo(index)}
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
              onClick={() => api?.scrollNext()}
            >
              <span aria-hidden="true">›</span>
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
