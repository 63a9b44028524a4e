import { Gallery } from './Gallery.lazy'
import type { GalleryImage, GalleryLabels } from './Gallery.client'
import { MediaViewer } from './MediaViewer.lazy'
import type { MediaLabels } from './MediaViewer.client'

/**
 * The car's pictures: the plain gallery, or on the UK automotive site for a car with
 * autos_on_show the media viewer (images, video, internal and external 360), which falls back to
 * the gallery when the extra media cannot be loaded.
 */
export function CarMedia({
  images,
  alt,
  labels,
  extraMedia,
  mediaLabels,
}: {
  images: GalleryImage[]
  alt: string
  labels: GalleryLabels
  /** The registration number to ask the extra-media service about, or null for the plain gallery. */
  extraMedia: string | null
  mediaLabels: MediaLabels
}) {
  const gallery = <Gallery images={images} alt={alt} labels={labels} />
  if (!extraMedia) return gallery
  return (
    <MediaViewer registrationNumber={extraMedia} alt={alt} labels={mediaLabels}>
      {gallery}
    </MediaViewer>
  )
}
