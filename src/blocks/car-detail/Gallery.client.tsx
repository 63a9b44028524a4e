'use client'

import Image from 'next/image'
import { imageLoader } from '@/ui/media/image-address'
import { useCallback, useState } from 'react'
import { fill } from '@/lib/i18n/fill'
import { ModalDialog } from '@/ui/dialog/ModalDialog.client'
import { Carousel, type CarouselLabels } from '@/ui/carousel/Carousel.client'
import { blurBackdropClass, blurBackdropStyle } from '@/ui/media/blur-backdrop'

export type GalleryImage = { original: string; thumbnail: string; blur: string | null }
export type GalleryLabels = {
  carousel: CarouselLabels
  /** "Open image {n} in full size" */
  open: string
  lightbox: string
  close: string
  previous: string
  next: string
  fullscreen: string
  /** Said while the full-size image loads. */
  loading: string
  /** "{n} of {total}" */
  position: string
  missingImage: string
}

/**
 * The image gallery (spec 02 §2): a swipe carousel; an image opens the lightbox, a modal dialog
 * with previous/next (also the arrow keys), fullscreen, and Escape or the close button to leave.
 */
export function Gallery({
  images,
  alt,
  labels,
}: {
  images: GalleryImage[]
  alt: string
  labels: GalleryLabels
}) {
  const [openAt, setOpenAt] = useState<number | null>(null)
  const close = useCallback(() => setOpenAt(null), [])
  if (images.length === 0)
    return (
      <div
        data-gallery
        className="grid aspect-[3/2] place-items-center rounded-lg bg-neutral-100 text-neutral-600"
      >
        {labels.missingImage}
      </div>
    )
  return (
    <div data-gallery>
      <Carousel labels={labels.carousel} showDots={images.length <= 12}>
        {images.map((image, index) => (
          <button
            key={image.original}
            type="button"
            className={`relative block aspect-[3/2] w-full overflow-hidden rounded-lg bg-neutral-100 ${blurBackdropClass}`}
            style={blurBackdropStyle(image.blur)}
            aria-label={fill(labels.open, { n: index + 1 })}
            onClick={(event) => {
              // Closing gives the focus back to the control that had it: this image.
              event.currentTarget.focus()
              setOpenAt(index)
            }}
            data-gallery-image={index}
          >
            <Image
              loader={imageLoader}
              src={image.original}
              alt={`${alt} – ${fill(labels.position, { n: index + 1, total: images.length })}`}
              fill
              priority={index === 0}
              sizes="(min-width: 1024px) 66vw, 100vw"
              className="object-cover"
            />
          </button>
        ))}
      </Carousel>
      <ModalDialog
        name="lightbox"
        placement="fullscreen"
        label={labels.lightbox}
        open={openAt !== null}
        onClose={close}
        className="m-0 h-dvh max-h-none w-screen max-w-none bg-black/95 p-0 text-white backdrop:bg-black/80"
      >
        <Lightbox images={images} alt={alt} start={openAt ?? 0} labels={labels} onClose={close} />
      </ModalDialog>
    </div>
  )
}

function Lightbox({
  images,
  alt,
  start,
  labels,
  onClose,
}: {
  images: GalleryImage[]
  alt: string
  start: number
  labels: GalleryLabels
  onClose: () => void
}) {
  const [index, setIndex] = useState(start)
  const step = useCallback(
    (delta: number) => setIndex((current) => (current + delta + images.length) % images.length),
    [images.length],
  )
  const image = images[index]
  // The full-size image takes a moment: its blurred preview and a spinner show until it is in.
  const [loaded, setLoaded] = useState<string | null>(null)
  const loading = loaded !== image.original
  return (
    <div
      data-lightbox
      className="flex h-full flex-col"
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') step(1)
        if (event.key === 'ArrowLeft') step(-1)
      }}
    >
      <div className="flex items-center justify-between gap-2 p-3">
        <p aria-live="polite" data-lightbox-position>
          {fill(labels.position, { n: index + 1, total: images.length })}
        </p>
        <div className="flex gap-2">
          <button
            type="button"
            className="min-h-11 rounded-full px-4 ring-1 ring-white/60"
            onClick={(event) =>
              void event.currentTarget
                .closest('dialog')
                ?.requestFullscreen?.()
                .catch(() => {})
            }
          >
            {labels.fullscreen}
          </button>
          <button
            type="button"
            className="min-h-11 rounded-full bg-white px-4 font-semibold text-neutral-900"
            onClick={onClose}
            autoFocus
          >
            {labels.close}
          </button>
        </div>
      </div>
      <div
        className={`relative flex-1 ${loading ? blurBackdropClass : ''}`}
        style={loading ? blurBackdropStyle(image.blur) : undefined}
      >
        {loading ? (
          <div role="status" data-lightbox-loading className="absolute inset-0 grid place-items-center">
            <span className="sr-only">{labels.loading}</span>
            <span
              aria-hidden="true"
              className="size-12 animate-spin rounded-full border-4 border-white/30 border-t-white"
            />
          </div>
        ) : null}
        <Image
          loader={imageLoader}
          key={image.original}
          src={image.original}
          alt={`${alt} – ${fill(labels.position, { n: index + 1, total: images.length })}`}
          fill
          sizes="100vw"
          className="object-contain"
          onLoad={() => setLoaded(image.original)}
        />
        {images.length > 1 ? (
          <>
            <button
              type="button"
              aria-label={labels.previous}
              onClick={() => step(-1)}
              className="absolute top-1/2 left-3 grid size-12 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-2xl text-neutral-900"
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              aria-label={labels.next}
              onClick={() => step(1)}
              className="absolute top-1/2 right-3 grid size-12 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-2xl text-neutral-900"
            >
              <span aria-hidden="true">›</span>
            </button>
          </>
        ) : null}
      </div>
    </div>
  )
}
