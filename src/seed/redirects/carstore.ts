// The used-car sites of the retail brand `carstore` (spec 01 §2.6): Finnish, Norwegian and Slovak.
// Each site has only its own language, so other language prefixes fold into unprefixed paths.
import { redirect } from './helpers'

export const carstoreFiRedirects = [
  redirect('/meista', '/meista/tietoa-carstoresta'),
  redirect('/miksi-carstore', '/auton-omistaminen'),
  redirect('/en', '/'),
  redirect('/en/:path*', '/:path*'),
  redirect('/fi-FI/:path*', '/:path*'),
  redirect('/vaihtoautot/:path*', '/osta-auto/:path*'),
  redirect('/myy-autosi', '/myy-auto'),
  redirect('/yhteystiedot/:id(\\d+)/:name', '/yhteystiedot/:name'),
]

export const carstoreNoRedirects = [
  redirect('/hvorfor-carstore', '/bileierskap'),
  redirect('/om-oss', '/om-carstore/om-oss'),
  redirect('/nb-no/:path*', '/:path*'),
  redirect('/en/:path*', '/:path*'),
  redirect('/bruktbil/:path*', '/kjop-bil/:path*'),
  redirect('/selg-bilen-din', '/selg-bil'),
  redirect('/finn-oss/:id(\\d+)/:name', '/finn-oss/:name'),
]

export const carstoreSkRedirects = [
  redirect('/o-nas', '/o-carstore'),
  redirect('/FindUs', '/kontakty'),
  redirect('/FindUs/:id(\\d+)/:name', '/kontakty/:name'),
  redirect('/ojazdene-auta/:path*', '/kupit-auto/:path*'),
]
