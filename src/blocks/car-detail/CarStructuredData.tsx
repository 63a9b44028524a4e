import { headers } from 'next/headers'
import type { Dealer, DetailCar } from '@/services/search/car/car'
import { carStructuredData, jsonLd } from '@/services/search/car/structured-data'
import { carDetailHref } from '@/ui/vehicle/card-fields'
import type { VehicleFormat } from '@/ui/vehicle/format'

/** The car as JSON-LD, its address on the host the visitor asked. */
export async function CarStructuredData({
  car,
  dealer,
  format,
  detailBase,
}: {
  car: DetailCar
  dealer: Dealer | null
  format: VehicleFormat
  detailBase: string
}) {
  const requestHeaders = await headers()
  const origin = `${requestHeaders.get('x-forwarded-proto') ?? 'http'}://${requestHeaders.get('host') ?? 'localhost'}`
  const pageUrl = `${origin}${carDetailHref(detailBase, { car_id: car.id, slug: car.slug ?? '' })}`
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{
        __html: jsonLd(
          carStructuredData({
            car,
            url: pageUrl,
            origin,
            currency: format.currency,
            market: format.market,
            sellerName: dealer?.name ?? car.siteName,
          }),
        ),
      }}
    />
  )
}
