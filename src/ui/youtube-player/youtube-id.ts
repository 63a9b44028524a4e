/** YouTube ids are 11 characters of [A-Za-z0-9_-]; anything else never reaches an address. */
export const isYoutubeId = (id: string | null | undefined): id is string => /^[\w-]{11}$/.test(id ?? '')
