/**
 * Our own field labels in the admin's languages ("Admin languages and uploads"): a field named here
 * is labelled in Swedish, Norwegian, Slovak or English, whichever the editor's admin speaks, in
 * every collection and block it appears in. A field not named here keeps the label Payload makes
 * of its name, in English.
 */
import type { CollectionConfig, Field, Tab } from 'payload'
import { t, type Translated } from './translated'

export const fieldLabels: Record<string, Translated> = {
  // A page's own settings.
  title: t('Title', 'Titel', 'Tittel', 'Názov'),
  site: t('Site', 'Webbplats', 'Nettsted', 'Web'),
  parent: t('Parent page', 'Överordnad sida', 'Overordnet side', 'Nadradená stránka'),
  slug: t('Address part', 'Adressdel', 'Adressedel', 'Časť adresy'),
  path: t('Address', 'Adress', 'Adresse', 'Adresa'),
  pageType: t('Page type', 'Sidtyp', 'Sidetype', 'Typ stránky'),
  isWildcard: t(
    'Answers the addresses below it',
    'Svarar på adresserna under sig',
    'Svarer på adressene under seg',
    'Odpovedá na adresy pod ňou',
  ),
  sortOrder: t('Order in the menu', 'Ordning i menyn', 'Rekkefølge i menyen', 'Poradie v menu'),
  header: t('Header', 'Sidhuvud', 'Topp', 'Hlavička'),
  main: t('Content', 'Innehåll', 'Innhold', 'Obsah'),
  footer: t('Footer', 'Sidfot', 'Bunn', 'Päta'),
  metaTitle: t(
    'Title in search results',
    'Titel i sökresultat',
    'Tittel i søkeresultater',
    'Názov vo výsledkoch vyhľadávania',
  ),
  metaDescription: t(
    'Description in search results',
    'Beskrivning i sökresultat',
    'Beskrivelse i søkeresultater',
    'Popis vo výsledkoch vyhľadávania',
  ),
  ogDescription: t(
    'Description when shared',
    'Beskrivning vid delning',
    'Beskrivelse ved deling',
    'Popis pri zdieľaní',
  ),
  ogImage: t('Image when shared', 'Bild vid delning', 'Bilde ved deling', 'Obrázok pri zdieľaní'),
  canonicalURL: t('Canonical address', 'Kanonisk adress', 'Kanonisk adresse', 'Kanonická adresa'),
  gtmID: t(
    'Google Tag Manager container',
    'Google Tag Manager-behållare',
    'Google Tag Manager-beholder',
    'Kontajner Google Tag Manager',
  ),
  brandDesign: t('Brand design', 'Märkesdesign', 'Merkedesign', 'Dizajn značky'),
  navTitle: t('Name in the menu', 'Namn i menyn', 'Navn i menyen', 'Názov v menu'),
  hideInNavigation: t('Hide in the menu', 'Dölj i menyn', 'Skjul i menyen', 'Skryť v menu'),
  isNavigableInMenuWhenItHasChildren: t(
    'Clickable in the menu when it has subpages',
    'Klickbar i menyn när den har undersidor',
    'Klikkbar i menyen når den har undersider',
    'Klikateľná v menu, keď má podstránky',
  ),
  externalLink: t('Link elsewhere', 'Länk till annan adress', 'Lenke til annen adresse', 'Odkaz inam'),
  navImage: t('Image in the menu', 'Bild i menyn', 'Bilde i menyen', 'Obrázok v menu'),
  date: t('Date', 'Datum', 'Dato', 'Dátum'),
  author: t('Author', 'Författare', 'Forfatter', 'Autor'),
  tags: t('Tags', 'Taggar', 'Emner', 'Značky'),
  // When a record's customer data was anonymised ("Retention").
  anonymisedAt: t('Anonymised', 'Anonymiserad', 'Anonymisert', 'Anonymizované'),
  // Fields many blocks share.
  text: t('Text', 'Text', 'Tekst', 'Text'),
  heading: t('Heading', 'Rubrik', 'Overskrift', 'Nadpis'),
  intro: t('Introduction', 'Ingress', 'Ingress', 'Úvod'),
  image: t('Image', 'Bild', 'Bilde', 'Obrázok'),
  imagePhone: t('Image (phone)', 'Bild (mobil)', 'Bilde (mobil)', 'Obrázok (mobil)'),
  videoDesktop: t('Video', 'Video', 'Video', 'Video'),
  videoPhone: t('Video (phone)', 'Video (mobil)', 'Video (mobil)', 'Video (mobil)'),
  link: t('Link', 'Länk', 'Lenke', 'Odkaz'),
  href: t('Address', 'Adress', 'Adresse', 'Adresa'),
  newTab: t('Open in a new tab', 'Öppna i ny flik', 'Åpne i ny fane', 'Otvoriť na novej karte'),
  buttonType: t('Button style', 'Knappstil', 'Knappestil', 'Štýl tlačidla'),
  titleTag: t('Heading level', 'Rubriknivå', 'Overskriftsnivå', 'Úroveň nadpisu'),
  hasMarginTop: t('Space above', 'Mellanrum ovanför', 'Mellomrom over', 'Medzera nad'),
  hasMarginBottom: t('Space below', 'Mellanrum nedanför', 'Mellomrom under', 'Medzera pod'),
  backgroundColor: t('Background colour', 'Bakgrundsfärg', 'Bakgrunnsfarge', 'Farba pozadia'),
  textColor: t('Text colour', 'Textfärg', 'Tekstfarge', 'Farba textu'),
  items: t('Items', 'Delar', 'Deler', 'Položky'),
  variant: t('Variant', 'Variant', 'Variant', 'Variant'),
  name: t('Name', 'Namn', 'Navn', 'Názov'),
  label: t('Text', 'Text', 'Tekst', 'Text'),
  url: t('Address', 'Adress', 'Adresse', 'Adresa'),
  value: t('Value', 'Värde', 'Verdi', 'Hodnota'),
  description: t('Description', 'Beskrivning', 'Beskrivelse', 'Popis'),
  // The other fields of blocks.
  content: t('Text', 'Text', 'Tekst', 'Text'),
  richText: t('Text', 'Text', 'Tekst', 'Text'),
  centerText: t('Centred text', 'Centrerad text', 'Sentrert tekst', 'Text na stred'),
  height: t('Height', 'Höjd', 'Høyde', 'Výška'),
  storiesIndexPage: t(
    'Stories of the page',
    'Artiklar under sidan',
    'Artikler under siden',
    'Články pod stránkou',
  ),
  layout: t('Layout', 'Layout', 'Oppsett', 'Rozloženie'),
  showDates: t('Show dates', 'Visa datum', 'Vis datoer', 'Zobraziť dátumy'),
  highlightLatestStory: t(
    'Highlight the latest story',
    'Framhäv den senaste artikeln',
    'Fremhev den nyeste artikkelen',
    'Zvýrazniť najnovší článok',
  ),
  logo: t('Logo', 'Logotyp', 'Logo', 'Logo'),
  logoWidth: t('Logo width', 'Logotypens bredd', 'Logoens bredde', 'Šírka loga'),
  logoHeight: t('Logo height', 'Logotypens höjd', 'Logoens høyde', 'Výška loga'),
  isSticky: t(
    'Sticky (transparent over the home page until scrolled)',
    'Fast (genomskinlig över startsidan tills man skrollar)',
    'Fast (gjennomsiktig over forsiden til man ruller)',
    'Pevné (priehľadné nad domovskou stránkou, kým sa neposunie)',
  ),
  slimNav: t('Slim', 'Smal', 'Smal', 'Úzke'),
  hasDarkTheme: t('Dark theme', 'Mörkt tema', 'Mørkt tema', 'Tmavý motív'),
  showSeparator: t('Separator line', 'Avdelare', 'Skillelinje', 'Oddeľovacia čiara'),
  extraNavigationItems: t('Extra menu items', 'Extra menyval', 'Ekstra menypunkter', 'Ďalšie položky menu'),
  hasMessage: t('Show the message', 'Visa meddelandet', 'Vis meldingen', 'Zobraziť správu'),
  messageTitle: t('Message heading', 'Meddelandets rubrik', 'Meldingens overskrift', 'Nadpis správy'),
  messageType: t('Message type', 'Meddelandetyp', 'Meldingstype', 'Typ správy'),
  messageIcon: t('Message icon', 'Meddelandets ikon', 'Meldingens ikon', 'Ikona správy'),
  messageText: t('Message text', 'Meddelandets text', 'Meldingens tekst', 'Text správy'),
  messageLinkLabel: t(
    'Message link text',
    'Meddelandets länktext',
    'Meldingens lenketekst',
    'Text odkazu správy',
  ),
  messageLinkHref: t(
    'Message link address',
    'Meddelandets länkadress',
    'Meldingens lenkeadresse',
    'Adresa odkazu správy',
  ),
  messageIsBelowNavigation: t('Below the menu', 'Under menyn', 'Under menyen', 'Pod menu'),
  showBrands: t('Show the brands', 'Visa märkena', 'Vis merkene', 'Zobraziť značky'),
  brandsHeading: t('Brands heading', 'Rubrik för märken', 'Overskrift for merker', 'Nadpis značiek'),
  brands: t('Brands', 'Märken', 'Merker', 'Značky'),
  logoBlackAndWhite: t(
    'Logo in black and white',
    'Logotyp i svartvitt',
    'Logo i svart-hvitt',
    'Čiernobiele logo',
  ),
  columns: t('Columns', 'Kolumner', 'Kolonner', 'Stĺpce'),
  columnItems: t('Links', 'Länkar', 'Lenker', 'Odkazy'),
  highlightedLink: t('Highlighted link', 'Framhävd länk', 'Fremhevet lenke', 'Zvýraznený odkaz'),
  socialLinks: t(
    'Social media links',
    'Länkar till sociala medier',
    'Lenker til sosiale medier',
    'Odkazy na sociálne siete',
  ),
  infoField1: t('Info field 1', 'Infofält 1', 'Infofelt 1', 'Informačné pole 1'),
  infoField2: t('Info field 2', 'Infofält 2', 'Infofelt 2', 'Informačné pole 2'),
  infoFieldOneChildFullWidth: t(
    'A single info field spans the full width',
    'Ett ensamt infofält tar hela bredden',
    'Et enkelt infofelt tar hele bredden',
    'Jediné informačné pole zaberie celú šírku',
  ),
  channels: t('Channels', 'Kanaler', 'Kanaler', 'Kanály'),
  showShare: t('Share menu', 'Dela-meny', 'Del-meny', 'Ponuka zdieľania'),
  contentPlacement: t('Text placement', 'Textens placering', 'Tekstens plassering', 'Umiestnenie textu'),
  fullHeight: t('Full height', 'Full höjd', 'Full høyde', 'Plná výška'),
  centerContent: t('Centre content', 'Centrera innehållet', 'Sentrer innholdet', 'Obsah na stred'),
  hasSearchBar: t('Search bar', 'Sökfält', 'Søkefelt', 'Vyhľadávacie pole'),
  searchUrl: t('Search goes to', 'Sökningen går till', 'Søket går til', 'Vyhľadávanie vedie na'),
  searchBarPlaceholderText: t('Placeholder', 'Platshållartext', 'Plassholdertekst', 'Zástupný text'),
  searchBarPlaceholderTextDesktop: t(
    'Placeholder (desktop)',
    'Platshållartext (dator)',
    'Plassholdertekst (datamaskin)',
    'Zástupný text (počítač)',
  ),
  slides: t('Slides', 'Bilder', 'Lysbilder', 'Snímky'),
  textShadow: t('Text shadow', 'Textskugga', 'Tekstskygge', 'Tieň textu'),
  video: t('Video', 'Video', 'Video', 'Video'),
  hasMediaButtons: t(
    'Play and mute buttons',
    'Knappar för uppspelning och ljud',
    'Knapper for avspilling og lyd',
    'Tlačidlá prehrávania a zvuku',
  ),
  contentPlacementXAxis: t(
    'Text placement across',
    'Textens placering i sidled',
    'Tekstens plassering sideveis',
    'Vodorovné umiestnenie textu',
  ),
  contentPlacementYAxis: t(
    'Text placement down',
    'Textens placering i höjdled',
    'Tekstens plassering i høyden',
    'Zvislé umiestnenie textu',
  ),
  imageDesktop: t('Image', 'Bild', 'Bilde', 'Obrázok'),
  youtubeId: t('YouTube id', 'YouTube-id', 'YouTube-id', 'YouTube id'),
  youtubeVideoId: t('YouTube video id', 'YouTube-videons id', 'YouTube-videoens id', 'Id videa YouTube'),
  hasControlBar: t('Video buttons', 'Videoknappar', 'Videoknapper', 'Tlačidlá videa'),
  reverse: t('Media on the right', 'Media till höger', 'Media til høyre', 'Médiá vpravo'),
  useTextAnimations: t('Animate text', 'Animera text', 'Animer tekst', 'Animovať text'),
  useMediaAnimations: t('Animate media', 'Animera media', 'Animer media', 'Animovať médiá'),
  cards: t('Cards', 'Kort', 'Kort', 'Karty'),
  isCampaign: t('Campaign', 'Kampanj', 'Kampanje', 'Kampaň'),
  campaign: t('Campaign label', 'Kampanjetikett', 'Kampanjeetikett', 'Štítok kampane'),
  specs: t('Key facts', 'Nyckelfakta', 'Nøkkelfakta', 'Hlavné údaje'),
  backgroundVariant: t('Background', 'Bakgrund', 'Bakgrunn', 'Pozadie'),
  isCentered: t(
    'Centre the last row',
    'Centrera sista raden',
    'Sentrer siste rad',
    'Posledný riadok na stred',
  ),
  useFourColumns: t(
    'Four columns on large screens',
    'Fyra kolumner på stora skärmar',
    'Fire kolonner på store skjermer',
    'Štyri stĺpce na veľkých obrazovkách',
  ),
  cardVariant: t('Card style', 'Kortstil', 'Kortstil', 'Štýl karty'),
  preTitle: t(
    'Text above the heading',
    'Text ovanför rubriken',
    'Tekst over overskriften',
    'Text nad nadpisom',
  ),
  subTitle: t('Subheading', 'Underrubrik', 'Undertittel', 'Podnadpis'),
  hasMargin: t(
    'Space above and below',
    'Mellanrum ovanför och nedanför',
    'Mellomrom over og under',
    'Medzera nad a pod',
  ),
  showMoreLabel: t('“Show more” text', 'Text för ”Visa mer”', 'Tekst for «Vis mer»', 'Text „Zobraziť viac“'),
  showLessLabel: t(
    '“Show less” text',
    'Text för ”Visa mindre”',
    'Tekst for «Vis mindre»',
    'Text „Zobraziť menej“',
  ),
  targetDate: t('Counts down to', 'Räknar ned till', 'Teller ned til', 'Odpočítava do'),
  showSimilarCars: t(
    'Show similar cars',
    'Visa liknande bilar',
    'Vis lignende biler',
    'Zobraziť podobné autá',
  ),
  siteListPath: t(
    'Address of the dealer list',
    'Adress till anläggningslistan',
    'Adresse til forhandlerlisten',
    'Adresa zoznamu predajcov',
  ),
  facets: t('Filters', 'Filter', 'Filtre', 'Filtre'),
  showMap: t(
    'Show the map of the listed sites',
    'Visa kartan över anläggningarna',
    'Vis kartet over forhandlerne',
    'Zobraziť mapu predajcov',
  ),
  damageInspectionUrl: t(
    'Damage inspection address',
    'Adress till skadebesiktning',
    'Adresse til skadetakst',
    'Adresa obhliadky poškodenia',
  ),
  contactEmail: t('Contact e-mail', 'Kontaktadress (e-post)', 'Kontakt-e-post', 'Kontaktný e-mail'),
  premiumBrands: t('Premium brands', 'Premiummärken', 'Premiummerker', 'Prémiové značky'),
  sportsCarBrand: t('Sports car brand', 'Sportbilsmärke', 'Sportsbilmerke', 'Značka športových áut'),
  commercialBrand: t(
    'Commercial vehicle brand',
    'Transportbilsmärke',
    'Varebilmerke',
    'Značka úžitkových vozidiel',
  ),
  bookServicePath: t(
    'Address of the service booking',
    'Adress till servicebokningen',
    'Adresse til servicebestillingen',
    'Adresa objednávky servisu',
  ),
  motorcycleDealerId: t(
    'Motorcycle dealer id',
    'Mc-handlarens id',
    'MC-forhandlerens id',
    'Id predajcu motocyklov',
  ),
  form: t('Form', 'Formulär', 'Skjema', 'Formulár'),
  hostedFormId: t(
    'Hosted form id',
    'Id för externt formulär',
    'Id for eksternt skjema',
    'Id externého formulára',
  ),
  display: t('Shown as', 'Visas som', 'Vises som', 'Zobrazenie'),
  popupLabel: t(
    'Pop-up button text',
    'Text på popup-knappen',
    'Tekst på popup-knappen',
    'Text tlačidla vyskakovacieho okna',
  ),
  hostedTitle: t('Form heading', 'Formulärets rubrik', 'Skjemaets overskrift', 'Nadpis formulára'),
  cataloguePath: t(
    'Address of the kit catalogue',
    'Adress till tillbehörskatalogen',
    'Adresse til tilbehørskatalogen',
    'Adresa katalógu príslušenstva',
  ),
  // Car teasers.
  predefinedQuery: t(
    'Cars of a search (when none are picked)',
    'Bilar från en sökning (när inga är valda)',
    'Biler fra et søk (når ingen er valgt)',
    'Autá z vyhľadávania (keď nie sú vybrané)',
  ),
  numberOfCars: t('Number of cars', 'Antal bilar', 'Antall biler', 'Počet áut'),
  sort: t('Order', 'Ordning', 'Rekkefølge', 'Poradie'),
  carousel: t('Carousel', 'Karusell', 'Karusell', 'Karusel'),
  button: t('Button', 'Knapp', 'Knapp', 'Tlačidlo'),
}

