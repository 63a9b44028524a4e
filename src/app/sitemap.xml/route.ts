import { headers } from 'next/headers'
import { sitemapXml } from '@/services/content/sitemap'
import { resolveSite } from '@/services/content/sites'

export async function GET() {
  const site = await resolveSite((await headers()).get('x-site-key') ?? 'localhost')
  return new Response(await sitemapXml(site), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  })
}
