// Demo stories (spec 01 §2.5): the texts of the stories index, its category pages, tags and stories in
// every language. Stories sit at index/category/story, so "current path minus two segments" is the
// index (spec 01 §2.5); the larger group's Norwegian site follows its redirect targets (/aktuelt/…).
import type { LanguageCode } from '@/lib/i18n/languages'

type Language = Exclude<LanguageCode, 'en-GB'>
type Localized<T> = Record<Language, T>
type PageText = { slug: string; title: string; intro: string }

/** en-GB shares the English texts. */
export const textLanguage = (language: LanguageCode): Language => (language === 'en-GB' ? 'en' : language)

export const storiesIndexTexts: Localized<PageText> = {
  sv: {
    slug: 'aktuellt',
    title: 'Aktuellt',
    intro: 'Nyheter, tester och tips från oss och våra verkstäder.',
  },
  nb: { slug: 'aktuelt', title: 'Aktuelt', intro: 'Nyheter, tester og tips fra oss og våre verksteder.' },
  en: { slug: 'news', title: 'News', intro: 'News, tests and tips from us and our workshops.' },
  fi: {
    slug: 'ajankohtaista',
    title: 'Ajankohtaista',
    intro: 'Uutisia, testejä ja vinkkejä meiltä ja korjaamoiltamme.',
  },
  sk: { slug: 'novinky', title: 'Novinky', intro: 'Novinky, testy a tipy od nás a z našich servisov.' },
}

/** Per-site index slugs where the site's addresses differ (its redirects point there). */
export const storiesIndexSlugOverrides: Record<string, Partial<Record<LanguageCode, string>>> = {
  'automotive-uk': { 'en-GB': 'news-and-events' },
}

export const storyCategoryKeys = ['news', 'articles', 'electric', 'service', 'luggage', 'business'] as const
export type StoryCategoryKey = (typeof storyCategoryKeys)[number]

/** Category pages of a site: news and articles; the larger group's Norwegian site has all six. */
export function storyCategoriesOf(siteName: string): readonly StoryCategoryKey[] {
  return siteName === 'group-no' ? storyCategoryKeys : ['news', 'articles']
}

/** The category page a story sits under on a site: its own, else articles. */
export function storyCategoryOn(siteName: string, category: StoryCategoryKey): StoryCategoryKey {
  return storyCategoriesOf(siteName).includes(category) ? category : 'articles'
}

export const storyCategoryTexts: Record<StoryCategoryKey, Localized<{ slug: string; title: string }>> = {
  news: {
    sv: { slug: 'nyheter', title: 'Nyheter' },
    nb: { slug: 'nyheter', title: 'Nyheter' },
    en: { slug: 'updates', title: 'Updates' },
    fi: { slug: 'uutiset', title: 'Uutiset' },
    sk: { slug: 'spravy', title: 'Správy' },
  },
  articles: {
    sv: { slug: 'artiklar', title: 'Artiklar' },
    nb: { slug: 'artikler', title: 'Artikler' },
    en: { slug: 'articles', title: 'Articles' },
    fi: { slug: 'artikkelit', title: 'Artikkelit' },
    sk: { slug: 'clanky', title: 'Články' },
  },
  electric: {
    sv: { slug: 'elbil', title: 'Elbil' },
    nb: { slug: 'elbil', title: 'Elbil' },
    en: { slug: 'electric', title: 'Electric' },
    fi: { slug: 'sahkoauto', title: 'Sähköauto' },
    sk: { slug: 'elektromobily', title: 'Elektromobily' },
  },
  service: {
    sv: { slug: 'service', title: 'Service' },
    nb: { slug: 'service', title: 'Service' },
    en: { slug: 'servicing', title: 'Servicing' },
    fi: { slug: 'huolto', title: 'Huolto' },
    sk: { slug: 'servis', title: 'Servis' },
  },
  luggage: {
    sv: { slug: 'bagageutrymme', title: 'Bagageutrymme' },
    nb: { slug: 'bagasjeplass', title: 'Bagasjeplass' },
    en: { slug: 'luggage-space', title: 'Luggage space' },
    fi: { slug: 'tavaratila', title: 'Tavaratila' },
    sk: { slug: 'batozinovy-priestor', title: 'Batožinový priestor' },
  },
  business: {
    sv: { slug: 'foretagsbil', title: 'Företagsbil' },
    nb: { slug: 'firmabil', title: 'Firmabil' },
    en: { slug: 'company-cars', title: 'Company cars' },
    fi: { slug: 'yritysauto', title: 'Yritysauto' },
    sk: { slug: 'firemne-auta', title: 'Firemné autá' },
  },
}