/**
 * Fields of the collections staff work in besides pages, by collection: their names mean one thing
 * there (a tire's `name`, a service category's `sortOrder`), so they are named per collection and
 * take precedence over the shared names above.
 */
export const collectionFieldLabels: Record<string, Record<string, Translated>> = {
  leads: {
    customerName: t('Customer', 'Kund', 'Kunde', 'Zákazník'),
    kind: t('Kind', 'Typ', 'Type', 'Druh'),
    askedAbout: t('Asked about', 'Gäller', 'Gjelder', 'Týka sa'),
    repeatList: t('Sent again', 'Skickad igen', 'Sendt igjen', 'Odoslané znova'),
    state: t('State', 'Läge', 'Status', 'Stav'),
    lostReason: t('Why it was lost', 'Varför den förlorades', 'Hvorfor den ble tapt', 'Prečo bol stratený'),
    owner: t('Owner', 'Ansvarig', 'Ansvarlig', 'Zodpovedný'),
    assignedAt: t('Given to the owner', 'Tilldelad', 'Tildelt', 'Pridelené'),
    firstResponseAt: t('First response', 'Första svar', 'Første svar', 'Prvá odpoveď'),
    responseMinutes: t(
      'Response time (minutes)',
      'Svarstid (minuter)',
      'Svartid (minutter)',
      'Čas odpovede (minúty)',
    ),
    notes: t('Notes', 'Anteckningar', 'Notater', 'Poznámky'),
    text: t('Note', 'Anteckning', 'Notat', 'Poznámka'),
    at: t('When', 'När', 'Når', 'Kedy'),
    by: t('By', 'Av', 'Av', 'Kto'),
    history: t('History', 'Historik', 'Historikk', 'História'),
    repeatOf: t('Sent before as', 'Skickad tidigare som', 'Sendt tidligere som', 'Odoslané predtým ako'),
    repeats: t(
      'Sent again (times)',
      'Skickad igen (gånger)',
      'Sendt igjen (ganger)',
      'Odoslané znova (krát)',
    ),
    lastRepeatAt: t('Last sent again', 'Senast skickad igen', 'Sist sendt igjen', 'Naposledy odoslané znova'),
    replies: t('Mail with the customer', 'Mejl med kunden', 'E-post med kunden', 'E-maily so zákazníkom'),
    direction: t('Direction', 'Riktning', 'Retning', 'Smer'),
    address: t('Customer’s e-mail', 'Kundens e-post', 'Kundens e-post', 'E-mail zákazníka'),
    subject: t('Subject', 'Ämne', 'Emne', 'Predmet'),
    message: t('Message', 'Meddelande', 'Melding', 'Správa'),
    formName: t('Form', 'Formulär', 'Skjema', 'Formulár'),
    formSubmissionId: t('Submission id', 'Inskickningens id', 'Innsendingens id', 'Id odoslania'),
    site: t('Site', 'Webbplats', 'Nettsted', 'Web'),
    dealer: t('Dealer', 'Anläggning', 'Forhandler', 'Predajca'),
    values: t('What the customer sent', 'Vad kunden skickade', 'Hva kunden sendte', 'Čo zákazník poslal'),
    sourceUrl: t('Sent from page', 'Skickad från sidan', 'Sendt fra siden', 'Odoslané zo stránky'),
    recipientName: t('Recipient', 'Mottagare', 'Mottaker', 'Príjemca'),
    recipientEmail: t('Recipient’s e-mail', 'Mottagarens e-post', 'Mottakerens e-post', 'E-mail príjemcu'),
    notificationStatus: t(
      'E-mail to the dealer',
      'Mejl till anläggningen',
      'E-post til forhandleren',
      'E-mail predajcovi',
    ),
    notificationError: t('E-mail error', 'Fel vid mejl', 'Feil ved e-post', 'Chyba e-mailu'),
    exports: t(
      'Sent to the dealer’s CRM',
      'Skickad till anläggningens CRM',
      'Sendt til forhandlerens CRM',
      'Odoslané do CRM predajcu',
    ),
    method: t('Sent by', 'Skickad med', 'Sendt med', 'Odoslané cez'),
    target: t('To', 'Till', 'Til', 'Komu'),
    outcome: t('Outcome', 'Utfall', 'Utfall', 'Výsledok'),
    error: t('Error', 'Fel', 'Feil', 'Chyba'),
  },
  'lead-exports': {
    dealer: t('Dealer', 'Anläggning', 'Forhandler', 'Predajca'),
    method: t('Sent by', 'Skickas med', 'Sendes med', 'Odosielané cez'),
    enabled: t('Send new leads', 'Skicka nya leads', 'Send nye henvendelser', 'Posielať nových záujemcov'),
    target: t(
      'E-mail address or webhook address',
      'E-postadress eller webhook-adress',
      'E-postadresse eller webhook-adresse',
      'E-mailová adresa alebo adresa webhooku',
    ),
    secret: t(
      'Shared secret for the signature',
      'Delad hemlighet för signaturen',
      'Delt hemmelighet for signaturen',
      'Zdieľané tajomstvo pre podpis',
    ),
  },
  'workshop-bookings': {
    confirmationId: t('Booking number', 'Bokningsnummer', 'Bestillingsnummer', 'Číslo objednávky'),
    departmentId: t('Workshop id', 'Verkstadens id', 'Verkstedets id', 'Id dielne'),
    workshopName: t('Workshop', 'Verkstad', 'Verksted', 'Dielňa'),
    customerName: t('Customer', 'Kund', 'Kunde', 'Zákazník'),
    confirmedAt: t('Confirmed', 'Bekräftad', 'Bekreftet', 'Potvrdené'),
    date: t('Date', 'Datum', 'Dato', 'Dátum'),
    time: t('Time', 'Tid', 'Tid', 'Čas'),
    isFullDay: t('Whole day', 'Hela dagen', 'Hele dagen', 'Celý deň'),
    minutes: t('Minutes of work', 'Minuter arbete', 'Minutter arbeid', 'Minúty práce'),
    status: t('Status', 'Status', 'Status', 'Stav'),
    registrationNumber: t(
      'Registration number',
      'Registreringsnummer',
      'Registreringsnummer',
      'Evidenčné číslo',
    ),
    mileage: t('Mileage', 'Mätarställning', 'Kilometerstand', 'Stav tachometra'),
    customer: t('Contact', 'Kontakt', 'Kontakt', 'Kontakt'),
    services: t('Services', 'Tjänster', 'Tjenester', 'Služby'),
    freeText: t(
      'Message from the customer',
      'Meddelande från kunden',
      'Melding fra kunden',
      'Správa od zákazníka',
    ),
    changes: t('Changes', 'Ändringar', 'Endringer', 'Zmeny'),
    remindedAt: t('Reminder sent', 'Påminnelse skickad', 'Påminnelse sendt', 'Pripomienka odoslaná'),
    at: t('When', 'När', 'Når', 'Kedy'),
    by: t('By', 'Av', 'Av', 'Kto'),
    from: t('From', 'Från', 'Fra', 'Z'),
    to: t('To', 'Till', 'Til', 'Na'),
    reason: t('Reason', 'Orsak', 'Årsak', 'Dôvod'),
  },
  'workshop-capacities': {
    departmentId: t('Workshop id', 'Verkstadens id', 'Verkstedets id', 'Id dielne'),
    workshopName: t('Workshop', 'Verkstad', 'Verksted', 'Dielňa'),
    bays: t('Bays', 'Arbetsplatser', 'Arbeidsplasser', 'Pracovné miesta'),
    slotMinutes: t('Minutes per slot', 'Minuter per tid', 'Minutter per tid', 'Minúty na termín'),
    leadMinutes: t(
      'Earliest booking ahead (minutes)',
      'Tidigast bokning i förväg (minuter)',
      'Tidligste bestilling i forveien (minutter)',
      'Najskoršia objednávka vopred (minúty)',
    ),
    customerChangeHours: t(
      'Customers may change until (hours before)',
      'Kunden kan ändra fram till (timmar före)',
      'Kunden kan endre frem til (timer før)',
      'Zákazník môže zmeniť do (hodín pred)',
    ),
    wheelSeasonOpens: t(
      'Wheel-change season opens',
      'Hjulskiftessäsongen öppnar',
      'Hjulskiftsesongen åpner',
      'Sezóna výmeny kolies začína',
    ),
    horizonMonths: t(
      'Bookable ahead (months)',
      'Bokningsbart i förväg (månader)',
      'Kan bestilles i forveien (måneder)',
      'Objednať vopred (mesiace)',
    ),
    weekHours: t('Opening hours', 'Öppettider', 'Åpningstider', 'Otváracie hodiny'),
    monday: t('Monday', 'Måndag', 'Mandag', 'Pondelok'),
    tuesday: t('Tuesday', 'Tisdag', 'Tirsdag', 'Utorok'),
    wednesday: t('Wednesday', 'Onsdag', 'Onsdag', 'Streda'),
    thursday: t('Thursday', 'Torsdag', 'Torsdag', 'Štvrtok'),
    friday: t('Friday', 'Fredag', 'Fredag', 'Piatok'),
    saturday: t('Saturday', 'Lördag', 'Lørdag', 'Sobota'),
    sunday: t('Sunday', 'Söndag', 'Søndag', 'Nedeľa'),
    closedDays: t(
      'Closed days and other hours',
      'Stängda dagar och andra tider',
      'Stengte dager og andre tider',
      'Zatvorené dni a iné hodiny',
    ),
    date: t('Date', 'Datum', 'Dato', 'Dátum'),
    hours: t('Hours', 'Tider', 'Tider', 'Hodiny'),
    note: t('Note', 'Anteckning', 'Merknad', 'Poznámka'),
    generalService: t('Brands it services', 'Märken den servar', 'Merker det betjener', 'Servisované značky'),
    generalServiceBrands: t('Other brands', 'Andra märken', 'Andre merker', 'Ďalšie značky'),
  },
  'tire-hotel-agreements': {
    agreementNumber: t('Agreement number', 'Avtalsnummer', 'Avtalenummer', 'Číslo zmluvy'),
    seasonRemindedFor: t(
      'Told of the season opening',
      'Påmind om säsongen',
      'Påminnet om sesongen',
      'Upozornený na sezónu',
    ),
    station: t('Station', 'Station', 'Stasjon', 'Stanica'),
    customerName: t('Customer', 'Kund', 'Kunde', 'Zákazník'),
    phone: t('Mobile number', 'Mobilnummer', 'Mobilnummer', 'Mobilné číslo'),
    email: t('E-mail', 'E-post', 'E-post', 'E-mail'),
    vehicles: t('Cars', 'Bilar', 'Biler', 'Autá'),
    regNo: t('Registration number', 'Registreringsnummer', 'Registreringsnummer', 'Evidenčné číslo'),
    name: t('Name', 'Namn', 'Navn', 'Názov'),
    brand: t('Brand', 'Märke', 'Merke', 'Značka'),
    model: t('Model', 'Modell', 'Modell', 'Model'),
    brandCode: t('Brand code', 'Märkeskod', 'Merkekode', 'Kód značky'),
    productId: t('Product id', 'Produkt-id', 'Produkt-id', 'Id produktu'),
    packageLevel: t('Storage package', 'Förvaringspaket', 'Lagringspakke', 'Balík uskladnenia'),
    tires: t('Tires', 'Däck', 'Dekk', 'Pneumatiky'),
    equipmentPosition: t('Position', 'Position', 'Posisjon', 'Pozícia'),
    rimDiameter: t('Rim diameter', 'Fälgdiameter', 'Felgdiameter', 'Priemer ráfika'),
    sectionWidth: t('Width', 'Bredd', 'Bredde', 'Šírka'),
    aspectRatio: t('Profile', 'Profil', 'Profil', 'Profil'),
    threadPattern: t('Tread pattern', 'Mönster', 'Mønster', 'Dezén'),
    threadDepth: t('Tread depth', 'Mönsterdjup', 'Mønsterdybde', 'Hĺbka dezénu'),
    threadStatusId: t(
      'Tread condition code',
      'Kod för mönstrets skick',
      'Kode for mønsterets tilstand',
      'Kód stavu dezénu',
    ),
    threadStatusMessage: t('Tread condition', 'Mönstrets skick', 'Mønsterets tilstand', 'Stav dezénu'),
  },
  users: {
    name: t('Name', 'Namn', 'Navn', 'Meno'),
    role: t('Role', 'Roll', 'Rolle', 'Rola'),
    sites: t('Sites', 'Webbplatser', 'Nettsteder', 'Weby'),
    dealers: t('Dealers', 'Anläggningar', 'Forhandlere', 'Predajcovia'),
  },
  sites: {
    name: t('Name', 'Namn', 'Navn', 'Názov'),
    displayName: t(
      'Name shown to visitors',
      'Namn som besökare ser',
      'Navn besøkende ser',
      'Názov pre návštevníkov',
    ),
    url: t('Address', 'Adress', 'Adresse', 'Adresa'),
    hostnames: t('Host names', 'Värdnamn', 'Vertsnavn', 'Názvy hostiteľov'),
    hostname: t('Host name', 'Värdnamn', 'Vertsnavn', 'Názov hostiteľa'),
    isDefault: t('Main host name', 'Huvudvärdnamn', 'Hovedvertsnavn', 'Hlavný názov hostiteľa'),
    market: t('Market', 'Marknad', 'Marked', 'Trh'),
    fontPair: t('Fonts', 'Typsnitt', 'Skrifttyper', 'Písma'),
    theme: t('Theme', 'Tema', 'Tema', 'Motív'),
    languages: t('Languages', 'Språk', 'Språk', 'Jazyky'),
    language: t('Language', 'Språk', 'Språk', 'Jazyk'),
    titleTemplate: t(
      'Page title pattern',
      'Mönster för sidtitel',
      'Mønster for sidetittel',
      'Vzor názvu stránky',
    ),
    leadsEmail: t(
      'E-mail for leads',
      'E-post för intresseanmälningar',
      'E-post for henvendelser',
      'E-mail pre záujemcov',
    ),
    favicon: t('Browser icon', 'Webbläsarikon', 'Nettleserikon', 'Ikona prehliadača'),
    pathToCarList: t(
      'Address of the car list',
      'Adress till billistan',
      'Adresse til billisten',
      'Adresa zoznamu áut',
    ),
    pathToCarDetail: t(
      'Address of a car page',
      'Adress till en bilsida',
      'Adresse til en bilside',
      'Adresa stránky auta',
    ),
    pathToSiteDetail: t(
      'Address of a dealer page',
      'Adress till en anläggningssida',
      'Adresse til en forhandlerside',
      'Adresa stránky predajcu',
    ),
    catalog: t('Catalog', 'Katalog', 'Katalog', 'Katalóg'),
    vehicleIndex: t('Car index', 'Bilindex', 'Bilindeks', 'Index áut'),
    siteIndex: t('Dealer index', 'Anläggningsindex', 'Forhandlerindeks', 'Index predajcov'),
    kitIndex: t('Kit index', 'Tillbehörsindex', 'Tilbehørsindeks', 'Index príslušenstva'),
    kitVehicleIndex: t(
      'Kit car index',
      'Tillbehörens bilindex',
      'Tilbehørets bilindeks',
      'Index áut príslušenstva',
    ),
    facetMap: t('Filters of the car list', 'Billistans filter', 'Billistens filtre', 'Filtre zoznamu áut'),
    sortOptions: t(
      'Orders of the car list',
      'Billistans sorteringar',
      'Billistens sorteringer',
      'Zoradenia zoznamu áut',
    ),
  },
  redirects: {
    conflictWarning: t('Conflict', 'Konflikt', 'Konflikt', 'Konflikt'),
    destinationWarning: t('Destination', 'Mål', 'Mål', 'Cieľ'),
    source: t('From address', 'Från adress', 'Fra adresse', 'Z adresy'),
    destination: t('To address', 'Till adress', 'Til adresse', 'Na adresu'),
    permanent: t('Permanent', 'Permanent', 'Permanent', 'Trvalé'),
    has: t('Only when', 'Endast när', 'Bare når', 'Len keď'),
    type: t('Condition', 'Villkor', 'Betingelse', 'Podmienka'),
    key: t('Name', 'Namn', 'Navn', 'Názov'),
    value: t('Value', 'Värde', 'Verdi', 'Hodnota'),
  },
  media: {
    alt: t(
      'Description for screen readers',
      'Beskrivning för skärmläsare',
      'Beskrivelse for skjermlesere',
      'Popis pre čítačky obrazovky',
    ),
  },
  dictionary: {
    key: t('Key', 'Nyckel', 'Nøkkel', 'Kľúč'),
    value: t('Text', 'Text', 'Tekst', 'Text'),
  },
  'story-tags': {
    key: t('Key', 'Nyckel', 'Nøkkel', 'Kľúč'),
    value: t('Name', 'Namn', 'Navn', 'Názov'),
  },
}

