import type { ButtonHTMLAttributes } from 'react'
import { fill } from '@/lib/i18n/fill'
import type { CarouselLabels } from './Carousel.client'
import type { CarouselControlsState } from './useCarousel'

/** A round control under the strip (previous, next, the autoplay toggle): its label says what its symbol shows. */
function RoundButton({
  label,
  symbol,
  ...button
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className' | 'children'> & {
  label: string
  symbol: string
}) {
  return (
    <button
      type="button"
      className="grid size-11 place-items-center rounded-full bg-white/90 text-neutral-900 shadow ring-1 ring-neutral-300 disabled:cursor-not-allowed disabled:opacity-40"
      aria-label={label}
      {...button}
    >
      <span aria-hidden="true">{symbol}</span>
    </button>
  )
}

/** Previous, the dots (one per scroll position), the autoplay toggle and next, under the strip. */
export function CarouselControls({
  labels,
  showArrows,
  showDots,
  className,
  position: { selected, snapCount, canPrevious, canNext },
  act,
  autoplay,
  playing,
  onTogglePlaying,
}: CarouselControlsState & {
  labels: CarouselLabels
  showArrows: boolean
  showDots: boolean
  className: string
}) {
  return (
    <div className={`flex items-center justify-center gap-3 py-3 ${className}`}>
      {showArrows ? (
        <RoundButton
          label={labels.previous}
          symbol="‹"
          disabled={!canPrevious}
          onClick={() => act((carousel) => carousel.scrollPrev())}
        />
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
        <RoundButton
          label={playing ? autoplay.pause : autoplay.play}
          symbol={playing ? '❚❚' : '▶'}
          onClick={onTogglePlaying}
          data-autoplay-toggle
        />
      ) : null}
      {showArrows ? (
        <RoundButton
          label={labels.next}
          symbol="›"
          disabled={!canNext}
          onClick={() => act((carousel) => carousel.scrollNext())}
        />
      ) : null}
    </div>
  )
}
