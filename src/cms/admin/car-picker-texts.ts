/** The car picker's texts in the admin's languages ("Admin languages and uploads"). */
type PickerTexts = {
  label: string
  chosen: string
  none: string
  search: string
  noCatalogue: string
  up: string
  remove: string
  description: string
  found: (count: number) => string
  add: (car: string) => string
}

const texts: Record<'en' | 'sv' | 'nb' | 'sk', PickerTexts> = {
  en: {
    label: 'Cars',
    chosen: 'Chosen cars, in the order shown',
    none: 'No cars chosen: the block shows the cars of the query below.',
    search: 'Find a car by brand, model or registration number',
    noCatalogue: 'Choose the page’s site first: its cars are searched.',
    up: 'Move up',
    remove: 'Remove',
    description: 'Up to 100 cars, shown in this order.',
    found: (count) => (count === 1 ? '1 car found' : `${count} cars found`),
    add: (car) => `Add ${car}`,
  },
  sv: {
    label: 'Bilar',
    chosen: 'Valda bilar, i den ordning de visas',
    none: 'Inga bilar valda: blocket visar bilarna från sökningen nedan.',
    search: 'Sök bil på märke, modell eller registreringsnummer',
    noCatalogue: 'Välj sidans webbplats först: dess bilar söks.',
    up: 'Flytta upp',
    remove: 'Ta bort',
    description: 'Upp till 100 bilar, visade i den här ordningen.',
    found: (count) => (count === 1 ? '1 bil hittades' : `${count} bilar hittades`),
    add: (car) => `Lägg till ${car}`,
  },
  nb: {
    label: 'Biler',
    chosen: 'Valgte biler, i rekkefølgen de vises',
    none: 'Ingen biler valgt: blokken viser bilene fra søket nedenfor.',
    search: 'Søk bil på merke, modell eller registreringsnummer',
    noCatalogue: 'Velg sidens nettsted først: bilene dets søkes.',
    up: 'Flytt opp',
    remove: 'Fjern',
    description: 'Opptil 100 biler, vist i denne rekkefølgen.',
    found: (count) => (count === 1 ? '1 bil funnet' : `${count} biler funnet`),
    add: (car) => `Legg til ${car}`,
  },
  sk: {
    label: 'Autá',
    chosen: 'Vybrané autá v poradí, v akom sa zobrazia',
    none: 'Nie sú vybrané žiadne autá: blok zobrazí autá z vyhľadávania nižšie.',
    search: 'Nájdite auto podľa značky, modelu alebo evidenčného čísla',
    noCatalogue: 'Najprv vyberte web stránky: vyhľadávajú sa jeho autá.',
    up: 'Posunúť vyššie',
    remove: 'Odstrániť',
    description: 'Najviac 100 áut, zobrazených v tomto poradí.',
    found: (count) => `Nájdené autá: ${count}`,
    add: (car) => `Pridať ${car}`,
  },
}

export function pickerTexts(language: string): PickerTexts {
  return texts[language as keyof typeof texts] ?? texts.en
}