/** The options of select fields, by field name then value, where editors pick or read them. */
export const optionLabels: Record<string, Record<string, Translated>> = {
  method: {
    email: t('E-mail', 'E-post', 'E-post', 'E-mail'),
    webhook: t('Webhook (HTTP POST)', 'Webhook (HTTP POST)', 'Webhook (HTTP POST)', 'Webhook (HTTP POST)'),
  },
  outcome: {
    delivered: t('Delivered', 'Levererad', 'Levert', 'Doručené'),
    failed: t('Failed', 'Misslyckades', 'Mislyktes', 'Zlyhalo'),
  },
  role: {
    groupAdmin: t('Group admin', 'Koncernadministratör', 'Konsernadministrator', 'Správca skupiny'),
    siteEditor: t('Site editor', 'Webbredaktör', 'Nettredaktør', 'Redaktor webu'),
    dealerStaff: t('Dealer staff', 'Anläggningspersonal', 'Forhandlerpersonale', 'Personál predajcu'),
    workshopReception: t('Workshop reception', 'Verkstadsmottagning', 'Verkstedmottak', 'Príjem dielne'),
  },
  status: {
    booked: t('Booked', 'Bokad', 'Bestilt', 'Objednané'),
    cancelled: t('Cancelled', 'Avbokad', 'Avbestilt', 'Zrušené'),
  },
  by: {
    customer: t('The customer', 'Kunden', 'Kunden', 'Zákazník'),
    staff: t('The workshop', 'Verkstaden', 'Verkstedet', 'Dielňa'),
  },
  state: {
    new: t('New', 'Ny', 'Ny', 'Nový'),
    contacted: t('Contacted', 'Kontaktad', 'Kontaktet', 'Kontaktovaný'),
    offer: t('Offer made', 'Offert lämnad', 'Tilbud gitt', 'Ponuka daná'),
    won: t('Won', 'Vunnen', 'Vunnet', 'Získaný'),
    lost: t('Lost', 'Förlorad', 'Tapt', 'Stratený'),
  },
  kind: {
    carContact: t('Car enquiry', 'Bilförfrågan', 'Bilforespørsel', 'Dopyt na auto'),
    sellCar: t('Sell car', 'Sälja bil', 'Selge bil', 'Predaj auta'),
    serviceRequest: t('Service request', 'Serviceförfrågan', 'Serviceforespørsel', 'Žiadosť o servis'),
    kitQuote: t('Kit quote', 'Tillbehörsoffert', 'Tilbehørstilbud', 'Ponuka príslušenstva'),
    other: t('Other form', 'Annat formulär', 'Annet skjema', 'Iný formulár'),
  },
  direction: {
    out: t('To the customer', 'Till kunden', 'Til kunden', 'Zákazníkovi'),
    in: t('From the customer', 'Från kunden', 'Fra kunden', 'Od zákazníka'),
  },
  notificationStatus: {
    pending: t('Waiting', 'Väntar', 'Venter', 'Čaká'),
    sent: t('Sent', 'Skickat', 'Sendt', 'Odoslané'),
    outbox: t('In the outbox', 'I utkorgen', 'I utboksen', 'V odoslanej pošte'),
    failed: t('Failed', 'Misslyckades', 'Mislyktes', 'Zlyhalo'),
    'no-recipient': t('No recipient', 'Ingen mottagare', 'Ingen mottaker', 'Bez príjemcu'),
    throttled: t(
      'Held back (hourly limit)',
      'Väntar (timgräns)',
      'Holdt tilbake (timegrense)',
      'Zadržané (hodinový limit)',
    ),
  },
}

