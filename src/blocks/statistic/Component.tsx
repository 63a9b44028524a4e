import type { BlockComponent } from '../types'

/**
 * A statistic: the value large, its title below. A description list pairs the two for assistive
 * technology; the value is the editor's text (it may carry its own unit or formatting).
 */
export const Statistic: BlockComponent<'statistic'> = ({ block }) => (
  <section data-block="statistic" className="mx-auto w-full max-w-screen-2xl px-4 py-8 text-center">
    <dl className="flex flex-col-reverse items-center gap-1">
      <dt className="text-lg" data-statistic-title>
        {block.title}
      </dt>
      <dd className="font-heading text-5xl font-bold text-brand" data-statistic-value>
        {block.value}
      </dd>
    </dl>
  </section>
)
