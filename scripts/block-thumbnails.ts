/**
 * The block thumbnails of the admin's "add block" drawer, drawn from each block's real look: one
 * demo instance of every block, rendered alone by the component preview (/feaas-render, spec 01
 * §2.2) at a desktop's width and photographed at 480 × 320 into public/block-thumbnails/.
 *
 *   npm run admin:thumbnails [-- http://localhost:3000]
 *
 * Runs against a seeded demo (the README's first command), signed in as the demo group admin.
 * Fails naming any block the demo has no instance of.
 */
import fs from 'node:fs'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { blockGuides } from '../src/blocks/guide'
import { demoAdmin } from '../src/seed/seed'

const base = process.argv[2] ?? 'http://localhost:3000'
const outDir = path.join(process.cwd(), 'public', 'block-thumbnails')
const locales = ['sv', 'nb', 'en', 'fi', 'sk']

type Found = { page: number; block: string; locale: string }
type Doc = { id: number; site: number } & Record<
  'header' | 'main' | 'footer',
  Array<{ id: string; blockType: string }>
>

async function api<T>(token: string, url: string): Promise<T> {
  const response = await fetch(`${base}${url}`, { headers: { authorization: `JWT ${token}` } })
  if (!response.ok) throw new Error(`${url}: ${response.status}`)
  return (await response.json()) as T
}

async function all<T>(token: string, url: string): Promise<T[]> {
  const docs: T[] = []
  for (let page = 1; ; page++) {
    const answer = await api<{ docs: T[]; hasNextPage: boolean }>(token, `${url}&limit=100&page=${page}`)
    docs.push(...answer.docs)
    if (!answer.hasNextPage) return docs
  }
}

/** One instance of every block type: a page's own, else a site header's or footer's shown on a page. */
async function instances(token: string): Promise<Map<string, Found>> {
  const found = new Map<string, Found>()
  for (const locale of locales) {
    const pages = await all<Doc>(token, `/api/pages?locale=${locale}&depth=0`)
    const pageOf = new Map<number, number>()
    for (const page of pages) {
      pageOf.set(page.site, pageOf.get(page.site) ?? page.id)
      for (const region of ['header', 'main', 'footer'] as const)
        for (const block of page[region] ?? [])
          if (!found.has(block.blockType))
            found.set(block.blockType, { page: page.id, block: block.id, locale })
    }
    for (const regions of await all<Doc>(token, `/api/site-regions?locale=${locale}&depth=0`)) {
      const page = pageOf.get(regions.site)
      if (page === undefined) continue
      for (const region of ['header', 'footer'] as const)
        for (const block of regions[region] ?? [])
          if (!found.has(block.blockType)) found.set(block.blockType, { page, block: block.id, locale })
    }
  }
  return found
}

async function main() {
  const login = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demoAdmin),
  })
  if (!login.ok) throw new Error(`login at ${base} failed: ${login.status}`)
  const { token } = (await login.json()) as { token: string }
  const found = await instances(token)
  const missing = Object.keys(blockGuides).filter((slug) => !found.has(slug))
  if (missing.length) throw new Error(`the demo has no instance of ${missing.join(', ')}`)
  fs.mkdirSync(outDir, { recursive: true })
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  })
  try {
    // 1200 × 800 CSS pixels at 0.4 device pixels each: 480 × 320, the drawer's 3:2.
    const context = await browser.newContext({
      viewport: { width: 1200, height: 800 },
      deviceScaleFactor: 0.4,
    })
    for (const slug of Object.keys(blockGuides)) {
      const { page: pageId, block, locale } = found.get(slug)!
      const page = await context.newPage()
      await page.goto(`${base}/feaas-render?page=${pageId}&block=${block}&locale=${locale}`, {
        waitUntil: 'networkidle',
      })
      // Animations run to their end, as a visitor sees the block after a moment.
      await page.evaluate(() => document.getAnimations().forEach((animation) => animation.finish()))
      await page.screenshot({ path: path.join(outDir, `${slug}.jpg`), type: 'jpeg', quality: 70 })
      await page.close()
      console.log(`${slug}: page ${pageId}, ${locale}`)
    }
  } finally {
    await browser.close()
  }
}

await main()
