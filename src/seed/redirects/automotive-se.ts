// Swedish main site (spec 01 §2.6). Brands: `bmw` is the automotive brand, `porsche` the premium
// sports-car brand, `automotive` the retail brand.
import { host, query, redirect } from './helpers'

const careers = 'https://karriar.automotive.se'
const transportVanCentre = '/anlaggningar/transportbilscenter-stockholm'

export const automotiveSeRedirects = [
  // Host rules first, so a www request is sent to the bare host before any path rule runs.
  redirect('/:path*', 'http://automotive-se.localhost:3000/:path*', host('www.automotive-se.localhost')),
  redirect('/:path*', 'https://automotive.se/:path*', host('www.automotive.se')),
  redirect('/karriar', `${careers}/`),
  redirect('/karriar/lediga-tjanster', `${careers}/jobb`),
  redirect('/karriar/:slug', `${careers}/jobb/:slug`),
  redirect(
    '/kop-bil/transportbilar',
    '/kop-bil/foretag/transportbilar?car_vehicle_type=Transportbil&car_site_region=Stockholm&car_site_region=Uppsala',
    query('region', 'uppland'),
    query('siteid'),
  ),
  redirect('/bilar', '/kop-bil/alla-bilar-i-lager?car_vehicle_type=Personbil', query('vehicletype', 'PB')),
  redirect('/bilar', '/kop-bil/alla-bilar-i-lager?car_vehicle_type=Transportbil', query('vehicletype', 'TB')),
  redirect('/anlaggningar/:id(\\d+)/bmw-:location', '/anlaggningar/bmw-:location'),
  redirect('/anlaggningar/:id(\\d+)/porsche-center-:location', '/anlaggningar/porsche-:location'),
  redirect('/findus/:id(\\d+)/porsche-:location', '/anlaggningar/porsche-:location'),
  // Old finder pages without a brand in the slug were all automotive-brand facilities.
  redirect('/findus/:id(\\d+)/:location', '/anlaggningar/bmw-:location'),
  redirect('/FindUs/:id(\\d+)', '/anlaggningar'),
  redirect('/hitta-oss', '/anlaggningar/bmw-stockholm', query('_id', '1042'), query('_z', '12')),
  redirect('/hitta-oss', '/anlaggningar/porsche-stockholm', query('_id', '2210'), query('_z', '12')),
  redirect('/hitta-oss/stockholm', '/anlaggningar/bmw-stockholm'),
  redirect('/hitta-oss/uppsala', '/anlaggningar/bmw-uppsala'),
  redirect('/hitta-oss/porsche-center', '/anlaggningar/porsche-stockholm'),
  redirect('/hitta-oss', '/anlaggningar'),
  redirect('/dackshop/tack', '/dack/kop-dack/tack'),
  redirect('/dackshop/fel', '/dack/kop-dack/fel'),
  redirect('/tillbehor/takbox-bmw', '/tillbehor'),
  redirect('/tillbehor/laddkabel-typ-2', '/tillbehor/laddkabel-typ-2-mode-3'),
  redirect('/tillbehor/vinterhjul-x3-2019', '/tillbehor/vinterhjul-x3'),
  redirect('/transportbilscenter', transportVanCentre),
  redirect('/transportbilcenter', transportVanCentre),
  redirect('/transportbils-center', transportVanCentre),
  redirect('/transportbilscentret', transportVanCentre),
  redirect('/nyhetsbrev', '/formular/prenumerera'),
  redirect('/test', '/'),
  redirect('/en', '/'),
  redirect('/en/:path*', '/:path*'),
  redirect('/sv-se/:path*', '/:path*'),
  redirect('/varfor-automotive', '/bilagande'),
]
