import { translator, type Dictionary } from '@/lib/i18n/dictionary'
import { carouselLabels } from '@/ui/carousel/labels'
import { Gallery } from './Gallery.lazy'
import type { GalleryImage } from './Gallery.client'
import { MediaViewer } from './MediaViewer.lazy'

/**
 * The car's pictures: the plain gallery, or on the UK automotive site for a car with
 * autos_on_show the media viewer (images, video, internal and external 360), which falls back to
 * the gallery when the extra media cannot be loaded.
 */
export function CarMedia({
  images,
  alt,
  extraMedia,
  dictionary,
}: {
  images: GalleryImage[]
  alt: string
  /** The registration number to ask the extra-media service about, or null for the plain gallery. */
  extraMedia: string | null
  dictionary: Dictionary
}) {
  const t = translator(dictionary)
  const gallery = (
    <Gallery
      images={images}
      alt={alt}
      labels={{
        carousel: carouselLabels(dictionary, t('carDetailGallery')),
        open: t('carDetailOpenImage'),
        lightbox: t('carDetailLightbox'),
        close: t('carDetailClose'),
        previous: t('carouselPrevious'),
        next: t('carouselNext'),
        fullscreen: t('carDetailFullscreen'),
        loading: t('carDetailImageLoading'),
        position: t('carouselPosition'),
        missingImage: t('missingImageText'),
      }}
    />
  )
  if (!extraMedia) return gallery
  return (
    <MediaViewer
      registrationNumber={extraMedia}
      alt={alt}
      labels={{
        images: t('carDetailMediaImages'),
        video: t('carDetailMediaVideo'),
        internal360: t('carDetailMediaInternal360'),
        external360: t('carDetailMediaExternal360'),
        modes: t('carDetailMediaModes'),
        rotate: t('carDetailSpinRotate'),
        pause: t('carDetailSpinPause'),
        spin: t('carDetailSpinLabel'),
      }}
    >
      {gallery}
    </MediaViewer>
  )
}
