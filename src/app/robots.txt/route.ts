import { headers } from 'next/headers'
import { resolveSite } from '@/services/content/sites'

export async function GET() {
  const site = await resolveSite((await headers()).get('x-site-key') ?? 'localhost')
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api/',
    '',
    `Sitemap: ${site.url}/sitemap.xml`,
    '',
  ].join('\n')
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8' } })
}
