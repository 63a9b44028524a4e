/**
 * Our own field labels in the admin's languages ("Admin languages and uploads"): a field named here
 * is labelled in Swedish, Norwegian, Slovak or English, whichever the editor's admin speaks, in
 * every collection and block it appears in. A field not named here keeps the label Payload makes
 * of its name, in English.
 */
import type { Field, Tab } from 'payload'
import type { Translated } from '@/blocks/guide'

const t = (en: string, sv: string, nb: string, sk: string): Translated => ({ en, sv, nb, sk })

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

export const tabLabels: Record<string, Translated> = {
  Header: fieldLabels.header,
  Main: fieldLabels.main,
  Footer: fieldLabels.footer,
  Story: t('Story', 'Artikel', 'Artikkel', 'Článok'),
  Route: t('Search and sharing', 'Sökning och delning', 'Søk og deling', 'Vyhľadávanie a zdieľanie'),
  Navigation: t('Menu', 'Meny', 'Meny', 'Menu'),
}

function labelTab(tab: Tab): Tab {
  const label = typeof tab.label === 'string' ? tabLabels[tab.label] : undefined
  return { ...tab, ...(label ? { label } : {}), fields: withLabels(tab.fields) }
}

/** The fields with the labels named above, nested fields included (a block's own fields: guidedBlock). */
export function withLabels(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    if (field.type === 'tabs') return { ...field, tabs: field.tabs.map(labelTab) }
    const label = 'name' in field && field.type !== 'ui' ? fieldLabels[field.name] : undefined
    const nested = 'fields' in field ? { fields: withLabels(field.fields) } : {}
    return { ...field, ...(label ? { label } : {}), ...nested } as Field
  })
}
