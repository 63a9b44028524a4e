/**
 * The car detail address (spec 02 §2): {pathToCarDetail}/{car_id}/{slug}. The page at
 * pathToCarDetail is a wildcard page; its block receives the segments below it.
 */
export type DetailPath = { id: string; slug: string | null }

/** The car id and slug below the detail page, or null when there is no id (not found). */
export function parseDetailPath(remainingSegments: readonly string[]): DetailPath | null {
  const [id, slug, ...rest] = remainingSegments
  if (!id || rest.length > 0) return null
  return { id, slug: slug || null }
}

/** The keyphrase for recommendations on the not-found view: the slug's third dash-separated part. */
export function keyphraseFromSlug(slug: string | null): string | null {
  const part = slug?.split('-')[2]?.trim()
  return part ? part : null
}
