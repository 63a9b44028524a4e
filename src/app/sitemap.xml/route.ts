import { headers } from 'next/headers'
import { isDestination } from '@/blocks/routes'
import { sitemapXml } from '@/services/content/sitemap'
import { resolveSite } from '@/services/content/sites'

export async function GET() {
  const site = await resolveSite((await headers()).get('x-site-key') ?? 'localhost')
  return new Response(await sitemapXml(site, isDestination), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  })
}
