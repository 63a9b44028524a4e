import { redirects, type SiteExpectation, staysPut } from './helpers'

export const carstoreFiExpectations: SiteExpectation[] = [
  redirects('/meista', '/meista/tietoa-carstoresta'),
  staysPut('/meista/tietoa-carstoresta'),
  redirects('/miksi-carstore', '/auton-omistaminen'),
  staysPut('/miksi-me'),
  redirects('/en', '/'),
  redirects('/en/used-cars?sort=price', '/used-cars?sort=price'),
  redirects('/fi-FI/osta-auto/farmari', '/osta-auto/farmari'),
  redirects('/fi-FI', '/'),
  staysPut('/fi/osta-auto'),
  redirects('/vaihtoautot/bmw/x1?hinta=20000', '/osta-auto/bmw/x1?hinta=20000'),
  redirects('/vaihtoautot', '/osta-auto'),
  redirects('/myy-autosi', '/myy-auto'),
  redirects('/yhteystiedot/12/carstore-vantaa', '/yhteystiedot/carstore-vantaa'),
  staysPut('/yhteystiedot/carstore-vantaa'),
]

export const carstoreNoExpectations: SiteExpectation[] = [
  redirects('/hvorfor-carstore', '/bileierskap'),
  redirects('/om-oss', '/om-carstore/om-oss'),
  staysPut('/om-carstore/om-oss'),
  redirects('/nb-no/kjop-bil', '/kjop-bil'),
  redirects('/nb-no', '/'),
  redirects('/en/contact?ref=footer', '/contact?ref=footer'),
  staysPut('/nb/kjop-bil'),
  redirects('/bruktbil/elbil/tesla', '/kjop-bil/elbil/tesla'),
  redirects('/selg-bilen-din?regnr=AB12345', '/selg-bil?regnr=AB12345'),
  redirects('/finn-oss/7/carstore-lorenskog', '/finn-oss/carstore-lorenskog'),
  staysPut('/finn-oss/carstore-lorenskog'),
]

export const carstoreSkExpectations: SiteExpectation[] = [
  redirects('/o-nas', '/o-carstore'),
  redirects('/FindUs', '/kontakty'),
  redirects('/findus?mesto=kosice', '/kontakty?mesto=kosice'),
  redirects('/FindUs/3/carstore-bratislava', '/kontakty/carstore-bratislava'),
  staysPut('/FindUs/bratislava'),
  // English is one of this site's languages (decisions: Redirects), so its prefix is never redirected.
  staysPut('/en/about-us'),
  redirects('/ojazdene-auta/skoda/octavia', '/kupit-auto/skoda/octavia'),
  staysPut('/ojazdene'),
]
