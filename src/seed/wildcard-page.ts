import type { SeedBlock } from './blocks/types'

/**
 * A wildcard page of a demo site at a site setting's path (pathToCarDetail, pathToSiteDetail): its
 * parent is the seeded page at the path above it. Null when no seeded page sits at that parent.
 */
export function wildcardPage(path: string, title: string, main: SeedBlock[], paths: Record<string, string>) {
  const segments = path.split('/').filter(Boolean)
  const slug = segments.pop()
  const parentPath = '/' + segments.join('/')
  const parentKey = Object.keys(paths).find((key) => paths[key] === parentPath) ?? null
  if (!slug || !parentKey) return null
  return { parentKey, slug, title, main }
}