/** Five tags with stories and one ("events") that none has yet, so a filter can come up empty. */
export const storyTagTexts: Array<{ key: string; value: Localized<string> }> = [
  {
    key: 'electric-cars',
    value: { sv: 'Elbilar', nb: 'Elbiler', en: 'Electric cars', fi: 'Sähköautot', sk: 'Elektromobily' },
  },
  { key: 'service', value: { sv: 'Service', nb: 'Service', en: 'Servicing', fi: 'Huolto', sk: 'Servis' } },
  { key: 'offers', value: { sv: 'Erbjudanden', nb: 'Tilbud', en: 'Offers', fi: 'Tarjoukset', sk: 'Ponuky' } },
  { key: 'family', value: { sv: 'Familj', nb: 'Familie', en: 'Family', fi: 'Perhe', sk: 'Rodina' } },
  {
    key: 'test-drives',
    value: {
      sv: 'Provkörningar',
      nb: 'Prøvekjøringer',
      en: 'Test drives',
      fi: 'Koeajot',
      sk: 'Testovacie jazdy',
    },
  },
  {
    key: 'events',
    value: { sv: 'Evenemang', nb: 'Arrangementer', en: 'Events', fi: 'Tapahtumat', sk: 'Podujatia' },
  },
]

type StoryText = { title: string; premble: string }
export type StoryTopic = {
  category: StoryCategoryKey
  tags: string[]
  texts: Localized<StoryText>
}

const story = (
  category: StoryCategoryKey,
  tags: string[],
  texts: Localized<[string, string]>,
): StoryTopic => ({
  category,
  tags,
  texts: Object.fromEntries(
    Object.entries(texts).map(([language, [title, premble]]) => [language, { title, premble }]),
  ) as Localized<StoryText>,
})

