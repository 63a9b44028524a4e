import type { LanguageCode } from '@/lib/i18n/languages'
import type { BrandDesign } from '@/lib/site/brand-designs'

type Text = { slug: string; title: string; intro: string }
type Translations = Record<LanguageCode, Text>

export type PageConcept = {
  key: string
  parent?: string
  hideInNavigation?: boolean
  texts: Partial<Translations>
}

const en = (slug: string, title: string, intro: string): Text => ({ slug, title, intro })
const same = (text: Text): Pick<Translations, 'en' | 'en-GB'> => ({ en: text, 'en-GB': text })

/**
 * The demo page tree: three navigation levels in every language (the demo content of decisions:
 * Platform).
 */
export const pageConcepts: PageConcept[] = [
  {
    key: 'buy',
    texts: {
      sv: {
        slug: 'kop-bil',
        title: 'Köp bil',
        intro: 'Hitta din nästa bil bland tusentals nya och begagnade bilar i lager.',
      },
      nb: {
        slug: 'kjop-bil',
        title: 'Kjøp bil',
        intro: 'Finn din neste bil blant tusenvis av nye og brukte biler på lager.',
      },
      ...same(
        en('buy-car', 'Buy a car', 'Find your next car among thousands of new and used cars in stock.'),
      ),
      fi: {
        slug: 'osta-auto',
        title: 'Osta auto',
        intro: 'Löydä seuraava autosi tuhansien uusien ja käytettyjen autojen joukosta.',
      },
      sk: {
        slug: 'kupit-auto',
        title: 'Kúpiť auto',
        intro: 'Nájdite svoje ďalšie auto medzi tisíckami nových a jazdených áut.',
      },
    },
  },
  {
    key: 'new',
    parent: 'buy',
    texts: {
      sv: {
        slug: 'nya-bilar',
        title: 'Nya bilar',
        intro: 'Beställ en ny bil med fabriksgaranti och förmånlig finansiering.',
      },
      nb: {
        slug: 'nye-biler',
        title: 'Nye biler',
        intro: 'Bestill en ny bil med fabrikkgaranti og gunstig finansiering.',
      },
      ...same(en('new-cars', 'New cars', 'Order a new car with a factory warranty and attractive finance.')),
      fi: {
        slug: 'uudet-autot',
        title: 'Uudet autot',
        intro: 'Tilaa uusi auto tehdastakuulla ja edullisella rahoituksella.',
      },
      sk: {
        slug: 'nove-auta',
        title: 'Nové autá',
        intro: 'Objednajte si nové auto so zárukou výrobcu a výhodným financovaním.',
      },
    },
  },
  {
    key: 'electric',
    parent: 'new',
    texts: {
      sv: {
        slug: 'elbilar',
        title: 'Elbilar',
        intro: 'Laddbara bilar med lång räckvidd – och hjälp med laddbox hemma.',
      },
      nb: {
        slug: 'elbiler',
        title: 'Elbiler',
        intro: 'Elbiler med lang rekkevidde – og hjelp med ladeboks hjemme.',
      },
      ...same(
        en('electric-cars', 'Electric cars', 'Long-range electric cars, and help installing a home charger.'),
      ),
      fi: {
        slug: 'sahkoautot',
        title: 'Sähköautot',
        intro: 'Pitkän toimintamatkan sähköautot ja apua kotilaturin hankintaan.',
      },
      sk: {
        slug: 'elektromobily',
        title: 'Elektromobily',
        intro: 'Elektromobily s dlhým dojazdom a pomoc s domácou nabíjačkou.',
      },
    },
  },
  {
    key: 'used',
    parent: 'buy',
    texts: {
      sv: {
        slug: 'begagnade-bilar',
        title: 'Begagnade bilar',
        intro: 'Kontrollerade begagnade bilar med garanti och bytesrätt.',
      },
      nb: {
        slug: 'brukte-biler',
        title: 'Brukte biler',
        intro: 'Kontrollerte bruktbiler med garanti og bytterett.',
      },
      ...same(en('used-cars', 'Used cars', 'Inspected used cars with a warranty and a right to exchange.')),
      fi: {
        slug: 'kaytetyt-autot',
        title: 'Käytetyt autot',
        intro: 'Tarkastetut vaihtoautot takuulla ja vaihto-oikeudella.',
      },
      sk: {
        slug: 'jazdene-auta',
        title: 'Jazdené autá',
        intro: 'Preverené jazdené autá so zárukou a možnosťou výmeny.',
      },
    },
  },
  {
    key: 'service',
    texts: {
      sv: {
        slug: 'service',
        title: 'Service och verkstad',
        intro: 'Boka service, reparation och däckbyte hos våra auktoriserade verkstäder.',
      },
      nb: {
        slug: 'service',
        title: 'Service og verksted',
        intro: 'Bestill service, reparasjon og dekkskift hos våre autoriserte verksteder.',
      },
      ...same(
        en(
          'service',
          'Service and repairs',
          'Book servicing, repairs and tyre changes at our authorised workshops.',
        ),
      ),
      fi: {
        slug: 'huolto',
        title: 'Huolto ja korjaamo',
        intro: 'Varaa huolto, korjaus ja renkaanvaihto valtuutetuilta korjaamoiltamme.',
      },
      sk: {
        slug: 'servis',
        title: 'Servis a opravy',
        intro: 'Objednajte si servis, opravu a výmenu pneumatík v našich autorizovaných servisoch.',
      },
    },
  },
  {
    key: 'booking',
    parent: 'service',
    texts: {
      sv: {
        slug: 'boka-service',
        title: 'Boka service',
        intro: 'Välj verkstad, tjänst och tid som passar dig.',
      },
      nb: {
        slug: 'bestill-service',
        title: 'Bestill service',
        intro: 'Velg verksted, tjeneste og tidspunkt som passer deg.',
      },
      ...same(
        en('book-service', 'Book a service', 'Choose a workshop, a service and a time that suits you.'),
      ),
      fi: {
        slug: 'varaa-huolto',
        title: 'Varaa huolto',
        intro: 'Valitse korjaamo, palvelu ja sinulle sopiva aika.',
      },
      sk: {
        slug: 'objednat-servis',
        title: 'Objednať servis',
        intro: 'Vyberte si servis, službu a termín, ktorý vám vyhovuje.',
      },
    },
  },
  {
    key: 'tyres',
    parent: 'booking',
    texts: {
      sv: {
        slug: 'dackbyte',
        title: 'Däckbyte',
        intro: 'Byt till sommar- eller vinterdäck och förvara dina hjul i vårt däckhotell.',
      },
      nb: {
        slug: 'dekkskift',
        title: 'Dekkskift',
        intro: 'Bytt til sommer- eller vinterdekk og lagre hjulene dine i vårt dekkhotell.',
      },
      ...same(
        en(
          'tyre-change',
          'Tyre change',
          'Switch to summer or winter tyres and store your wheels in our tyre hotel.',
        ),
      ),
      fi: {
        slug: 'renkaanvaihto',
        title: 'Renkaanvaihto',
        intro: 'Vaihda kesä- tai talvirenkaat ja säilytä renkaasi rengashotellissamme.',
      },
      sk: {
        slug: 'prezutie',
        title: 'Prezutie pneumatík',
        intro: 'Prezujte na letné alebo zimné pneumatiky a uskladnite ich u nás.',
      },
    },
  },
  {
    // The kit catalogue (spec 03 §2.1) on every site, beside the workshop pages.
    key: 'kits',
    parent: 'service',
    texts: {
      sv: {
        slug: 'tillbehor',
        title: 'Tillbehör',
        intro: 'Tillbehör och utrustning till din bil: välj bil, lägg i varukorgen och be om en offert.',
      },
      nb: {
        slug: 'tilbehor',
        title: 'Tilbehør',
        intro: 'Tilbehør og utstyr til bilen din: velg bil, legg i handlekurven og be om et tilbud.',
      },
      ...same(
        en(
          'accessories',
          'Accessories',
          'Accessories and equipment for your car: choose your car, fill the cart and ask for a quote.',
        ),
      ),
      fi: {
        slug: 'lisavarusteet',
        title: 'Lisävarusteet',
        intro: 'Lisävarusteet autoosi: valitse auto, lisää ostoskoriin ja pyydä tarjous.',
      },
      sk: {
        slug: 'prislusenstvo',
        title: 'Príslušenstvo',
        intro:
          'Príslušenstvo a výbava pre vaše auto: vyberte auto, pridajte do košíka a požiadajte o ponuku.',
      },
    },
  },
  {
    key: 'about',
    texts: {
      sv: { slug: 'om-oss', title: 'Om oss', intro: 'Vi har sålt och servat bilar i över femtio år.' },
      nb: { slug: 'om-oss', title: 'Om oss', intro: 'Vi har solgt og servet biler i over femti år.' },
      ...same(en('about-us', 'About us', 'We have sold and serviced cars for more than fifty years.')),
      fi: {
        slug: 'meista',
        title: 'Meistä',
        intro: 'Olemme myyneet ja huoltaneet autoja yli viisikymmentä vuotta.',
      },
      sk: {
        slug: 'o-nas',
        title: 'O nás',
        intro: 'Autá predávame a servisujeme už viac ako päťdesiat rokov.',
      },
    },
  },
  {
    key: 'contact',
    parent: 'about',
    texts: {
      sv: {
        slug: 'kontakt',
        title: 'Kontakta oss',
        intro: 'Ring, mejla eller besök någon av våra anläggningar.',
      },
      nb: {
        slug: 'kontakt',
        title: 'Kontakt oss',
        intro: 'Ring, send e-post eller besøk et av våre anlegg.',
      },
      ...same(en('contact', 'Contact us', 'Call, e-mail or visit one of our dealerships.')),
      fi: {
        slug: 'yhteystiedot',
        title: 'Ota yhteyttä',
        intro: 'Soita, lähetä sähköpostia tai käy toimipisteessämme.',
      },
      sk: {
        slug: 'kontakt',
        title: 'Kontaktujte nás',
        intro: 'Zavolajte, napíšte alebo navštívte jednu z našich pobočiek.',
      },
    },
  },
  {
    key: 'privacy',
    parent: 'about',
    hideInNavigation: true,
    texts: {
      sv: {
        slug: 'integritetspolicy',
        title: 'Integritetspolicy',
        intro: 'Så behandlar vi dina personuppgifter.',
      },
      nb: { slug: 'personvern', title: 'Personvern', intro: 'Slik behandler vi personopplysningene dine.' },
      ...same(en('privacy-policy', 'Privacy policy', 'How we handle your personal data.')),
      fi: { slug: 'tietosuoja', title: 'Tietosuojaseloste', intro: 'Näin käsittelemme henkilötietojasi.' },
      sk: {
        slug: 'ochrana-osobnych-udajov',
        title: 'Ochrana osobných údajov',
        intro: 'Ako spracúvame vaše osobné údaje.',
      },
    },
  },
  {
    // The facility list, at each site's pathToSiteDetail (the slugs here are replaced by
    // that path's, src/seed/seed.ts pageSlug); dealers' detail pages answer below it.
    key: 'findUs',
    hideInNavigation: true,
    texts: {
      sv: {
        slug: 'vara-anlaggningar',
        title: 'Hitta oss',
        intro: 'Våra anläggningar med adress, telefon och karta.',
      },
      nb: { slug: 'vare-anlegg', title: 'Finn oss', intro: 'Våre anlegg med adresse, telefon og kart.' },
      ...same(en('our-dealers', 'Find us', 'Our dealers with their address, phone and a map.')),
      fi: {
        slug: 'loyda-meidat',
        title: 'Löydä meidät',
        intro: 'Toimipisteemme osoitteineen, puhelinnumeroineen ja karttoineen.',
      },
      sk: { slug: 'najdite-nas', title: 'Nájdite nás', intro: 'Naše pobočky s adresou, telefónom a mapou.' },
    },
  },
]

