// Demo stories (issue 4): the texts of the stories index, its category pages, tags and stories in
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
