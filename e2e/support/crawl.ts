import fs from 'node:fs'
import path from 'node:path'
import { inject } from 'vitest'
import { requestSite } from './browser'

/** A page a site's sitemap lists, as the server answered it when the run first read it. */
export type CrawledPage = { path: string; status: number; body: string }

/** The addresses of a site's sitemap (every published page in every language) as paths. */
export async function sitemapPaths(site: string): Promise<string[]> {
  const sitemap = await requestSite(site, '/sitemap.xml')
  if (sitemap.status !== 200) throw new Error(`${site}: sitemap.xml answered ${sitemap.status}`)
  return [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(match[1].replaceAll('&amp;', '&'))
    return `${url.pathname}${url.search}`
  })
}

/** A site's pages, four at a time (the server renders in parallel). */
async function crawl(site: string): Promise<CrawledPage[]> {
  const paths = await sitemapPaths(site)
  const pages: CrawledPage[] = []
  for (let start = 0; start < paths.length; start += 4) {
    const batch = paths.slice(start, start + 4)
    const answers = await Promise.all(batch.map((page) => requestSite(site, page)))
    answers.forEach(({ status, body }, index) => pages.push({ path: batch[index], status, body }))
  }
  return pages
}

/**
 * Every page a site's sitemap lists, read once in the run and kept in the run's folder: the axe
 * sweep, the phone-width sweep and the link crawl each choose from the same pages, and reading them
 * costs the server a few hundred renders. The first file to ask reads them (holding the site's lock
 * file); a file asking meanwhile waits for the pages to be written.
 */
export async function crawledPages(site: string): Promise<CrawledPage[]> {
  const file = path.join(inject('crawlDir'), `${site}.json`)
  const lock = `${file}.lock`
  for (;;) {
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as CrawledPage[]
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' })
    } catch {
      // Another file is reading the site: wait until its pages are written, or its lock is gone.
      await new Promise((resolve) => setTimeout(resolve, 250))
      continue
    }
    try {
      const pages = await crawl(site)
      fs.writeFileSync(`${file}.part`, JSON.stringify(pages))
      fs.renameSync(`${file}.part`, file)
      return pages
    } finally {
      fs.rmSync(lock, { force: true })
    }
  }
}
