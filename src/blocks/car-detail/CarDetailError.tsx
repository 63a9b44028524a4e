import type { BlockContext } from '@/blocks/types'
import { translator } from '@/lib/i18n/dictionary'
import { localisedPath } from '@/lib/site/languages'

/** The detail page when the car could not be loaded (spec 02 §8): already logged by the loader. */
export function CarDetailError({ context }: { context: BlockContext }) {
  const t = translator(context.dictionary)
  const listPath = localisedPath(context.site, context.language.code, context.site.pathToCarList || '/')
  return (
    <section data-car-detail-error role="alert" className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="font-heading text-3xl">{t('carDetailErrorHeading')}</h1>
      <p className="mt-3 text-neutral-700">{t('carDetailErrorText')}</p>
      <p className="mt-6">
        <a href={listPath} className="font-semibold underline">
          {t('carDetailBackToList')}
        </a>
      </p>
    </section>
  )
}
