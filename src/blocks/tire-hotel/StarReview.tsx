'use client'
import { useRef, useState, type FormEvent } from 'react'
import { useFocusOnCommit } from '@/ui/focus/useFocusOnCommit'
import { sendReview } from './api'
import { inputClass } from '@/ui/lead-form/fields'
import { primaryButton } from './styles'
import { fill } from '@/lib/i18n/fill'
import { tireHotelTexts as texts } from './texts'

export const ratings = [1, 2, 3, 4, 5] as const

/**
 * The star review after a booking (spec 03 §2.4, §4, §5): send is enabled from one star and not
 * while sending; afterwards "Tack för din betygsättning", also when sending failed (spec 03 §8).
 */
export function StarReview({ bearer }: { bearer: string | null }) {
  const [rating, setRating] = useState(0)
  const [comment, setComment] = useState('')
  const [state, setState] = useState<'open' | 'sending' | 'sent'>('open')
  const thanks = useRef<HTMLParagraphElement>(null)
  const focusOnCommit = useFocusOnCommit()

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (rating === 0 || state !== 'open') return
    setState('sending')
    await sendReview({ rating, comment: comment.trim(), date: new Date().toISOString() }, bearer)
    setState('sent')
    focusOnCommit(() => thanks.current)
  }

  if (state === 'sent')
    return (
      <p ref={thanks} tabIndex={-1} role="status" className="text-lg font-semibold" data-review-thanks>
        {texts.reviewThanks}
      </p>
    )
  return (
    <form onSubmit={submit} className="grid gap-3" data-review>
      <fieldset>
        <legend className="mb-1 font-semibold">{texts.reviewHeading}</legend>
        <div className="flex gap-1">
          {ratings.map((stars) => (
            <label key={stars} className="cursor-pointer">
              <input
                type="radio"
                name="rating"
                value={stars}
                checked={rating === stars}
                onChange={() => setRating(stars)}
                className="peer sr-only"
                data-star={stars}
              />
              <span
                aria-hidden="true"
                className="flex size-11 items-center justify-center rounded-md text-3xl text-neutral-900 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-neutral-900"
              >
                {stars <= rating ? '★' : '☆'}
              </span>
              <span className="sr-only">{fill(texts.stars, { n: stars })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor="tire-hotel-review-comment" className="block text-sm font-semibold">
          {texts.reviewComment}
        </label>
        <textarea
          id="tire-hotel-review-comment"
          rows={2}
          maxLength={2000}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          className={inputClass}
        />
      </div>
      <div>
        <button
          type="submit"
          disabled={rating === 0 || state === 'sending'}
          className={primaryButton}
          data-send-review
        >
          {state === 'sending' ? texts.sendingReview : texts.sendReview}
        </button>
      </div>
    </form>
  )
}
