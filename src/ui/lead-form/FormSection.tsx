import type { ReactNode } from 'react'
import { Heading } from '@/ui/heading/Heading'

/** The section a lead-form block renders: its title and intro from the CMS, then the form. */
export function FormSection({
  block,
  name,
  children,
}: {
  block: { title?: string | null; titleTag?: string | null; intro?: string | null }
  name: string
  children: ReactNode
}) {
  return (
    <section data-block={name} className="mx-auto w-full max-w-3xl px-4 py-8">
      {block.title ? (
        <Heading tag={block.titleTag} className="mb-2 text-2xl">
          {block.title}
        </Heading>
      ) : null}
      {block.intro ? <p className="mb-6">{block.intro}</p> : null}
      {children}
    </section>
  )
}
