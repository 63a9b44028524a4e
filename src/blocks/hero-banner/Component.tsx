import type { Media } from '@/cms/payload-types'
import { translator } from '@/lib/i18n/dictionary'
import { LinkButton } from '@/ui/button/LinkButton'
import { Carousel } from '@/ui/carousel/Carousel.lazy'
import { carouselLabels } from '@/ui/carousel/labels'
import { Heading } from '@/ui/heading/Heading'
import { mediaSource } from '@/ui/media/media'
import { ResponsiveImage } from '@/ui/media/ResponsiveImage'
import { searchBarLabels } from '@/ui/search-bar/labels'
import { SearchBar } from '@/ui/search-bar/SearchBar.lazy'
import { BackgroundVideo } from '@/ui/video/BackgroundVideo.lazy'
import { videoLabels } from '@/ui/video/labels'
import type { BlockComponent, BlockOf, BlockContext } from '../types'

type HeroItem = BlockOf<'heroBanner'>['items'][number]

const placements = { Top: 'justify-start', Center: 'justify-center', Bottom: 'justify-end' } as const

/** Spec 01 §5: an item is shown only with a video (content Video) or an image. */
export function hasHeroMedia(item: Pick<HeroItem, 'content' | 'image' | 'videoDesktop'>): boolean {
  if (item.content === 'Video') return mediaSource(item.videoDesktop as Media | null) !== null
  return mediaSource(item.image as Media | null) !== null
}

async function HeroItemView({
  item,
  height,
  centred,
  first,
  context,
}: {
  item: HeroItem
  height: string
  centred: boolean
  first: boolean
  context: BlockContext
}) {
  const image = mediaSource(item.image)
  const video = item.content === 'Video' ? mediaSource(item.videoDesktop) : null
  const dark = item.textColor === 'Black'
  return (
    <div
      data-hero-item
      data-text-color={dark ? 'Black' : 'White'}
      className={`relative isolate flex overflow-hidden ${dark ? 'bg-neutral-100 text-neutral-900' : 'bg-neutral-800 text-white'} ${height}`}
    >
      {video ? (
        <BackgroundVideo
          desktop={video.src}
          phone={mediaSource(item.videoPhone)?.src}
          labels={videoLabels(context.dictionary)}
          showButtons={false}
        />
      ) : image ? (
        <ResponsiveImage
          desktop={image}
          phone={mediaSource(item.imagePhone)}
          priority={first && context.leadImage === true}
          blur
        />
      ) : null}
      <div
        aria-hidden="true"
        className={`absolute inset-0 bg-gradient-to-t ${dark ? 'from-white/80 via-white/40 to-transparent' : 'from-black/75 via-black/35 to-black/10'}`}
      />
      <div
        data-hero-content
        className={`relative mx-auto flex w-full max-w-7xl flex-col gap-3 px-4 pt-8 pb-24 md:gap-4 md:px-8 ${placements[item.contentPlacement ?? 'Bottom'] ?? placements.Bottom} ${centred ? 'items-center text-center' : 'items-start'}`}
      >
        {item.title ? (
          <Heading
            tag={item.titleTag}
            fallback={first ? 'h1' : 'h2'}
            className="max-w-4xl font-heading text-3xl leading-tight md:text-[length:var(--heading-1)]"
          >
            {item.title}
          </Heading>
        ) : null}
        {item.text ? <p className="max-w-2xl text-base md:text-lg">{item.text}</p> : null}
        <LinkButton link={item.link} type={item.buttonType} />
      </div>
    </div>
  )
}

/**
 * Hero banner (spec 01 §2.4): 312 px on phones (more when its content needs it), 534 px wider, or the full screen; several items
 * become a carousel; an optional search bar; FullScreen adds a scroll-down link to what follows.
 */
export const HeroBanner: BlockComponent<'heroBanner'> = async ({ block, context }) => {
  const items = (block.items ?? []).filter(hasHeroMedia)
  if (!items.length) return null
  const fullScreen = block.variant === 'FullScreen'
  // On a phone 312 px is the least: under a floating navigation the content grows it rather than
  // running under the search bar.
  const height = fullScreen || block.fullHeight ? 'h-svh min-h-[28rem]' : 'min-h-[312px] md:h-[534px]'
  const t = translator(context.dictionary)
  const views = await Promise.all(
    items.map((item, index) => (
      <HeroItemView
        key={item.id ?? index}
        item={item}
        height={height}
        centred={Boolean(block.centerContent)}
        first={index === 0}
        context={context}
      />
    )),
  )
  const afterId = `after-${block.id ?? 'hero'}`
  return (
    <section
      data-block="hero-banner"
      data-variant={fullScreen ? 'FullScreen' : 'Default'}
      className={`relative ${block.hasMarginTop ? 'mt-8' : ''}`}
    >
      {views.length > 1 ? (
        <Carousel labels={carouselLabels(context.dictionary, t('heroCarousel'))}>{views}</Carousel>
      ) : (
        views
      )}
      {block.hasSearchBar && block.searchUrl ? (
        <div
          className={`pointer-events-none absolute inset-x-4 z-10 flex justify-center *:pointer-events-auto ${fullScreen ? 'bottom-24' : 'bottom-6'} ${views.length > 1 ? 'mb-16' : ''}`}
        >
          <SearchBar
            searchUrl={block.searchUrl}
            placeholder={block.searchBarPlaceholderText}
            placeholderDesktop={block.searchBarPlaceholderTextDesktop}
            labels={searchBarLabels(context.dictionary)}
            clearable
          />
        </div>
      ) : null}
      {fullScreen ? (
        <a
          href={`#${afterId}`}
          className="absolute bottom-6 left-1/2 z-10 grid size-12 -translate-x-1/2 place-items-center rounded-full bg-white/90 text-neutral-900 shadow"
        >
          <span aria-hidden="true">↓</span>
          <span className="sr-only">{t('scrollDown')}</span>
        </a>
      ) : null}
      {fullScreen ? <div id={afterId} className="scroll-mt-4" /> : null}
    </section>
  )
}