export const tabLabels: Record<string, Translated> = {
  Header: fieldLabels.header,
  Main: fieldLabels.main,
  Footer: fieldLabels.footer,
  Story: t('Story', 'Artikel', 'Artikkel', 'Článok'),
  Route: t('Search and sharing', 'Sökning och delning', 'Søk og deling', 'Vyhľadávanie a zdieľanie'),
  Navigation: t('Menu', 'Meny', 'Meny', 'Menu'),
}

function labelTab(tab: Tab, own: Record<string, Translated>): Tab {
  const label = typeof tab.label === 'string' ? tabLabels[tab.label] : undefined
  return { ...tab, ...(label ? { label } : {}), fields: withLabels(tab.fields, own) }
}

function labelOptions(field: Field) {
  if (field.type !== 'select' && field.type !== 'radio') return {}
  const labels = optionLabels[field.name]
  if (!labels) return {}
  const options = field.options.map((option) => {
    const value = typeof option === 'string' ? option : option.value
    const label = labels[value]
    return label ? { value, label } : option
  })
  return { options }
}

/**
 * The fields with the labels named above, nested fields included (a block's own fields:
 * guidedBlock); `own` names fields of one collection, ahead of the shared names.
 */
export function withLabels(fields: Field[], own: Record<string, Translated> = {}): Field[] {
  return fields.map((field): Field => {
    if (field.type === 'tabs') return { ...field, tabs: field.tabs.map((tab) => labelTab(tab, own)) }
    const named = 'name' in field && field.type !== 'ui'
    const label = named ? (own[field.name] ?? fieldLabels[field.name]) : undefined
    const nested = 'fields' in field ? { fields: withLabels(field.fields, own) } : {}
    return { ...field, ...(label ? { label } : {}), ...labelOptions(field), ...nested } as Field
  })
}