/** Fifteen stories, newest first; dates come from storyDate(). */
export const storyTopics: StoryTopic[] = [
  story('news', ['electric-cars', 'test-drives'], {
    sv: ['Ny BMW i5 i våra hallar', 'Den nya elektriska sedanen finns nu för provkörning hos oss.'],
    nb: ['Ny BMW i5', 'Den nye elektriske sedanen står klar for prøvekjøring hos oss.'],
    en: ['The new BMW i5 is here', 'The new electric saloon is ready for a test drive at our showrooms.'],
    fi: ['Uusi BMW i5 saapui', 'Uusi sähköinen sedan on nyt koeajettavissa liikkeissämme.'],
    sk: ['Nové BMW i5 je tu', 'Nový elektrický sedan je pripravený na testovaciu jazdu.'],
  }),
  story('service', ['service', 'offers'], {
    sv: ['Dags för vårservice', 'Boka vårens service nu och få en kostnadsfri däckkontroll.'],
    nb: ['Tid for vårservice', 'Bestill vårservice nå og få gratis dekkontroll.'],
    en: ['Time for a spring service', 'Book your spring service now and get a free tyre check.'],
    fi: ['Kevään huollon aika', 'Varaa kevään huolto nyt ja saat renkaiden tarkastuksen veloituksetta.'],
    sk: ['Čas na jarný servis', 'Objednajte si jarný servis a kontrolu pneumatík dostanete zadarmo.'],
  }),
  story('articles', ['family'], {
    sv: ['Så väljer du rätt familjebil', 'Utrymme, säkerhet och ekonomi – vi går igenom det viktigaste.'],
    nb: ['Slik velger du riktig familiebil', 'Plass, sikkerhet og økonomi – vi går gjennom det viktigste.'],
    en: ['How to choose the right family car', 'Space, safety and running costs: what matters most.'],
    fi: ['Näin valitset oikean perheauton', 'Tila, turvallisuus ja talous – käymme läpi tärkeimmät asiat.'],
    sk: ['Ako vybrať správne rodinné auto', 'Priestor, bezpečnosť a náklady – to najdôležitejšie.'],
  }),
  story('electric', ['electric-cars'], {
    sv: ['Ladda hemma – så fungerar det', 'Allt du behöver veta om laddbox, effekt och bidrag.'],
    nb: ['Lading hjemme – slik fungerer det', 'Alt du trenger å vite om ladeboks, effekt og støtte.'],
    en: ['Charging at home explained', 'All you need to know about wallboxes, power and grants.'],
    fi: ['Kotilataus – näin se toimii', 'Kaikki mitä sinun tarvitsee tietää latauslaitteesta ja tuista.'],
    sk: ['Nabíjanie doma – ako to funguje', 'Všetko o wallboxe, výkone a dotáciách.'],
  }),
  story('luggage', ['family', 'test-drives'], {
    sv: ['Vi packade fem bilar', 'Vilken kombi tar mest? Vi testade bagageutrymmet med riktig packning.'],
    nb: ['Vi pakket fem biler', 'Hvilken stasjonsvogn tar mest? Vi testet bagasjeplassen med ekte bagasje.'],
    en: ['We packed five estates', 'Which estate swallows the most? We tested the boots with real luggage.'],
    fi: [
      'Pakkasimme viisi autoa',
      'Mihin farmariin mahtuu eniten? Testasimme tavaratilat oikeilla laukuilla.',
    ],
    sk: ['Zbalili sme päť áut', 'Ktoré kombi pojme najviac? Otestovali sme kufre so skutočnou batožinou.'],
  }),
  story('business', ['offers'], {
    sv: ['Förmånsbil 2026: det här gäller', 'Nya regler för förmånsvärde och vad de betyder för dig.'],
    nb: ['Firmabil 2026: dette gjelder', 'Nye regler for fordelsbeskatning og hva de betyr for deg.'],
    en: ['Company cars in 2026', 'The new benefit-in-kind rules and what they mean for you.'],
    fi: ['Työsuhdeauto 2026', 'Uudet autoedun säännöt ja mitä ne tarkoittavat sinulle.'],
    sk: ['Firemné autá v roku 2026', 'Nové pravidlá zdanenia a čo znamenajú pre vás.'],
  }),
  story('articles', ['service'], {
    sv: ['Vinterdäckstest', 'Vi jämförde åtta vinterdäck på is, snö och våt asfalt.'],
    nb: ['Vinterdekk-test', 'Vi sammenlignet åtte vinterdekk på is, snø og våt asfalt.'],
    en: ['Winter tyre test', 'We compared eight winter tyres on ice, snow and wet tarmac.'],
    fi: ['Talvirengastesti', 'Vertasimme kahdeksaa talvirengasta jäällä, lumella ja märällä asfaltilla.'],
    sk: ['Test zimných pneumatík', 'Porovnali sme osem zimných pneumatík na ľade, snehu a mokrom asfalte.'],
  }),
  story('news', ['test-drives'], {
    sv: ['Ny anläggning öppnar i Uppsala', 'Välkommen till vår nya bilhall med verkstad och däckhotell.'],
    nb: ['Nytt anlegg åpner i Bergen', 'Velkommen til vår nye bilhall med verksted og dekkhotell.'],
    en: ['A new showroom opens', 'Welcome to our new showroom with a workshop and tyre hotel.'],
    fi: [
      'Uusi toimipiste avautuu Tampereella',
      'Tervetuloa uuteen autoliikkeeseemme, jossa on myös korjaamo.',
    ],
    sk: ['Otvárame novú predajňu v Košiciach', 'Vitajte v našej novej predajni so servisom a pneuhotelom.'],
  }),
  story('electric', ['electric-cars', 'family'], {
    sv: ['Långresa med elbil', 'Från Malmö till Kiruna: så planerade vi laddstoppen.'],
    nb: ['Langtur med elbil', 'Fra Kristiansand til Tromsø: slik planla vi ladestoppene.'],
    en: ['A long trip by electric car', 'From coast to coast: how we planned the charging stops.'],
    fi: ['Pitkä matka sähköautolla', 'Helsingistä Utsjoelle: näin suunnittelimme latauspysähdykset.'],
    sk: ['Dlhá cesta elektromobilom', 'Z Bratislavy do Tatier: takto sme plánovali nabíjanie.'],
  }),
  story('service', ['service'], {
    sv: ['Tio tecken på att bilen behöver service', 'Ljud, lampor och lukter du inte ska ignorera.'],
    nb: ['Ti tegn på at bilen trenger service', 'Lyder, lamper og lukter du ikke bør ignorere.'],
    en: ['Ten signs your car needs a service', 'Noises, lights and smells you should not ignore.'],
    fi: ['Kymmenen merkkiä huollon tarpeesta', 'Äänet, merkkivalot ja hajut, joita ei kannata ohittaa.'],
    sk: ['Desať znakov, že auto potrebuje servis', 'Zvuky, kontrolky a pachy, ktoré neignorujte.'],
  }),
  story('business', ['offers', 'test-drives'], {
    sv: ['Transportbilar för hantverkare', 'Rätt skåpbil för ditt företag – med inredning och finansiering.'],
    nb: ['Varebiler for håndverkere', 'Riktig varebil for bedriften – med innredning og finansiering.'],
    en: ['Vans for tradespeople', 'The right van for your business, with racking and finance.'],
    fi: ['Pakettiautot ammattilaisille', 'Oikea pakettiauto yrityksellesi – sisustuksella ja rahoituksella.'],
    sk: ['Dodávky pre remeselníkov', 'Správna dodávka pre vašu firmu – s vybavením a financovaním.'],
  }),
  story('articles', ['family', 'offers'], {
    sv: ['Leasing eller köp?', 'Vi jämför privatleasing, billån och kontantköp.'],
    nb: ['Leasing eller kjøp?', 'Vi sammenligner privatleasing, billån og kontantkjøp.'],
    en: ['Lease or buy?', 'We compare personal leasing, car loans and paying cash.'],
    fi: ['Leasing vai osto?', 'Vertailemme yksityisleasingia, autolainaa ja käteisostoa.'],
    sk: ['Lízing alebo kúpa?', 'Porovnávame lízing, úver a kúpu v hotovosti.'],
  }),
  story('news', ['electric-cars'], {
    sv: ['Fler laddplatser hos oss', 'Nu har alla våra anläggningar snabbladdare för kunder.'],
    nb: ['Flere ladeplasser hos oss', 'Nå har alle våre anlegg hurtigladere for kunder.'],
    en: ['More chargers at our sites', 'Every one of our sites now has rapid chargers for customers.'],
    fi: ['Lisää latauspisteitä', 'Kaikissa toimipisteissämme on nyt pikalaturit asiakkaille.'],
    sk: ['Viac nabíjacích miest', 'Všetky naše pobočky majú teraz rýchlonabíjačky pre zákazníkov.'],
  }),
  story('luggage', ['family'], {
    sv: ['Takbox eller dragkrok?', 'Så får du med allt på semestern utan att tappa räckvidd.'],
    nb: ['Takboks eller hengerfeste?', 'Slik får du med alt på ferien uten å miste rekkevidde.'],
    en: ['Roof box or tow bar?', 'How to take everything on holiday without losing range.'],
    fi: ['Kattoboksi vai vetokoukku?', 'Näin saat kaiken mukaan lomalle menettämättä toimintamatkaa.'],
    sk: ['Strešný box alebo ťažné zariadenie?', 'Ako zbaliť všetko na dovolenku bez straty dojazdu.'],
  }),
  story('service', ['service', 'offers'], {
    sv: ['Däckhotell – slipp bära däcken', 'Vi byter, tvättar och förvarar dina hjul.'],
    nb: ['Dekkhotell – slipp å bære dekkene', 'Vi skifter, vasker og lagrer hjulene dine.'],
    en: ['Tyre hotel: leave the lifting to us', 'We change, wash and store your wheels.'],
    fi: ['Rengashotelli – ei enää renkaiden kantamista', 'Vaihdamme, pesemme ja säilytämme renkaasi.'],
    sk: ['Pneuhotel – žiadne nosenie pneumatík', 'Prezujeme, umyjeme a uskladníme vaše kolesá.'],
  }),
]

