import { translate } from '@/lib/i18n/dictionary'
import { LinkButton } from '@/ui/button/LinkButton'
import { CarouselLater as Carousel } from '@/ui/carousel/Carousel.lazy'
import { carouselLabels } from '@/ui/carousel/labels'
import { mediaSource } from '@/ui/media/media'
import { ResponsiveImage } from '@/ui/media/ResponsiveImage'
import { searchBarLabels } from '@/ui/search-bar/labels'
import { SearchBar } from '@/ui/search-bar/SearchBar.lazy'
import { BackgroundVideo } from '@/ui/video/BackgroundVideo.lazy'
import { videoLabels } from '@/ui/video/labels'
import type { BlockComponent } from '../types'

const heights = {
  Default: 'h-[64svh] min-h-80',
  Medium: 'h-[312px] md:h-[534px]',
  FullHeight: 'h-svh min-h-[28rem]',
} as const
const xAxis = {
  Left: 'items-start text-left',
  Center: 'items-center text-center',
  Right: 'items-end text-right',
} as const
const yAxis = { Top: 'justify-start', Center: 'justify-center', Bottom: 'justify-end' } as const

/** Slider banner (spec 01 §2.4, §4): slides with dots, previous/next, video buttons and an optional search. */
export const SliderBanner: BlockComponent<'sliderBanner'> = async ({ block, context }) => {
  const slides = (block.slides ?? []).filter((slide) => mediaSource(slide.video) || mediaSource(slide.image))
  if (!slides.length) return null
  const height = heights[block.height ?? 'Default'] ?? heights.Default
  const placement = `${xAxis[block.contentPlacementXAxis ?? 'Left'] ?? xAxis.Left} ${yAxis[block.contentPlacementYAxis ?? 'Center'] ?? yAxis.Center}`
  const labels = videoLabels(context.dictionary)
  const views = await Promise.all(
    slides.map(async (slide, index) => {
      const video = mediaSource(slide.video)
      const image = mediaSource(slide.image)
      const dark = slide.textColor === 'Black'
      return (
        <div
          key={slide.id ?? index}
          data-slide
          className={`relative isolate flex overflow-hidden ${dark ? 'bg-neutral-100 text-neutral-900' : 'bg-neutral-800 text-white'} ${height}`}
        >
          {video ? (
            <BackgroundVideo
              desktop={video.src}
              phone={mediaSource(slide.videoPhone)?.src}
              labels={labels}
              showButtons={Boolean(block.hasMediaButtons)}
            />
          ) : image ? (
            <ResponsiveImage
              desktop={image}
              phone={mediaSource(slide.imagePhone)}
              priority={index === 0 && context.leadImage === true}
            />
          ) : null}
          <div
            aria-hidden="true"
            className={`absolute inset-0 ${dark ? 'bg-white/45' : 'bg-gradient-to-r from-black/70 via-black/40 to-black/20'}`}
          />
          <div
            className={`relative mx-auto flex w-full max-w-7xl flex-col gap-3 px-6 py-10 md:px-12 ${placement} ${block.hasSearchBar ? 'pb-28' : ''}`}
          >
            {slide.title ? (
              <h2
                className={`max-w-3xl font-heading text-3xl md:text-5xl ${slide.textShadow ? '[text-shadow:0_2px_8px_rgb(0_0_0/0.6)]' : ''}`}
              >
                {slide.title}
              </h2>
            ) : null}
            {slide.text ? (
              <p
                className={`max-w-xl md:text-lg ${slide.textShadow ? '[text-shadow:0_1px_6px_rgb(0_0_0/0.6)]' : ''}`}
              >
                {slide.text}
              </p>
            ) : null}
            <LinkButton link={slide.button} type={slide.buttonType} />
          </div>
        </div>
      )
    }),
  )
  return (
    <section data-block="slider-banner" data-height={block.height ?? 'Default'} className="relative">
      <Carousel labels={carouselLabels(context.dictionary, translate(context.dictionary, 'sliderCarousel'))}>
        {views}
      </Carousel>
      {block.hasSearchBar && block.searchUrl ? (
        <div className="pointer-events-none absolute inset-x-4 bottom-20 z-10 flex justify-center *:pointer-events-auto">
          <SearchBar
            searchUrl={block.searchUrl}
            placeholder={block.searchBarPlaceholderText}
            labels={searchBarLabels(context.dictionary)}
            disableWhenEmpty
          />
        </div>
      ) : null}
    </section>
  )
}
