import { ReloadButton } from './ReloadButton.lazy'

export type SectionFallbackTexts = { heading: string; text: string; reload: string; button: string }

/** Spec 01 §8: what a visitor sees where a section failed to render. */
export function SectionFallback({ texts }: { texts: SectionFallbackTexts }) {
  return (
    <section
      role="alert"
      data-section-fallback=""
      className="mx-auto my-6 max-w-3xl rounded-lg border border-neutral-300 bg-neutral-50 p-6"
    >
      <h2 className="font-heading text-xl">{texts.heading}</h2>
      <p className="mt-2">{texts.text}</p>
      <p className="mt-1">{texts.reload}</p>
      <ReloadButton label={texts.button} />
    </section>
  )
}
