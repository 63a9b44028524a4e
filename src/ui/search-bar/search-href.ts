/**
 * Where a hero or slider search goes (spec 01 §2.3): the configured search page with `keyphrase`,
 * keeping the page's own query parameters and those of the configured address (which win).
 */
export function searchHref(
  searchUrl: string,
  currentSearch: string,
  keyphrase: string,
  origin: string,
): string {
  const target = new URL(searchUrl || '/', origin)
  const params = new URLSearchParams(currentSearch)
  for (const [key, value] of target.searchParams) params.set(key, value)
  params.delete('keyphrase')
  params.set('keyphrase', keyphrase)
  target.search = params.toString()
  return target.origin === origin ? `${target.pathname}${target.search}${target.hash}` : target.toString()
}
