import { translate } from '@/lib/i18n/dictionary'
import { CarouselLater as Carousel } from '@/ui/carousel/Carousel.lazy'
import { carouselLabels } from '@/ui/carousel/labels'
import { Heading } from '@/ui/heading/Heading'
import type { BlockComponent } from '../types'
import { CarModelCard } from './CarModelCard'
import styles from './car-model-cards.module.css'

/** Spec 01 §9: one card per row up to 768 px, up to three wider (by the number of cards). */
const rowClasses = [styles.row, styles.row, styles.row2, styles.row3] as const
/** Slider variants show 1, 2 or 4 cards at a time (fewer on narrow screens). */
const sliderSlides = {
  Slider1: { slide: styles.slide1, sizes: '100vw' },
  Slider2: { slide: styles.slide2, sizes: '(min-width: 769px) 50vw, 100vw' },
  Slider4: {
    slide: styles.slide4,
    sizes: '(min-width: 1024px) 25vw, (min-width: 769px) 50vw, 100vw',
  },
} as const

/** Car model cards in a row (grid) or a slider. */
export const CarModelCards: BlockComponent<'carModelCards'> = ({ block, context }) => {
  const cards = block.cards ?? []
  if (!cards.length) return null
  const variant = block.variant ?? 'Row'
  const slider = variant === 'Row' ? null : sliderSlides[variant]
  return (
    <section data-block="car-model-cards" data-variant={variant} className={styles.root}>
      {block.title ? <Heading tag={block.titleTag}>{block.title}</Heading> : null}
      {slider ? (
        <Carousel
          labels={carouselLabels(
            context.dictionary,
            block.title || translate(context.dictionary, 'cardsCarousel'),
          )}
          slideClassName={slider.slide}
        >
          {cards.map((card, index) => (
            <CarModelCard key={index} card={card} dictionary={context.dictionary} sizes={slider.sizes} />
          ))}
        </Carousel>
      ) : (
        <ul className={rowClasses[Math.min(cards.length, 3)]}>
          {cards.map((card, index) => (
            <li key={index}>
              <CarModelCard
                card={card}
                dictionary={context.dictionary}
                sizes="(min-width: 769px) 33vw, 100vw"
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
