import type { ReactNode } from 'react'

/**
 * Where the car page's sections go (decisions: carstore sites put title, full-width gallery, then
 * price and sections beside a sticky seller/contact column; the default layout puts gallery and
 * sections beside a sticky title/price/seller column with the form below).
 */
export function CarDetailLayout({
  layout,
  heading,
  media,
  priceBox,
  sections,
  seller,
  form,
}: {
  layout: 'carstore' | 'default'
  heading: ReactNode
  media: ReactNode
  priceBox: ReactNode
  sections: ReactNode
  seller: ReactNode
  form: ReactNode
}) {
  if (layout === 'carstore')
    return (
      <>
        <div className="mt-4 flex flex-wrap items-end justify-between gap-4">{heading}</div>
        <div className="mt-4">{media}</div>
        <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="grid gap-10">
            {priceBox}
            {sections}
          </div>
          <aside className="grid content-start gap-8">
            {seller}
            {form}
          </aside>
        </div>
      </>
    )
  return (
    <>
      {/* On a phone the name, price and contact come right after the gallery, before the
          specifications; from lg the summary is a sticky column beside both. */}
      <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:grid-rows-[auto_1fr]">
        <div className="lg:col-start-1 lg:row-start-1">{media}</div>
        <aside className="grid content-start gap-6 lg:sticky lg:top-4 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
          {heading}
          {priceBox}
          {seller}
        </aside>
        <div className="grid content-start gap-10 lg:col-start-1 lg:row-start-2">{sections}</div>
      </div>
      <div className="mt-10 max-w-3xl">{form}</div>
    </>
  )
}