export const homeTexts: Record<
  LanguageCode,
  { title: (site: string) => string; heading: (site: string) => string; intro: string }
> = {
  sv: {
    title: () => 'Startsida',
    heading: (site) => `Välkommen till ${site}`,
    intro: 'Nya och begagnade bilar, service, däck och finansiering – allt på ett ställe.',
  },
  nb: {
    title: () => 'Forside',
    heading: (site) => `Velkommen til ${site}`,
    intro: 'Nye og brukte biler, service, dekk og finansiering – alt på ett sted.',
  },
  en: {
    title: () => 'Home',
    heading: (site) => `Welcome to ${site}`,
    intro: 'New and used cars, servicing, tyres and finance, all in one place.',
  },
  'en-GB': {
    title: () => 'Home',
    heading: (site) => `Welcome to ${site}`,
    intro: 'New and used cars, servicing, tyres and finance, all in one place.',
  },
  fi: {
    title: () => 'Etusivu',
    heading: (site) => `Tervetuloa, ${site}`,
    intro: 'Uudet ja käytetyt autot, huolto, renkaat ja rahoitus – kaikki samasta paikasta.',
  },
  sk: {
    title: () => 'Domov',
    heading: (site) => `Vitajte v ${site}`,
    intro: 'Nové a jazdené autá, servis, pneumatiky a financovanie – všetko na jednom mieste.',
  },
}

