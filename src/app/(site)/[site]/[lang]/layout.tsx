import type { ReactNode } from 'react'
import { headers } from 'next/headers'
import { siteFonts } from '@/lib/site/font-faces'
import { fontsBootstrap } from '@/lib/site/font-loading'
import { fontPairs, type FontPairName } from '@/lib/site/font-pairs'
import { dataLayerBootstrap } from '@/lib/tracking/data-layer'
import { translate } from '@/lib/i18n/dictionary'
import { siteContext } from '@/services/content/site-context'
import { Icon } from '@/ui/icons/Icon'
import { ScrollToTop } from '@/ui/scroll-to-top/ScrollToTop.client'
import { SiteFonts } from '@/ui/site-fonts/SiteFonts.client'
import '../../globals.css'

type Props = { children: ReactNode; params: Promise<{ site: string; lang: string }> }

export default async function SiteLayout({ children, params }: Props) {
  const { site: siteKey, lang } = await params
  const [{ site, language, dictionary }, requestHeaders] = await Promise.all([
    siteContext(siteKey, lang),
    headers(),
  ])
  const pairName: FontPairName =
    site.fontPair in fontPairs ? (site.fontPair as FontPairName) : 'montserrat-inter'
  const pair = fontPairs[pairName]
  const fonts = siteFonts(pairName)
  return (
    <html
      lang={language.code}
      data-site={site.name}
      data-theme={site.theme}
      data-font-pair={site.fontPair}
      // The bootstrap below may set data-fonts before React hydrates (src/lib/site/font-loading.ts).
      suppressHydrationWarning
    >
      <head>
        <style dangerouslySetInnerHTML={{ __html: fonts.css }} />
        <script
          nonce={requestHeaders.get('x-nonce') ?? undefined}
          dangerouslySetInnerHTML={{ __html: dataLayerBootstrap + fontsBootstrap }}
        />
      </head>
      <body className="min-h-dvh bg-white font-body text-neutral-900 antialiased">
        <a
          href="#main"
          className="sr-only z-50 rounded bg-white px-4 py-2 text-neutral-900 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {translate(dictionary, 'skipToContent')}
        </a>
        {children}
        <SiteFonts families={[pair.heading.family, pair.body.family]} />
        <ScrollToTop label={translate(dictionary, 'scrollToTop')} icon={<Icon name="arrow-up" />} />
      </body>
    </html>
  )
}
