/** The four car brands whose colours and heading sizes a page can take on (spec 01 §9). */
export const brandDesigns = ['mercedes', 'smart', 'mini', 'bmw'] as const
export type BrandDesign = (typeof brandDesigns)[number]
