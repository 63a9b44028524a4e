/**
 * A brand name compared as one brand however it is written: "Land-Rover", "Land Rover" and
 * "land rover" are one, and so are "Škoda" and "Skoda" (decisions: Mechanic-mate variant). Pure
 * and client-safe: the brand check, the logo list and the header's logo all compare with it.
 */
export const brandKey = (brand: string) =>
  brand
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s-]+/g, ' ')
    .trim()
