// The larger group's Norwegian and Swedish sites (spec 01 §2.6). The group sells several brands;
// `br` is the old brand code and `so=lr` the old "lowest price first" sorting.
import { query, redirect } from './helpers'

const groupBrands = [
  { code: 'bmw', name: 'BMW' },
  { code: 'mini', name: 'MINI' },
  { code: 'porsche', name: 'Porsche' },
  { code: 'volkswagen', name: 'Volkswagen' },
]
const newsCategories = ['nyheter', 'bagasjeplass', 'service', 'elbil', 'firmabil']

export const groupNoRedirects = [
  ...groupBrands.map(({ code, name }) =>
    redirect('/biler', `/kjop-bil?car_brand=${name}&sort=price_asc`, query('br', code), query('so', 'lr')),
  ),
  redirect('/biler', '/kjop-bil'),
  redirect('/biler/:path*', '/kjop-bil/:path*'),
  ...groupBrands.map(({ code }) => redirect(`/${code}`, `/kjop-bil/vare-bilmerker/${code}`)),
  redirect('/merker/:brand', '/kjop-bil/vare-bilmerker/:brand'),
  // A bare `?` drops the old category parameter once it has become part of the path.
  ...newsCategories.map((category) => redirect('/aktuelt', `/aktuelt/${category}?`, query('cat', category))),
  redirect('/aktuelt/:year(\\d{4})/:slug', '/aktuelt/artikler/:slug'),
  redirect('/aktuelt/ny-bmw-i5-lansert', '/aktuelt/nyheter/ny-bmw-i5'),
  redirect('/finn-oss/:id(\\d+)/:name', '/finn-oss/:name'),
  redirect('/finn-oss/avdeling/:name', '/finn-oss/:name'),
  redirect('/finn-oss', '/finn-oss/bmw-oslo?', query('_id', '14'), query('_z')),
  redirect('/finn-oss', '/finn-oss/mini-bergen?', query('_id', '27'), query('_z')),
  redirect('/nb-no/:path*', '/:path*'),
  redirect('/en/:path*', '/:path*'),
]

export const groupSeRedirects = [
  ...groupBrands.map(({ code, name }) =>
    redirect(
      '/kop-bil',
      `/kop-bil/alla-bilar?car_brand=${name}&sort=price_asc`,
      query('br', code),
      query('so', 'lr'),
    ),
  ),
  redirect('/kop-bil', '/kop-bil/alla-bilar?car_fuel=Electric', query('cat', 'elbil')),
  redirect('/kop-bil', '/foretag/firmabil?', query('cat', 'firmabil')),
  redirect('/kop-bil/bilmarken/:brand', '/kop-bil/vara-bilmarken/:brand'),
  redirect('/kop-bil/bilmarken/:brand/:model', '/kop-bil/vara-bilmarken/:brand/modeller/:model'),
  redirect('/anlaggningar', '/anlaggningar/bmw-stockholm-syd', query('_id', '3117'), query('_z', '11')),
  redirect('/anlaggningar', '/anlaggningar/mini-uppsala', query('_id', '3120'), query('_z', '11')),
  redirect('/anlaggningar/:id(\\d+)/:facility', '/anlaggningar/:facility'),
  redirect('/anlaggningar/bmw-kungens-kurva', '/anlaggningar/bmw-stockholm-syd'),
  redirect('/anlaggningar/:facility/kontakt', '/anlaggningar/:facility'),
  redirect('/service-och-verkstad/boka-service', '/service/boka-tid'),
  redirect('/service-och-verkstad/:path*', '/service/:path*'),
  redirect('/dack-och-biltillbehor/biltillbehor/:path*', '/tillbehor/:path*'),
  redirect('/dack-och-biltillbehor/:path*', '/dack/:path*'),
  redirect('/sv-se/:path*', '/:path*'),
  redirect('/en/:path*', '/:path*'),
]