export const notFoundTexts: Record<LanguageCode, { title: string; heading: string; text: string }> = {
  sv: {
    title: 'Sidan hittades inte',
    heading: 'Sidan finns inte',
    text: 'Sidan du letar efter kan ha flyttats eller tagits bort. Gå till startsidan eller använd menyn.',
  },
  nb: {
    title: 'Siden ble ikke funnet',
    heading: 'Siden finnes ikke',
    text: 'Siden du leter etter kan ha blitt flyttet eller slettet. Gå til forsiden eller bruk menyen.',
  },
  en: {
    title: 'Page not found',
    heading: 'This page does not exist',
    text: 'The page you are looking for may have moved or been removed. Go to the home page or use the menu.',
  },
  'en-GB': {
    title: 'Page not found',
    heading: 'This page does not exist',
    text: 'The page you are looking for may have moved or been removed. Go to the home page or use the menu.',
  },
  fi: {
    title: 'Sivua ei löytynyt',
    heading: 'Sivua ei ole olemassa',
    text: 'Etsimäsi sivu on ehkä siirretty tai poistettu. Siirry etusivulle tai käytä valikkoa.',
  },
  sk: {
    title: 'Stránka sa nenašla',
    heading: 'Táto stránka neexistuje',
    text: 'Stránka, ktorú hľadáte, mohla byť presunutá alebo odstránená. Prejdite na úvodnú stránku alebo použite menu.',
  },
}

