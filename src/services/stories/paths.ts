/**
 * A path without its last `count` segments ('/' at most). Stories sit two levels below their
 * index (index/category/story), so this gives the Back link of an article and the stories index.
 */
export function withoutLastSegments(path: string, count: number): string {
  const segments = path.split('/').filter(Boolean)
  return '/' + segments.slice(0, Math.max(0, segments.length - count)).join('/')
}
