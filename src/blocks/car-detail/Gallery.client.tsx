'use client'

import Image from 'next/image'
import { imageLoader } from '@/ui/media/image-address'
import { useCallback, useEffect, useRef, useState } from 'react'
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

const fill = (template: string, values: Record<string, number>) =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match))

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
  // Closing hands focus back to the image that opened the lightbox (the dialog is unmounted, so
  // the browser's own return of focus has nothing to return to).
  const opener = useRef<HTMLButtonElement | null>(null)
  const close = useCallback(() => {
    setOpenAt(null)
    requestAnimationFrame(() => opener.current?.focus({ preventScroll: true }))
  }, [])
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
              opener.current = event.currentTarget
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
      {openAt !== null ? (
        <Lightbox images={images} alt={alt} start={openAt} labels={labels} onClose={close} />
      ) : null}
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
  const dialog = useRef<HTMLDialogElement>(null)
  const [index, setIndex] = useState(start)
  const step = useCallback(
    (delta: number) => setIndex((current) => (current + delta + images.length) % images.length),
    [images.length],
  )
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    element.showModal()
    // Escape fires 'cancel' on a modal dialog; closing goes through React state.
    const cancel = (event: Event) => {
      event.preventDefault()
      onClose()
    }
    element.addEventListener('cancel', cancel)
    return () => {
      element.removeEventListener('cancel', cancel)
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => {})
      element.close()
    }
  }, [onClose])
  const image = images[index]
  // The full-size image takes a moment: its blurred preview and a spinner show until it is in.
  const [loaded, setLoaded] = useState<string | null>(null)
  const loading = loaded !== image.original
  return (
    <dialog
      ref={dialog}
      aria-label={labels.lightbox}
      data-lightbox
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-black/95 p-0 text-white backdrop:bg-black/80"
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') step(1)
        if (event.key === 'ArrowLeft') step(-1)
      }}
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-2 p-3">
          <p aria-live="polite" data-lightbox-position>
            {fill(labels.position, { n: index + 1, total: images.length })}
          </p>
          <div className="flex gap-2">
            <button
              type="button"
              className="min-h-11 rounded-full px-4 ring-1 ring-white/60"
              onClick={() => void dialog.current?.requestFullscreen?.().catch(() => {})}
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
    </dialog>
  )
}
