'use client'
import { useId, type Ref } from 'react'
import { maxKeyphraseLength } from '@/services/search/contract'

export type SearchFormLabels = { input: string; submit: string; clear?: string }

/** Where the form stands: a banner's white pill, the car search hero, the car list's toolbar. */
export type SearchFormLook = 'banner' | 'hero' | 'toolbar'

const looks: Record<SearchFormLook, { form: string; input: string; submit: string }> = {
  banner: {
    form: 'flex w-full max-w-xl items-center gap-2 rounded-full bg-white p-1.5 shadow-lg',
    input:
      'min-w-0 flex-1 bg-transparent px-4 py-2 text-base text-neutral-900 placeholder:text-neutral-600 focus:outline-none [&::-webkit-search-cancel-button]:hidden',
    submit:
      'min-h-10 rounded-full bg-brand px-5 text-sm font-semibold text-brand-contrast disabled:cursor-not-allowed disabled:opacity-50',
  },
  hero: {
    form: 'mt-6 flex w-full max-w-2xl flex-col gap-2 sm:flex-row',
    input: 'w-full rounded border border-neutral-400 bg-white px-4 py-3 text-neutral-900',
    // The hero is a brand-coloured band: its button is the band's inverse, one line long
    // (else a brand button on the brand band is invisible, and its label wraps).
    submit:
      'shrink-0 whitespace-nowrap rounded bg-brand-contrast px-6 py-3 font-semibold text-brand ring-1 ring-brand-contrast',
  },
  toolbar: {
    form: 'flex min-w-60 flex-1 gap-2',
    input: 'w-full rounded border border-neutral-400 px-3 py-2',
    submit: 'rounded bg-brand px-4 py-2 font-semibold text-brand-contrast',
  },
}

/**
 * The one search form: a labelled `keyphrase` search input, an optional clear button while there
 * is text, and a submit button. The text is the caller's state, and so is what a search does:
 * `onSearch` gets the typed text (the form's own submission is prevented). With `action`, the
 * form still submits natively before its island has hydrated.
 */
export function SearchForm({
  value,
  onValueChange,
  onSearch,
  labels,
  look,
  placeholder,
  inputId,
  action,
  autoComplete,
  clearable = false,
  disableWhenEmpty = false,
  ref,
  ...data
}: {
  value: string
  onValueChange: (value: string) => void
  onSearch: (text: string) => void
  labels: SearchFormLabels
  look: SearchFormLook
  /** Defaults to the input's label. */
  placeholder?: string
  /** A fixed id for the input (pages link or test on it); otherwise a generated one. */
  inputId?: string
  action?: string
  autoComplete?: string
  /** A clear button (named `labels.clear`) while there is text. */
  clearable?: boolean
  /** The submit button is disabled while the text is blank. */
  disableWhenEmpty?: boolean
  ref?: Ref<HTMLFormElement>
  /** `data-*` markers of the form (what tests and styles find it by). */
  [marker: `data-${string}`]: string | boolean | undefined
}) {
  const generatedId = useId()
  const id = inputId ?? generatedId
  const style = looks[look]
  const blank = value.trim() === ''
  return (
    <form
      {...data}
      ref={ref}
      role="search"
      action={action}
      className={style.form}
      onSubmit={(event) => {
        event.preventDefault()
        onSearch(value)
      }}
    >
      <label htmlFor={id} className="sr-only">
        {labels.input}
      </label>
      <input
        id={id}
        type="search"
        name="keyphrase"
        maxLength={maxKeyphraseLength}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        placeholder={placeholder || labels.input}
        autoComplete={autoComplete}
        className={style.input}
      />
      {clearable && !blank ? (
        <button
          type="button"
          onClick={() => onValueChange('')}
          aria-label={labels.clear}
          className="grid size-10 place-items-center rounded-full text-neutral-700 hover:bg-neutral-100"
        >
          <span aria-hidden="true">✕</span>
        </button>
      ) : null}
      <button type="submit" disabled={disableWhenEmpty && blank} className={style.submit}>
        {labels.submit}
      </button>
    </form>
  )
}