const collectionLabels: Record<string, { singular: Translated; plural: Translated }> = {
  pages: { singular: t('Page', 'Sida', 'Side', 'Stránka'), plural: t('Pages', 'Sidor', 'Sider', 'Stránky') },
  'story-tags': {
    singular: t('Story tag', 'Artikeltagg', 'Artikkelemne', 'Značka článku'),
    plural: t('Story tags', 'Artikeltaggar', 'Artikkelemner', 'Značky článkov'),
  },
  sites: {
    singular: t('Site', 'Webbplats', 'Nettsted', 'Web'),
    plural: t('Sites', 'Webbplatser', 'Nettsteder', 'Weby'),
  },
  redirects: {
    singular: t('Redirect', 'Omdirigering', 'Videresending', 'Presmerovanie'),
    plural: t('Redirects', 'Omdirigeringar', 'Videresendinger', 'Presmerovania'),
  },
  media: {
    singular: t('Image or file', 'Bild eller fil', 'Bilde eller fil', 'Obrázok alebo súbor'),
    plural: t('Media', 'Media', 'Media', 'Médiá'),
  },
  dictionary: {
    singular: t('Text', 'Text', 'Tekst', 'Text'),
    plural: t('Site texts', 'Webbplatstexter', 'Nettstedstekster', 'Texty webu'),
  },
  users: {
    singular: t('User', 'Användare', 'Bruker', 'Používateľ'),
    plural: t('Users', 'Användare', 'Brukere', 'Používatelia'),
  },
  leads: {
    singular: t('Lead', 'Intresseanmälan', 'Henvendelse', 'Záujemca'),
    plural: t('Leads', 'Intresseanmälningar', 'Henvendelser', 'Záujemcovia'),
  },
  'lead-exports': {
    singular: t(
      'Lead export to the dealer’s CRM',
      'Leadexport till anläggningens CRM',
      'Leadeksport til forhandlerens CRM',
      'Export záujemcov do CRM predajcu',
    ),
    plural: t(
      'Lead exports to dealers’ CRMs',
      'Leadexporter till anläggningarnas CRM',
      'Leadeksporter til forhandlernes CRM',
      'Exporty záujemcov do CRM predajcov',
    ),
  },
  'workshop-bookings': {
    singular: t('Workshop booking', 'Verkstadsbokning', 'Verkstedbestilling', 'Objednávka do dielne'),
    plural: t('Workshop bookings', 'Verkstadsbokningar', 'Verkstedbestillinger', 'Objednávky do dielne'),
  },
  'workshop-capacities': {
    singular: t('Workshop capacity', 'Verkstadskapacitet', 'Verkstedkapasitet', 'Kapacita dielne'),
    plural: t('Workshop capacities', 'Verkstadskapaciteter', 'Verkstedkapasiteter', 'Kapacity dielní'),
  },
  'tire-hotel-agreements': {
    singular: t('Tire hotel agreement', 'Däckhotellsavtal', 'Dekkhotellavtale', 'Zmluva pneuhotela'),
    plural: t('Tire hotel agreements', 'Däckhotellsavtal', 'Dekkhotellavtaler', 'Zmluvy pneuhotela'),
  },
  'tracking-events': {
    singular: t('Tracking event', 'Spårningshändelse', 'Sporingshendelse', 'Sledovaná udalosť'),
    plural: t('Tracking events', 'Spårningshändelser', 'Sporingshendelser', 'Sledované udalosti'),
  },
  'finance-quotes': {
    singular: t('Finance quote', 'Finansieringsoffert', 'Finansieringstilbud', 'Ponuka financovania'),
    plural: t('Finance quotes', 'Finansieringsofferter', 'Finansieringstilbud', 'Ponuky financovania'),
  },
  outbox: {
    singular: t('Sent message', 'Skickat meddelande', 'Sendt melding', 'Odoslaná správa'),
    plural: t(
      'Sent e-mail and texts',
      'Skickade mejl och sms',
      'Sendte e-poster og SMS',
      'Odoslané e-maily a SMS',
    ),
  },
  'workshop-vehicles': {
    singular: t('Workshop car', 'Verkstadsbil', 'Verkstedbil', 'Auto v dielni'),
    plural: t('Workshop cars', 'Verkstadsbilar', 'Verkstedbiler', 'Autá v dielni'),
  },
  'workshop-service-categories': {
    singular: t('Service category', 'Tjänstekategori', 'Tjenestekategori', 'Kategória služieb'),
    plural: t('Service categories', 'Tjänstekategorier', 'Tjenestekategorier', 'Kategórie služieb'),
  },
  'workshop-services': {
    singular: t('Workshop service', 'Verkstadstjänst', 'Verkstedtjeneste', 'Služba dielne'),
    plural: t('Workshop services', 'Verkstadstjänster', 'Verkstedtjenester', 'Služby dielne'),
  },
  'tire-hotel-codes': {
    singular: t('Tire hotel code', 'Däckhotellskod', 'Dekkhotellkode', 'Kód pneuhotela'),
    plural: t('Tire hotel codes', 'Däckhotellskoder', 'Dekkhotellkoder', 'Kódy pneuhotela'),
  },
  'tire-hotel-attempts': {
    singular: t(
      'Tire hotel log-in attempt',
      'Däckhotellsinloggning',
      'Dekkhotellinnlogging',
      'Pokus o prihlásenie do pneuhotela',
    ),
    plural: t(
      'Tire hotel log-in attempts',
      'Däckhotellsinloggningar',
      'Dekkhotellinnlogginger',
      'Pokusy o prihlásenie do pneuhotela',
    ),
  },
  'tire-hotel-reviews': {
    singular: t('Tire hotel review', 'Däckhotellsomdöme', 'Dekkhotellomtale', 'Hodnotenie pneuhotela'),
    plural: t('Tire hotel reviews', 'Däckhotellsomdömen', 'Dekkhotellomtaler', 'Hodnotenia pneuhotela'),
  },
}

const groupLabels: Record<string, Translated> = {
  Content: t('Content', 'Innehåll', 'Innhold', 'Obsah'),
  Sites: t('Sites', 'Webbplatser', 'Nettsteder', 'Weby'),
  Operations: t('Customers', 'Kunder', 'Kunder', 'Zákazníci'),
  Workshop: t('Workshop', 'Verkstad', 'Verksted', 'Dielňa'),
  'Tire hotel': t('Tire hotel', 'Däckhotell', 'Dekkhotell', 'Pneuhotel'),
  Admin: t('Administration', 'Administration', 'Administrasjon', 'Správa'),
}

/** A collection named, and grouped in the navigation, in the admin's language. */
export function withCollectionLabels(collection: CollectionConfig): CollectionConfig {
  const labels = collectionLabels[collection.slug] ?? collection.labels
  const group = collection.admin?.group
  const translatedGroup = typeof group === 'string' ? (groupLabels[group] ?? group) : group
  const own = collectionFieldLabels[collection.slug]
  const fields = own ? withLabels(collection.fields, own) : collection.fields
  return { ...collection, labels, fields, admin: { ...collection.admin, group: translatedGroup } }
}
