import { translate, type Dictionary } from '@/services/content/dictionary'
import type { CarouselLabels } from './Carousel.client'

/** The carousel's texts from the site's dictionary. */
export function carouselLabels(dictionary: Dictionary, name: string): CarouselLabels {
  const t = (key: string) => translate(dictionary, key)
  return {
    name,
    previous: t('carouselPrevious'),
    next: t('carouselNext'),
    goTo: t('carouselGoTo'),
    position: t('carouselPosition'),
  }
}
