// UK site (spec 01 §2.6). Premium brands: `bmw` and `mercedes-benz` (the two car ranges) and `mini`
// (the small-car brand); `vans` is the van range. The last four rules are deliberate duplicates:
// the first rule in the list wins, so the second of each pair never applies.
import { redirect } from './helpers'

const premiumBrands = [
  { slug: 'bmw', name: 'BMW' },
  { slug: 'mercedes-benz', name: 'Mercedes-Benz' },
  { slug: 'mini', name: 'MINI' },
]
const carRanges = premiumBrands.slice(0, 2)
const policies = '/further-policies-and-statements'
const protectionProducts = 'gap-insurance|tyre-and-alloy-insurance|cosmetic-repair|smart-insurance'

export const automotiveUkRedirects = [
  redirect('/about-us/modern-slavery-statement', `${policies}/modern-slavery-statement`),
  redirect('/about-us/whistleblowing-policy', `${policies}/whistleblowing-policy`),
  redirect('/about-us/gender-pay-gap-report', `${policies}/gender-pay-gap-report`),
  redirect('/about-us/privacy-policy', '/legal/privacy-policy'),
  redirect('/about-us/terms-and-conditions-of-sale', '/legal/terms-and-conditions-of-sale'),
  redirect('/about-us/consumer-credit', '/legal/consumer-credit'),
  redirect('/about-us/cookie-policy', '/legal/cookie-policy'),
  ...[...premiumBrands.map(({ slug }) => slug), 'vans'].map((slug) =>
    redirect(`/brands/${slug}/:path*`, `/buy-car/brands/${slug}/:path*`),
  ),
  ...premiumBrands.flatMap(({ slug }) => [
    redirect(`/new-cars/${slug}`, `/buy-car/new-cars/${slug}`),
    redirect(`/used-cars/${slug}`, `/buy-car/used-cars/${slug}`),
    redirect(`/offers/${slug}`, `/buy-car/latest-offers/${slug}`),
    redirect(`/fleet-and-business/${slug}`, `/buy-car/fleet-and-business-offers/${slug}`),
    redirect(`/motability/${slug}`, `/buy-car/motability/${slug}`),
    redirect(`/finance/${slug}`, `/buy-car/finance-and-insurance-options/${slug}`),
    redirect(`/service/${slug}`, `/service-and-parts/${slug}/servicing`),
    redirect(`/parts/${slug}`, `/service-and-parts/${slug}/parts`),
    redirect(`/bodyshop/${slug}`, `/service-and-parts/${slug}/bodyshop`),
  ]),
  // Electric listings come before the brand wildcards below, which would otherwise swallow them.
  ...premiumBrands.map(({ slug, name }) =>
    redirect(
      `/used-cars/${slug}/electric`,
      `/buy-car/used-cars/electric-cars?car_fuel=Electric&car_brand=${name}`,
    ),
  ),
  ...carRanges.flatMap(({ slug }) => [
    redirect(`/used-cars/${slug}/:path*`, `/buy-car/used-cars/${slug}`),
    redirect(`/new-cars/${slug}/:path*`, `/buy-car/new-cars/${slug}`),
  ]),
  redirect('/used/:path*', '/buy-car/used-cars/:path*'),
  redirect('/used-vans/:path*', '/buy-car/used-cars/all-used-cars?car_vehicle_type=LCV'),
  redirect('/insurance/:brand/:product', '/buy-car/finance-and-insurance-options/:brand/:product'),
  redirect(
    `/buy-car/finance-and-insurance-options/:brand/:product(${protectionProducts})`,
    '/buy-car/finance-and-protection-products/protection-products/:brand/:product',
  ),
  redirect('/sell-my-car/:path*', '/sell-car'),
  redirect('/value-my-car/:path*', '/sell-car'),
  redirect('/part-exchange', '/sell-car'),
  redirect('/locations', '/find-us'),
  redirect('/contact-us', '/find-us'),
  ...premiumBrands.map(({ slug, name }) =>
    redirect(`/locations/${slug}`, `/find-us?site_departments.brands.name=${name}`),
  ),
  redirect('/locations/service-centres', '/find-us?site_departments.service_name=Service'),
  redirect('/locations/bodyshops', '/find-us?site_departments.service_name=Bodyshop'),
  redirect('/locations/:name', '/find-us/:name'),
  redirect('/contact-us/:name', '/find-us/:name'),
  redirect('/service/:brand/:path+', '/service-and-parts/:brand/servicing/:path+'),
  redirect('/service-plans/:brand', '/service-and-parts/:brand/servicing/service-plans'),
  redirect('/news/:path*', '/news-and-events'),
  redirect('/events/:path*', '/news-and-events'),
  redirect('/blog/:path*', '/news-and-events'),
  redirect('/offers/bmw-summer-event-2023', '/buy-car/latest-offers/bmw'),
  redirect('/offers/mini-electric-offer', '/buy-car/latest-offers/mini'),
  redirect('/stock/:brand(bmw|mercedes-benz|mini)/:path*', '/buy-car/used-cars/:brand'),
  redirect('/stock/:path*', '/buy-car/used-cars'),
  redirect('/price-lists/bmw-:model.pdf', '/buy-car/brands/bmw'),
  redirect('/price-lists/mini-:model.pdf', '/buy-car/brands/mini'),
  redirect('/campaigns/:campaign', '/'),
  redirect('/black-friday', '/'),
  redirect('/about-us/careers', '/careers/working-with-us'),
  redirect('/about-us/careers', 'https://careers.automotive.co.uk/'),
  redirect('/brochures', '/buy-car/brands'),
  redirect('/brochures', '/'),
]
