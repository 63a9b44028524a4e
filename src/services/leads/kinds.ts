/**
 * The kinds of lead the desk tells apart ("Lead desk" in docs/decisions.md): each known form by the
 * end of its name (`<site name><suffix>`), any other form `other`. Client-safe: the admin's list
 * and the reply templates read it too.
 */
export const leadKinds = ['carContact', 'sellCar', 'serviceRequest', 'kitQuote', 'other'] as const
export type LeadKind = (typeof leadKinds)[number]

/** The form name suffix of each kind but `other`; the lead_kinds migration matches the same. */
export const kindSuffixes: ReadonlyArray<[string, Exclude<LeadKind, 'other'>]> = [
  ['CarContactForm', 'carContact'],
  ['SellCarForm', 'sellCar'],
  ['ServiceRequestForm', 'serviceRequest'],
  ['KitQuoteForm', 'kitQuote'],
]

/** The kind of lead its form's name tells. */
export function leadKindOf(formName: string): LeadKind {
  return kindSuffixes.find(([suffix]) => formName.endsWith(suffix))?.[1] ?? 'other'
}

export const isLeadKind = (value: unknown): value is LeadKind =>
  (leadKinds as readonly unknown[]).includes(value)

/**
 * A picture of what a lead asked about, shown in the admin only when it is served by this host:
 * the catalog's car images or the media library (the optimiser's own folders, next.config.ts). A
 * lead's values come from a browser, so any other address is dropped rather than requested.
 */
export function ownImage(address: unknown): string | null {
  if (typeof address !== 'string') return null
  return /^\/(api\/catalog\/images|-\/media)\/[\w\-.]+(\/[\w\-.]+)*$/.test(address) && !address.includes('..')
    ? address
    : null
}
