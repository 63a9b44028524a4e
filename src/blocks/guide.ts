/**
 * What the admin tells editors of each block, in the admin's languages (Swedish, Norwegian,
 * Slovak, English: "Admin languages and uploads"): its name, the group it is found under when a
 * block is added, and one line on what it shows ("Blocks for editors" in docs/decisions.md).
 */
import type { Block } from 'payload'
import { withLabels } from '@/cms/admin/labels'

import type { Translated } from '@/cms/admin/translated'

export type { AdminLanguage, Translated } from '@/cms/admin/translated'

export const blockGroups = {
  heroAndMedia: { en: 'Hero and media', sv: 'Hero och media', nb: 'Hero og media', sk: 'Úvod a médiá' },
  text: { en: 'Text', sv: 'Text', nb: 'Tekst', sk: 'Text' },
  cars: { en: 'Cars', sv: 'Bilar', nb: 'Biler', sk: 'Autá' },
  dealers: { en: 'Dealers', sv: 'Anläggningar', nb: 'Forhandlere', sk: 'Predajcovia' },
  forms: { en: 'Forms', sv: 'Formulär', nb: 'Skjemaer', sk: 'Formuláre' },
  service: { en: 'Service', sv: 'Service', nb: 'Service', sk: 'Servis' },
  headerAndFooter: {
    en: 'Header and footer',
    sv: 'Sidhuvud och sidfot',
    nb: 'Topp og bunn',
    sk: 'Hlavička a päta',
  },
} satisfies Record<string, Translated>

export type BlockGuide = { group: keyof typeof blockGroups; label: Translated; about: Translated }

