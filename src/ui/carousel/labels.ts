import { type Dictionary, translator } from '@/lib/i18n/dictionary'
import type { CarouselLabels } from './Carousel.client'

/** The carousel's texts from the site's dictionary. */
export function carouselLabels(dictionary: Dictionary, name: string): CarouselLabels {
  const t = translator(dictionary)
  return {
    name,
    previous: t('carouselPrevious'),
    next: t('carouselNext'),
    goTo: t('carouselGoTo'),
    position: t('carouselPosition'),
  }
}
