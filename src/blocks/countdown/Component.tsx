import { translator } from '@/lib/i18n/dictionary'
import type { BlockComponent } from '../types'
import { Countdown as CountdownClock } from './Countdown.lazy'

/** Countdown to a date (spec 01 §2.4). */
export const Countdown: BlockComponent<'countdown'> = ({ block, context }) => {
  const target = Date.parse(block.targetDate)
  if (Number.isNaN(target)) throw new Error(`Invalid countdown date "${block.targetDate}"`)
  const t = translator(context.dictionary)
  const date = new Intl.DateTimeFormat(context.language.intlLocale, {
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(target)
  return (
    <section data-block="countdown" className="bg-surface-3 px-4 py-12 text-center text-white">
      {block.title ? (
        <h2 className="mb-2 font-heading text-[length:var(--heading-2)]">{block.title}</h2>
      ) : null}
      <p className="mb-6 text-sm">
        <time dateTime={new Date(target).toISOString()}>{date}</time>
      </p>
      <CountdownClock
        target={target}
        locale={context.language.intlLocale}
        labels={{
          days: t('countdownDays'),
          hours: t('countdownHours'),
          minutes: t('countdownMinutes'),
          seconds: t('countdownSeconds'),
          ended: t('countdownEnded'),
        }}
      />
    </section>
  )
}