export const blockGuides: Record<string, BlockGuide> = {
  heroBanner: {
    group: 'heroAndMedia',
    label: { en: 'Hero banner', sv: 'Hero-banner', nb: 'Hero-banner', sk: 'Úvodný banner' },
    about: {
      en: 'A large image or video with the page heading and a button; several items become a carousel.',
      sv: 'En stor bild eller video med sidans rubrik och en knapp; flera delar blir ett bildspel.',
      nb: 'Et stort bilde eller en video med sidens overskrift og en knapp; flere deler blir en karusell.',
      sk: 'Veľký obrázok alebo video s nadpisom stránky a tlačidlom; viac položiek vytvorí karusel.',
    },
  },
  sliderBanner: {
    group: 'heroAndMedia',
    label: { en: 'Slider banner', sv: 'Bildspel', nb: 'Bildekarusell', sk: 'Posuvný banner' },
    about: {
      en: 'Images with text that slide one after another.',
      sv: 'Bilder med text som visas en i taget.',
      nb: 'Bilder med tekst som vises ett om gangen.',
      sk: 'Obrázky s textom, ktoré sa striedajú jeden po druhom.',
    },
  },
  embeddedVideo: {
    group: 'heroAndMedia',
    label: { en: 'Video', sv: 'Video', nb: 'Video', sk: 'Video' },
    about: {
      en: 'A YouTube video that loads when the visitor plays it.',
      sv: 'En YouTube-video som laddas när besökaren spelar den.',
      nb: 'En YouTube-video som lastes når besøkende spiller den av.',
      sk: 'Video z YouTube, ktoré sa načíta, keď ho návštevník spustí.',
    },
  },
  imageButtons: {
    group: 'heroAndMedia',
    label: { en: 'Image buttons', sv: 'Bildknappar', nb: 'Bildeknapper', sk: 'Obrázkové tlačidlá' },
    about: {
      en: 'A row of images, each a link with its caption.',
      sv: 'En rad bilder, var och en en länk med bildtext.',
      nb: 'En rad bilder, hver en lenke med bildetekst.',
      sk: 'Rad obrázkov, každý je odkaz s popisom.',
    },
  },
  stageRow: {
    group: 'heroAndMedia',
    label: { en: 'Stage row', sv: 'Scenrad', nb: 'Scenerad', sk: 'Rad s obrázkami' },
    about: {
      en: 'Cards with image, heading and link, side by side.',
      sv: 'Kort med bild, rubrik och länk, sida vid sida.',
      nb: 'Kort med bilde, overskrift og lenke, side om side.',
      sk: 'Karty s obrázkom, nadpisom a odkazom vedľa seba.',
    },
  },
  horizontalStageRow: {
    group: 'heroAndMedia',
    label: {
      en: 'Horizontal stage row',
      sv: 'Liggande scenrad',
      nb: 'Liggende scenerad',
      sk: 'Vodorovný rad s obrázkami',
    },
    about: {
      en: 'Wide cards with the image beside the text, one under another.',
      sv: 'Breda kort med bilden bredvid texten, under varandra.',
      nb: 'Brede kort med bildet ved siden av teksten, under hverandre.',
      sk: 'Široké karty s obrázkom vedľa textu, jedna pod druhou.',
    },
  },
  countdown: {
    group: 'heroAndMedia',
    label: { en: 'Countdown', sv: 'Nedräkning', nb: 'Nedtelling', sk: 'Odpočítavanie' },
    about: {
      en: 'Days, hours and minutes left until a date, for a campaign or an event.',
      sv: 'Dagar, timmar och minuter kvar till ett datum, för en kampanj eller ett evenemang.',
      nb: 'Dager, timer og minutter igjen til en dato, for en kampanje eller et arrangement.',
      sk: 'Dni, hodiny a minúty do dátumu, pre kampaň alebo podujatie.',
    },
  },
  statistic: {
    group: 'heroAndMedia',
    label: { en: 'Key figures', sv: 'Nyckeltal', nb: 'Nøkkeltall', sk: 'Kľúčové čísla' },
    about: {
      en: 'A few large numbers with a short text under each.',
      sv: 'Några stora siffror med en kort text under varje.',
      nb: 'Noen store tall med en kort tekst under hvert.',
      sk: 'Niekoľko veľkých čísel s krátkym textom pod každým.',
    },
  },
  richContent: {
    group: 'text',
    label: { en: 'Text', sv: 'Text', nb: 'Tekst', sk: 'Text' },
    about: {
      en: 'Formatted text with headings, lists, links and images.',
      sv: 'Formaterad text med rubriker, listor, länkar och bilder.',
      nb: 'Formatert tekst med overskrifter, lister, lenker og bilder.',
      sk: 'Formátovaný text s nadpismi, zoznamami, odkazmi a obrázkami.',
    },
  },
  blurb: {
    group: 'text',
    label: { en: 'Blurb', sv: 'Puff', nb: 'Puff', sk: 'Upútavka' },
    about: {
      en: 'A short text with an image and a link, to lead visitors on.',
      sv: 'En kort text med bild och länk som leder besökaren vidare.',
      nb: 'En kort tekst med bilde og lenke som leder besøkende videre.',
      sk: 'Krátky text s obrázkom a odkazom, ktorý návštevníka navedie ďalej.',
    },
  },
  accordion: {
    group: 'text',
    label: { en: 'Accordion', sv: 'Dragspel', nb: 'Trekkspill', sk: 'Rozbaľovací zoznam' },
    about: {
      en: 'Questions or headings that open to show their text.',
      sv: 'Frågor eller rubriker som fälls ut och visar sin text.',
      nb: 'Spørsmål eller overskrifter som åpnes og viser teksten sin.',
      sk: 'Otázky alebo nadpisy, ktoré sa rozbalia a ukážu svoj text.',
    },
  },
  highlightList: {
    group: 'text',
    label: {
      en: 'Highlight list',
      sv: 'Punktlista med ikoner',
      nb: 'Punktliste med ikoner',
      sk: 'Zoznam výhod',
    },
    about: {
      en: 'Short selling points, each with an icon.',
      sv: 'Korta säljargument, vart och ett med en ikon.',
      nb: 'Korte salgsargumenter, hvert med et ikon.',
      sk: 'Krátke výhody, každá s ikonou.',
    },
  },
  legalInfo: {
    group: 'text',
    label: { en: 'Legal text', sv: 'Juridisk text', nb: 'Juridisk tekst', sk: 'Právny text' },
    about: {
      en: 'Small print that the visitor can open to read in full.',
      sv: 'Finstilt text som besökaren kan fälla ut och läsa i sin helhet.',
      nb: 'Liten skrift som besøkende kan åpne og lese i sin helhet.',
      sk: 'Drobné písmo, ktoré si návštevník môže rozbaliť a prečítať celé.',
    },
  },
  spacer: {
    group: 'text',
    label: { en: 'Spacer', sv: 'Mellanrum', nb: 'Mellomrom', sk: 'Medzera' },
    about: {
      en: 'Empty space between two blocks.',
      sv: 'Tomt utrymme mellan två block.',
      nb: 'Tomrom mellom to blokker.',
      sk: 'Prázdne miesto medzi dvoma blokmi.',
    },
  },
  storiesList: {
    group: 'text',
    label: { en: 'Stories list', sv: 'Artikellista', nb: 'Artikkelliste', sk: 'Zoznam článkov' },
    about: {
      en: 'All stories under a page, newest first, with tag filters and “show more”.',
      sv: 'Alla artiklar under en sida, nyast först, med taggfilter och ”visa fler”.',
      nb: 'Alle artikler under en side, nyeste først, med emnefilter og «vis flere».',
      sk: 'Všetky články pod stránkou, najnovšie prvé, s filtrom značiek a „zobraziť viac“.',
    },
  },
  storiesTeaser: {
    group: 'text',
    label: { en: 'Stories teaser', sv: 'Artikelpuffar', nb: 'Artikkelpuffer', sk: 'Upútavky na články' },
    about: {
      en: 'The newest few stories of an index, as cards.',
      sv: 'De senaste artiklarna från en artikelsida, som kort.',
      nb: 'De nyeste artiklene fra en artikkelside, som kort.',
      sk: 'Niekoľko najnovších článkov ako karty.',
    },
  },
  articleNavigation: {
    group: 'text',
    label: {
      en: 'Previous and next story',
      sv: 'Föregående och nästa artikel',
      nb: 'Forrige og neste artikkel',
      sk: 'Predchádzajúci a ďalší článok',
    },
    about: {
      en: 'Links to the story before and after this one.',
      sv: 'Länkar till artikeln före och efter den här.',
      nb: 'Lenker til artikkelen før og etter denne.',
      sk: 'Odkazy na článok pred týmto a po ňom.',
    },
  },
  publishInfo: {
    group: 'text',
    label: { en: 'Publish date', sv: 'Publiceringsdatum', nb: 'Publiseringsdato', sk: 'Dátum zverejnenia' },
    about: {
      en: 'The story’s date and its tags.',
      sv: 'Artikelns datum och taggar.',
      nb: 'Artikkelens dato og emner.',
      sk: 'Dátum článku a jeho značky.',
    },
  },
  carList: {
    group: 'cars',
    label: { en: 'Car list', sv: 'Billista', nb: 'Billiste', sk: 'Zoznam áut' },
    about: {
      en: 'Search results of cars with filters, sorting, compare and “show more”.',
      sv: 'Sökresultat av bilar med filter, sortering, jämförelse och ”visa fler”.',
      nb: 'Søkeresultat av biler med filtre, sortering, sammenligning og «vis flere».',
      sk: 'Výsledky vyhľadávania áut s filtrami, triedením, porovnaním a „zobraziť viac“.',
    },
  },
  carSearchHero: {
    group: 'cars',
    label: {
      en: 'Car search banner',
      sv: 'Bilsökbanner',
      nb: 'Bilsøkbanner',
      sk: 'Banner s vyhľadávaním áut',
    },
    about: {
      en: 'A large image with a car search that leads to the car list.',
      sv: 'En stor bild med bilsök som leder till billistan.',
      nb: 'Et stort bilde med bilsøk som leder til billisten.',
      sk: 'Veľký obrázok s vyhľadávaním áut, ktoré vedie na zoznam áut.',
    },
  },
  carOfTheWeek: {
    group: 'cars',
    label: { en: 'Car of the week', sv: 'Veckans bil', nb: 'Ukens bil', sk: 'Auto týždňa' },
    about: {
      en: 'One car picked by a search, shown large with its price.',
      sv: 'En bil vald av en sökning, visad stort med sitt pris.',
      nb: 'En bil valgt av et søk, vist stort med prisen.',
      sk: 'Jedno auto vybrané vyhľadávaním, zobrazené veľké s cenou.',
    },
  },
  carDetail: {
    group: 'cars',
    label: { en: 'Car page', sv: 'Bilsida', nb: 'Bilside', sk: 'Stránka auta' },
    about: {
      en: 'The page of one car: gallery, price, data, calculators and contact form.',
      sv: 'En bils sida: galleri, pris, fakta, kalkylatorer och kontaktformulär.',
      nb: 'Siden til én bil: galleri, pris, data, kalkulatorer og kontaktskjema.',
      sk: 'Stránka jedného auta: galéria, cena, údaje, kalkulačky a kontaktný formulár.',
    },
  },
  carTeasers: {
    group: 'cars',
    label: { en: 'Car teasers', sv: 'Bilpuffar', nb: 'Bilpuffer', sk: 'Upútavky na autá' },
    about: {
      en: 'A row of car cards, chosen by search or by car.',
      sv: 'En rad bilkort, valda med en sökning eller bil för bil.',
      nb: 'En rad bilkort, valgt med et søk eller bil for bil.',
      sk: 'Rad kariet áut, vybraných vyhľadávaním alebo jednotlivo.',
    },
  },
  carModelCards: {
    group: 'cars',
    label: { en: 'Car model cards', sv: 'Modellkort', nb: 'Modellkort', sk: 'Karty modelov' },
    about: {
      en: 'Cards of car models with image, key facts and a link.',
      sv: 'Kort för bilmodeller med bild, nyckelfakta och länk.',
      nb: 'Kort for bilmodeller med bilde, nøkkelfakta og lenke.',
      sk: 'Karty modelov áut s obrázkom, hlavnými údajmi a odkazom.',
    },
  },
  obligatoryLoanInfo: {
    group: 'cars',
    label: {
      en: 'Loan example (required)',
      sv: 'Låneexempel (obligatoriskt)',
      nb: 'Låneeksempel (påkrevd)',
      sk: 'Príklad úveru (povinný)',
    },
    about: {
      en: 'The loan example the law requires beside prices with a monthly cost.',
      sv: 'Låneexemplet som lagen kräver intill priser med månadskostnad.',
      nb: 'Låneeksemplet loven krever ved priser med månedskostnad.',
      sk: 'Príklad úveru, ktorý zákon vyžaduje pri cenách s mesačnou splátkou.',
    },
  },
  kitCatalogue: {
    group: 'cars',
    label: { en: 'Parts kits', sv: 'Tillbehörspaket', nb: 'Tilbehørspakker', sk: 'Balíky príslušenstva' },
    about: {
      en: 'The catalogue of accessory kits, filtered by car, with a quote request.',
      sv: 'Katalogen över tillbehörspaket, filtrerad på bil, med offertförfrågan.',
      nb: 'Katalogen over tilbehørspakker, filtrert på bil, med tilbudsforespørsel.',
      sk: 'Katalóg balíkov príslušenstva filtrovaný podľa auta, so žiadosťou o ponuku.',
    },
  },
  kitVehicleSelector: {
    group: 'cars',
    label: {
      en: 'Parts-kit car chooser',
      sv: 'Bilväljare för tillbehör',
      nb: 'Bilvelger for tilbehør',
      sk: 'Výber auta pre príslušenstvo',
    },
    about: {
      en: 'Brand, model and year choices that lead to the kits for that car.',
      sv: 'Val av märke, modell och årsmodell som leder till paketen för bilen.',
      nb: 'Valg av merke, modell og årsmodell som leder til pakkene for bilen.',
      sk: 'Výber značky, modelu a roku, ktorý vedie k balíkom pre to auto.',
    },
  },
  facilityList: {
    group: 'dealers',
    label: {
      en: 'Dealer list and map',
      sv: 'Anläggningar och karta',
      nb: 'Forhandlere og kart',
      sk: 'Predajcovia a mapa',
    },
    about: {
      en: 'Every dealer with a map and a list of the same places, filtered by service.',
      sv: 'Alla anläggningar med en karta och en lista över samma platser, filtrerade på tjänst.',
      nb: 'Alle forhandlere med et kart og en liste over de samme stedene, filtrert på tjeneste.',
      sk: 'Všetci predajcovia s mapou a zoznamom tých istých miest, filtrovaní podľa služby.',
    },
  },
  facilityDetail: {
    group: 'dealers',
    label: { en: 'Dealer page', sv: 'Anläggningssida', nb: 'Forhandlerside', sk: 'Stránka predajcu' },
    about: {
      en: 'One dealer’s address, opening hours, departments and staff.',
      sv: 'En anläggnings adress, öppettider, avdelningar och personal.',
      nb: 'En forhandlers adresse, åpningstider, avdelinger og ansatte.',
      sk: 'Adresa, otváracie hodiny, oddelenia a zamestnanci jedného predajcu.',
    },
  },
  siteSelection: {
    group: 'dealers',
    label: { en: 'Dealer chooser', sv: 'Välj anläggning', nb: 'Velg forhandler', sk: 'Výber predajcu' },
    about: {
      en: 'A choice of dealer that leads to that dealer’s page or service.',
      sv: 'Ett val av anläggning som leder till anläggningens sida eller tjänst.',
      nb: 'Et valg av forhandler som leder til forhandlerens side eller tjeneste.',
      sk: 'Výber predajcu, ktorý vedie na jeho stránku alebo službu.',
    },
  },
  siteTeasers: {
    group: 'dealers',
    label: {
      en: 'Dealer teasers',
      sv: 'Anläggningspuffar',
      nb: 'Forhandlerpuffer',
      sk: 'Upútavky na predajcov',
    },
    about: {
      en: 'Cards of a few dealers with address and a link.',
      sv: 'Kort för några anläggningar med adress och länk.',
      nb: 'Kort for noen forhandlere med adresse og lenke.',
      sk: 'Karty niekoľkých predajcov s adresou a odkazom.',
    },
  },
  sellCarForm: {
    group: 'forms',
    label: { en: 'Sell your car', sv: 'Sälj din bil', nb: 'Selg bilen din', sk: 'Predajte svoje auto' },
    about: {
      en: 'The form where a visitor offers their car, looked up by registration number.',
      sv: 'Formuläret där besökaren erbjuder sin bil, uppslagen på registreringsnummer.',
      nb: 'Skjemaet der besøkende tilbyr bilen sin, slått opp på registreringsnummer.',
      sk: 'Formulár, v ktorom návštevník ponúkne svoje auto podľa evidenčného čísla.',
    },
  },
  serviceRequestForm: {
    group: 'forms',
    label: {
      en: 'Service request (Norway)',
      sv: 'Serviceförfrågan (Norge)',
      nb: 'Serviceforespørsel',
      sk: 'Žiadosť o servis (Nórsko)',
    },
    about: {
      en: 'The Norwegian service request form: car, workshop and a preferred day.',
      sv: 'Det norska formuläret för serviceförfrågan: bil, verkstad och önskad dag.',
      nb: 'Skjemaet for serviceforespørsel: bil, verksted og ønsket dag.',
      sk: 'Nórsky formulár žiadosti o servis: auto, dielňa a želaný deň.',
    },
  },
  marketingForm: {
    group: 'forms',
    label: { en: 'Marketing form', sv: 'Marknadsformulär', nb: 'Markedsskjema', sk: 'Marketingový formulár' },
    about: {
      en: 'A newsletter or campaign sign-up, on the page or as a pop-up.',
      sv: 'Anmälan till nyhetsbrev eller kampanj, på sidan eller som popup.',
      nb: 'Påmelding til nyhetsbrev eller kampanje, på siden eller som popup.',
      sk: 'Prihlásenie na odber noviniek alebo do kampane, na stránke alebo vo vyskakovacom okne.',
    },
  },
  formBuilder: {
    group: 'forms',
    label: { en: 'Form', sv: 'Formulär', nb: 'Skjema', sk: 'Formulár' },
    about: {
      en: 'A form built in the CMS (Forms), sent to the address it names.',
      sv: 'Ett formulär byggt i CMS:et (Formulär), skickat till adressen det anger.',
      nb: 'Et skjema bygget i CMS-et (Skjemaer), sendt til adressen det angir.',
      sk: 'Formulár vytvorený v CMS (Formuláre), odoslaný na adresu, ktorú uvádza.',
    },
  },
  serviceBooking: {
    group: 'service',
    label: { en: 'Service booking', sv: 'Boka service', nb: 'Bestill service', sk: 'Objednávka servisu' },
    about: {
      en: 'The workshop booking in steps: car, services, workshop and time, contact.',
      sv: 'Verkstadsbokningen i steg: bil, tjänster, verkstad och tid, kontakt.',
      nb: 'Verkstedbestillingen i trinn: bil, tjenester, verksted og tid, kontakt.',
      sk: 'Objednávka do dielne po krokoch: auto, služby, dielňa a čas, kontakt.',
    },
  },
  mechanicMate: {
    group: 'service',
    label: {
      en: 'Brand service booking',
      sv: 'Märkesservice-bokning',
      nb: 'Merkeservice-bestilling',
      sk: 'Objednávka značkového servisu',
    },
    about: {
      en: 'The booking for one brand’s workshops, with its own look.',
      sv: 'Bokningen för ett märkes verkstäder, med märkets utseende.',
      nb: 'Bestillingen for ett merkes verksteder, med merkets utseende.',
      sk: 'Objednávka do dielní jednej značky v jej vzhľade.',
    },
  },
  tireHotel: {
    group: 'service',
    label: { en: 'Tire hotel', sv: 'Däckhotell', nb: 'Dekkhotell', sk: 'Pneuhotel' },
    about: {
      en: 'Customers of the tire hotel log in with a code, see their tires and book a wheel change.',
      sv: 'Däckhotellets kunder loggar in med en kod, ser sina däck och bokar hjulskifte.',
      nb: 'Dekkhotellets kunder logger inn med en kode, ser dekkene sine og bestiller hjulskift.',
      sk: 'Zákazníci pneuhotela sa prihlásia kódom, vidia svoje pneumatiky a objednajú prezutie.',
    },
  },
  headerNavigation: {
    group: 'headerAndFooter',
    label: { en: 'Menu', sv: 'Meny', nb: 'Meny', sk: 'Menu' },
    about: {
      en: 'The site’s logo and menu at the top of every page, with the message bar.',
      sv: 'Webbplatsens logotyp och meny överst på varje sida, med meddelandefältet.',
      nb: 'Nettstedets logo og meny øverst på hver side, med meldingsfeltet.',
      sk: 'Logo a menu webu navrchu každej stránky, s lištou správ.',
    },
  },
  alertBar: {
    group: 'headerAndFooter',
    label: { en: 'Campaign bar', sv: 'Kampanjfält', nb: 'Kampanjefelt', sk: 'Lišta kampane' },
    about: {
      en: 'A coloured bar with a short message and a link, at the top of the page.',
      sv: 'Ett färgat fält med ett kort meddelande och en länk, överst på sidan.',
      nb: 'Et farget felt med en kort melding og en lenke, øverst på siden.',
      sk: 'Farebná lišta s krátkou správou a odkazom navrchu stránky.',
    },
  },
  footer: {
    group: 'headerAndFooter',
    label: { en: 'Footer', sv: 'Sidfot', nb: 'Bunntekst', sk: 'Päta' },
    about: {
      en: 'Link columns, contact details and the legal line at the bottom of every page.',
      sv: 'Länkkolumner, kontaktuppgifter och juridisk rad längst ned på varje sida.',
      nb: 'Lenkekolonner, kontaktinformasjon og juridisk linje nederst på hver side.',
      sk: 'Stĺpce odkazov, kontakty a právny riadok naspodku každej stránky.',
    },
  },
  socialMedia: {
    group: 'headerAndFooter',
    label: { en: 'Social media links', sv: 'Sociala medier', nb: 'Sosiale medier', sk: 'Sociálne siete' },
    about: {
      en: 'Icons linking to the site’s social media accounts.',
      sv: 'Ikoner som länkar till webbplatsens konton i sociala medier.',
      nb: 'Ikoner som lenker til nettstedets kontoer i sosiale medier.',
      sk: 'Ikony s odkazmi na účty webu na sociálnych sieťach.',
    },
  },
}

/** Where a block's thumbnail is served from (public/block-thumbnails). */
export const blockThumbnail = (slug: string) => `/block-thumbnails/${slug}.jpg`

/**
 * A block as editors meet it: named in their language, in its group, with a photograph of its
 * look, and its line on what it shows above its fields (`BlockAbout`).
 */
export function guidedBlock(block: Block): Block {
  const guide = blockGuides[block.slug]
  if (!guide) throw new Error(`the block ${block.slug} has no guide in src/blocks/guide.ts`)
  return {
    ...block,
    labels: { singular: guide.label, plural: guide.label },
    admin: {
      ...block.admin,
      group: blockGroups[guide.group],
      // A photograph of a demo instance (npm run admin:thumbnails); the name beside it says what it is.
      images: { thumbnail: { url: blockThumbnail(block.slug), alt: '' } },
    },
    fields: [
      {
        name: 'about',
        type: 'ui',
        admin: {
          components: {
            Field: { path: '@/cms/admin/BlockAbout#BlockAbout', clientProps: { about: guide.about } },
          },
        },
      },
      ...withLabels(block.fields),
    ],
  }
}