/**
 * A story's date: two to three weeks apart going back from March 2026, with two stories sharing
 * one date so that the id decides their order.
 */
export function storyDate(index: number): string {
  const newest = Date.UTC(2026, 2, 2, 8, 0)
  const step = index >= 6 ? index - 1 : index
  return new Date(newest - step * 17 * 24 * 3_600_000).toISOString()
}

/** The body of a story under its premble: a subheading and two paragraphs on the story's subject. */
type ArticleText = { heading: string; paragraphs: [string, string] }
export const storyArticles: Record<StoryCategoryKey, Localized<ArticleText>> = {
  news: {
    sv: {
      heading: 'Det här är nytt',
      paragraphs: [
        'Bilen finns nu i våra utställningshallar och kan provköras på alla anläggningar. Våra säljare visar gärna skillnaderna mot tidigare modell, från räckvidd och laddning till förarstöd och utrustningsnivåer.',
        'Vill du beställa redan nu lämnar vi ett prisförslag med leveranstid, finansiering och värdering av din nuvarande bil i samma möte.',
      ],
    },
    nb: {
      heading: 'Dette er nytt',
      paragraphs: [
        'Bilen står nå i våre utstillingslokaler og kan prøvekjøres hos alle våre forhandlere. Selgerne våre viser gjerne forskjellene fra forrige modell, fra rekkevidde og lading til førerstøtte og utstyrsnivåer.',
        'Vil du bestille allerede nå, gir vi deg et pristilbud med leveringstid, finansiering og verdivurdering av bilen din i samme møte.',
      ],
    },
    en: {
      heading: "What's new",
      paragraphs: [
        'The car is now in our showrooms and can be test-driven at every site. Our sales team will gladly show you what has changed from the previous model, from range and charging to driver assistance and trim levels.',
        'If you would like to order now, we will give you a quote with delivery time, finance and a valuation of your current car in the same meeting.',
      ],
    },
    fi: {
      heading: 'Mikä on uutta',
      paragraphs: [
        'Auto on nyt esillä liikkeissämme ja koeajettavissa kaikissa toimipisteissä. Myyjämme kertovat mielellään erot edelliseen malliin toimintamatkasta ja latauksesta kuljettajaa avustaviin järjestelmiin ja varustetasoihin.',
        'Jos haluat tilata jo nyt, saat samassa tapaamisessa tarjouksen toimitusaikoineen, rahoitusvaihtoehdot ja nykyisen autosi hinta-arvion.',
      ],
    },
    sk: {
      heading: 'Čo je nové',
      paragraphs: [
        'Auto je už v našich showroomoch a na testovaciu jazdu je pripravené na každej pobočke. Naši predajcovia vám radi ukážu rozdiely oproti predchádzajúcemu modelu – od dojazdu a nabíjania po asistenčné systémy a výbavy.',
        'Ak si ho chcete objednať hneď, na jednom stretnutí dostanete cenovú ponuku s termínom dodania, financovaním a ocenením vášho súčasného auta.',
      ],
    },
  },
  articles: {
    sv: {
      heading: 'Tänk på det här',
      paragraphs: [
        'Börja med hur bilen ska användas: hur många ni är, hur långt ni kör en vanlig vecka och om ni drar släp. Det avgör storlek, drivlina och vilken räckvidd eller tankvolym som räcker.',
        'Jämför sedan den totala kostnaden snarare än priset: värdeminskning, skatt, försäkring, service och energi. Våra säljare räknar gärna på flera alternativ åt dig.',
      ],
    },
    nb: {
      heading: 'Tenk på dette',
      paragraphs: [
        'Begynn med hvordan bilen skal brukes: hvor mange dere er, hvor langt dere kjører en vanlig uke og om dere trekker henger. Det avgjør størrelse, drivlinje og hvilken rekkevidde som holder.',
        'Sammenlign deretter totalkostnaden heller enn prisen: verdifall, avgifter, forsikring, service og energi. Selgerne våre regner gjerne på flere alternativer for deg.',
      ],
    },
    en: {
      heading: 'Things to consider',
      paragraphs: [
        'Start with how the car will be used: how many of you there are, how far you drive in a normal week and whether you tow. That decides the size, the powertrain and how much range you need.',
        'Then compare the total cost rather than the price: depreciation, tax, insurance, servicing and energy. Our sales team will gladly work out several options for you.',
      ],
    },
    fi: {
      heading: 'Ota nämä huomioon',
      paragraphs: [
        'Aloita siitä, mihin autoa käytetään: montako teitä on, paljonko ajatte tavallisella viikolla ja vedättekö peräkärryä. Ne ratkaisevat koon, voimalinjan ja tarvittavan toimintamatkan.',
        'Vertaa sitten kokonaiskustannuksia hinnan sijaan: arvon alenemista, veroja, vakuutusta, huoltoa ja energiaa. Myyjämme laskevat mielellään useita vaihtoehtoja puolestasi.',
      ],
    },
    sk: {
      heading: 'Na čo myslieť',
      paragraphs: [
        'Začnite tým, na čo budete auto používať: koľko vás je, koľko najazdíte za bežný týždeň a či ťaháte príves. To rozhodne o veľkosti, pohone a potrebnom dojazde.',
        'Potom porovnajte celkové náklady namiesto ceny: pokles hodnoty, dane, poistenie, servis a energiu. Naši predajcovia vám radi prepočítajú viacero možností.',
      ],
    },
  },
  electric: {
    sv: {
      heading: 'Laddning i vardagen',
      paragraphs: [
        'De flesta laddar hemma över natten. En laddbox på 11 kW fyller ett vanligt batteri på några timmar och är säkrare än ett vägguttag; låt en behörig elektriker installera den.',
        'På längre resor räcker snabbladdare längs vägen: räkna med 20–30 minuter från 10 till 80 procent. Planera gärna stoppen i bilens navigation, så förvärms batteriet inför laddningen.',
      ],
    },
    nb: {
      heading: 'Lading i hverdagen',
      paragraphs: [
        'De fleste lader hjemme over natten. En ladeboks på 11 kW fyller et vanlig batteri på noen timer og er tryggere enn en stikkontakt; la en autorisert elektriker installere den.',
        'På lengre turer holder hurtigladere langs veien: regn med 20–30 minutter fra 10 til 80 prosent. Planlegg stoppene i bilens navigasjon, så forvarmes batteriet før ladingen.',
      ],
    },
    en: {
      heading: 'Charging day to day',
      paragraphs: [
        'Most drivers charge at home overnight. An 11 kW wallbox fills a typical battery in a few hours and is safer than a socket; have a qualified electrician install it.',
        'On longer trips, rapid chargers along the way are enough: allow 20 to 30 minutes from 10 to 80 per cent. Plan the stops in the car’s navigation so the battery is warmed up for charging.',
      ],
    },
    fi: {
      heading: 'Lataus arjessa',
      paragraphs: [
        'Useimmat lataavat kotona yön aikana. 11 kW:n latausasema täyttää tavallisen akun muutamassa tunnissa ja on turvallisempi kuin pistorasia; anna valtuutetun sähköasentajan asentaa se.',
        'Pitkillä matkoilla pikalaturit riittävät: varaa 20–30 minuuttia 10:stä 80 prosenttiin. Suunnittele pysähdykset auton navigaattorissa, niin akku esilämmitetään latausta varten.',
      ],
    },
    sk: {
      heading: 'Nabíjanie v bežnom živote',
      paragraphs: [
        'Väčšina vodičov nabíja doma cez noc. Wallbox s výkonom 11 kW nabije bežnú batériu za pár hodín a je bezpečnejší ako zásuvka; inštaláciu zverte elektrikárovi s oprávnením.',
        'Na dlhších cestách stačia rýchlonabíjačky po ceste: počítajte s 20 až 30 minútami z 10 na 80 percent. Zastávky si naplánujte v navigácii auta, batéria sa tak pred nabíjaním zohreje.',
      ],
    },
  },
  service: {
    sv: {
      heading: 'Så går besöket till',
      paragraphs: [
        'Boka tid på webben och välj om du vill vänta hos oss eller låna en ersättningsbil. Vi följer tillverkarens serviceprogram, så garantin gäller och servicen förs in i bilens digitala servicebok.',
        'Hittar teknikern något mer som behöver åtgärdas ringer vi dig innan vi gör något. Du betalar aldrig för arbete du inte har godkänt.',
      ],
    },
    nb: {
      heading: 'Slik foregår besøket',
      paragraphs: [
        'Bestill time på nett og velg om du vil vente hos oss eller låne en erstatningsbil. Vi følger produsentens serviceprogram, så garantien gjelder og servicen føres inn i bilens digitale servicehefte.',
        'Finner teknikeren noe mer som må utbedres, ringer vi deg før vi gjør noe. Du betaler aldri for arbeid du ikke har godkjent.',
      ],
    },
    en: {
      heading: 'How the visit works',
      paragraphs: [
        'Book online and choose whether to wait with us or borrow a courtesy car. We follow the manufacturer’s service schedule, so the warranty stays valid and the service is entered in the car’s digital service record.',
        'If the technician finds anything else that needs attention, we call you before doing any work. You never pay for work you have not approved.',
      ],
    },
    fi: {
      heading: 'Näin käynti etenee',
      paragraphs: [
        'Varaa aika verkossa ja valitse, odotatko meillä vai lainaatko sijaisauton. Noudatamme valmistajan huolto-ohjelmaa, joten takuu pysyy voimassa ja huolto kirjataan auton sähköiseen huoltokirjaan.',
        'Jos mekaanikko löytää muuta korjattavaa, soitamme sinulle ennen kuin teemme mitään. Et koskaan maksa työstä, jota et ole hyväksynyt.',
      ],
    },
    sk: {
      heading: 'Ako prebieha návšteva',
      paragraphs: [
        'Termín si rezervujte online a vyberte si, či počkáte u nás alebo si požičiate náhradné auto. Dodržiavame servisný plán výrobcu, takže záruka platí a servis sa zapíše do digitálnej servisnej knižky auta.',
        'Ak technik nájde niečo ďalšie na opravu, zavoláme vám skôr, než čokoľvek urobíme. Nikdy neplatíte za prácu, ktorú ste neschválili.',
      ],
    },
  },
  luggage: {
    sv: {
      heading: 'Packa smart',
      paragraphs: [
        'Tunga saker packas längst in och lågt, nära baksätets ryggstöd. Ett lastnät eller en lastkorg håller ordning, och en takbox tar skrymmande men lätt packning som skidor och sovsäckar.',
        'Kontrollera bilens maxlast och tillåtna taklast i instruktionsboken, och höj däcktrycket enligt tabellen i dörrstolpen när bilen är fullastad.',
      ],
    },
    nb: {
      heading: 'Pakk smart',
      paragraphs: [
        'Tunge ting pakkes innerst og lavt, nær baksetets ryggstø. Et lastenett holder orden, og en takboks tar plasskrevende men lett bagasje som ski og soveposer.',
        'Sjekk bilens maksimale last og tillatt taklast i instruksjonsboken, og øk dekktrykket etter tabellen i dørstolpen når bilen er fullastet.',
      ],
    },
    en: {
      heading: 'Pack smart',
      paragraphs: [
        'Heavy items go in first and low, against the rear seat backs. A cargo net keeps things in place, and a roof box takes bulky but light luggage such as skis and sleeping bags.',
        'Check the car’s maximum load and roof load in the owner’s manual, and raise the tyre pressures to the figures on the door pillar when the car is fully loaded.',
      ],
    },
    fi: {
      heading: 'Pakkaa fiksusti',
      paragraphs: [
        'Raskaat tavarat pakataan ensimmäisinä ja alas, takaistuimen selkänojaa vasten. Kuormaverkko pitää tavarat paikallaan, ja kattoboksiin mahtuvat tilaa vievät mutta kevyet tavarat kuten sukset ja makuupussit.',
        'Tarkista auton suurin kuorma ja sallittu kattokuorma käyttöohjekirjasta ja nosta rengaspaineet ovipilarin taulukon mukaisiksi, kun auto on täyteen lastattu.',
      ],
    },
    sk: {
      heading: 'Balíme s rozumom',
      paragraphs: [
        'Ťažké veci patria dnu a nízko, k operadlám zadných sedadiel. Sieť v batožinovom priestore drží poriadok a strešný box pojme objemnú, no ľahkú batožinu ako lyže a spacáky.',
        'V návode na obsluhu si overte najväčšie povolené zaťaženie auta a strechy a pri plne naloženom aute zvýšte tlak v pneumatikách podľa tabuľky na stĺpiku dverí.',
      ],
    },
  },
  business: {
    sv: {
      heading: 'För företag',
      paragraphs: [
        'Vi hjälper företag med allt från en enstaka tjänstebil till hela vagnparker: rådgivning om förmånsvärde, företagsleasing med service inkluderad och en kontaktperson som känner era bilar.',
        'Kontakta vår företagsavdelning, så tar vi fram ett förslag utifrån hur era bilar används och vad ni vill att de ska kosta per månad.',
      ],
    },
    nb: {
      heading: 'For bedrifter',
      paragraphs: [
        'Vi hjelper bedrifter med alt fra en enkelt firmabil til hele bilparker: råd om fordelsbeskatning, bedriftsleasing med service inkludert og en kontaktperson som kjenner bilene deres.',
        'Kontakt bedriftsavdelingen vår, så lager vi et forslag ut fra hvordan bilene brukes og hva de skal koste per måned.',
      ],
    },
    en: {
      heading: 'For businesses',
      paragraphs: [
        'We help businesses with anything from a single company car to whole fleets: advice on benefit-in-kind tax, contract hire with servicing included and one contact who knows your cars.',
        'Contact our business team and we will put together a proposal based on how your cars are used and what you want them to cost each month.',
      ],
    },
    fi: {
      heading: 'Yrityksille',
      paragraphs: [
        'Autamme yrityksiä yksittäisestä työsuhdeautosta kokonaisiin autokantoihin: neuvomme autoedun verotuksessa, tarjoamme yritysleasingin huoltoineen ja yhteyshenkilön, joka tuntee autonne.',
        'Ota yhteyttä yritysmyyntiimme, niin teemme ehdotuksen sen perusteella, miten autojanne käytetään ja mitä ne saavat maksaa kuukaudessa.',
      ],
    },
    sk: {
      heading: 'Pre firmy',
      paragraphs: [
        'Firmám pomáhame od jedného služobného auta po celé vozové parky: poradíme so zdanením, ponúkneme operatívny lízing so servisom a kontaktnú osobu, ktorá pozná vaše autá.',
        'Kontaktujte naše firemné oddelenie a pripravíme vám návrh podľa toho, ako vaše autá jazdia a koľko majú mesačne stáť.',
      ],
    },
  },
}

export const storyBody: Localized<string> = {
  sv: 'Vill du veta mer? Kontakta din närmaste anläggning eller boka en tid direkt på webben – våra säljare och tekniker hjälper dig gärna.',
  nb: 'Vil du vite mer? Kontakt ditt nærmeste anlegg eller bestill time direkte på nett – våre selgere og teknikere hjelper deg gjerne.',
  en: 'Want to know more? Contact your nearest site or book online – our sales staff and technicians are happy to help.',
  fi: 'Haluatko tietää lisää? Ota yhteyttä lähimpään toimipisteeseen tai varaa aika verkossa – myyjämme ja mekaanikkomme auttavat mielellään.',
  sk: 'Chcete vedieť viac? Kontaktujte najbližšiu pobočku alebo si rezervujte termín online – naši predajcovia a technici vám radi pomôžu.',
}

export const storyAuthors = ['Anna Lindqvist', 'Erik Berg', 'Sofia Nieminen', 'Martin Kováč']

/** A slug from a title: lowercase ASCII letters, digits and dashes. */
export function slugify(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/å/g, 'a')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}