/**
 * Where a site's own structure differs from the shared tree, so that its redirect table (spec 01
 * §2.6) lands on real pages: slug overrides per site and concept, and extra pages per site.
 */
export const siteSlugOverrides: Record<
  string,
  Partial<Record<string, Partial<Record<LanguageCode, string>>>>
> = {
  'carstore-sk': { about: { sk: 'o-carstore' } },
  'carstore-no': { about: { nb: 'om-carstore' } },
  'automotive-uk': { service: { 'en-GB': 'service-and-parts' } },
}

/** The sell-car and trade-in page of the Swedish retail sites (spec 03 §2.5). */
const sellCarPage = {
  key: 'sellCar',
  parent: 'buy',
  texts: {
    sv: {
      slug: 'salj-din-bil',
      title: 'Sälj eller byt in din bil',
      intro: 'Berätta om din bil så ger vi dig ett bud – oavsett om du vill sälja den eller byta in den.',
    },
  },
}

export const siteExtraPages: Record<string, PageConcept[]> = {
  'automotive-se': [
    sellCarPage,
    // The mechanic-mate booking (spec 03 §2.3) at /service-och-verkstad/boka-service, with the two
    // brand pages its links lead to.
    {
      key: 'serviceAndWorkshop',
      hideInNavigation: true,
      texts: {
        sv: {
          slug: 'service-och-verkstad',
          title: 'Service och verkstad',
          intro: 'Service, däckbyte och reparationer hos våra verkstäder.',
        },
      },
    },
    {
      key: 'mechanicMate',
      parent: 'serviceAndWorkshop',
      hideInNavigation: true,
      texts: {
        sv: {
          slug: 'boka-service',
          title: 'Boka service, däckbyte och verkstad',
          intro: 'Boka service, däckbyte och reparationer hos våra verkstäder.',
        },
      },
    },
    {
      key: 'sportsCarService',
      parent: 'mechanicMate',
      hideInNavigation: true,
      texts: {
        sv: {
          slug: 'boka-porsche-service',
          title: 'Boka Porsche-service',
          intro: 'Service av din Porsche hos vår auktoriserade Porsche-verkstad.',
        },
      },
    },
    {
      key: 'carBrands',
      parent: 'buy',
      hideInNavigation: true,
      texts: { sv: { slug: 'bilmarken', title: 'Bilmärken', intro: 'Märkena vi säljer och servar.' } },
    },
    {
      key: 'commercialBrand',
      parent: 'carBrands',
      hideInNavigation: true,
      texts: { sv: { slug: 'iveco', title: 'Iveco', intro: 'Iveco transportbilar hos oss.' } },
    },
    {
      key: 'commercialService',
      parent: 'commercialBrand',
      hideInNavigation: true,
      texts: {
        sv: {
          slug: 'verkstadstjanster',
          title: 'Iveco verkstadstjänster',
          intro: 'Service och reparationer av Iveco transportbilar i vår lastbilsverkstad.',
        },
      },
    },
    {
      // The tire hotel flow (spec 03 §2.4), beside the booking page in the service section.
      key: 'tireHotel',
      parent: 'service',
      texts: {
        sv: {
          slug: 'dackhotell',
          title: 'Däckhotell',
          intro:
            'Har du dina däck hos oss? Logga in med registreringsnumret och en kod som vi skickar till din mobil, se dina förvarade däck och boka hjulskifte.',
        },
      },
    },
    {
      key: 'newsletter',
      parent: 'about',
      texts: {
        sv: {
          slug: 'nyhetsbrev',
          title: 'Nyhetsbrev',
          intro: 'Få erbjudanden, nyheter och servicetips från oss direkt i inkorgen.',
        },
      },
    },
    {
      key: 'feedback',
      parent: 'about',
      texts: {
        sv: { slug: 'tyck-till', title: 'Tyck till', intro: 'Berätta hur ditt besök hos oss var.' },
      },
    },
  ],
  'carstore-se': [sellCarPage],
  'automotive-no': [
    {
      key: 'serviceRequest',
      parent: 'service',
      texts: {
        nb: {
          slug: 'serviceforesporsel',
          title: 'Send serviceforespørsel',
          intro: 'Fortell oss hva bilen trenger, så finner nærmeste verksted en tid til deg.',
        },
      },
    },
    {
      key: 'motorcycleService',
      parent: 'service',
      texts: {
        nb: {
          slug: 'mc-service',
          title: 'Service på motorsykkel',
          intro: 'Bestill service eller deler til motorsykkelen hos vårt MC-verksted.',
        },
      },
    },
  ],
  'carstore-no': [
    {
      key: 'aboutUs',
      parent: 'about',
      texts: {
        nb: {
          slug: 'om-oss',
          title: 'Om oss',
          intro: 'Carstore har solgt kvalitetssikrede bruktbiler siden 1998.',
        },
      },
    },
  ],
  'carstore-fi': [
    {
      key: 'aboutBrand',
      parent: 'about',
      texts: {
        fi: {
          slug: 'tietoa-carstoresta',
          title: 'Tietoa Carstoresta',
          intro: 'Carstore on myynyt tarkastettuja vaihtoautoja vuodesta 1998.',
        },
      },
    },
  ],
}

/** Pages seeded in a car brand's design (spec 01 §9 BrandDesign), one per brand. */
export const siteBrandDesigns: Record<string, Partial<Record<string, BrandDesign>>> = {
  'automotive-se': { electric: 'bmw' },
  'automotive-no': { electric: 'mercedes' },
  'automotive-uk': { electric: 'mini' },
  'group-se': { electric: 'smart' },
}
