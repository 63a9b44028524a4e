import 'server-only'
import type { Page } from '@/cms/payload-types'
import { RenderBlocks } from './render'
import type { BlockContext } from './types'

/** Spec 01 §2.1: header, main and footer regions, each filled by editors with blocks. */
export function PageShell({ page, context }: { page: Page; context: BlockContext }) {
  return (
    <div data-brand-design={page.brandDesign ?? undefined} className="flex min-h-dvh flex-col">
      <header>
        <RenderBlocks blocks={page.header} context={context} />
      </header>
      <main id="main" className="flex-1">
        <RenderBlocks blocks={page.main} context={context} />
      </main>
      <footer>
        <RenderBlocks blocks={page.footer} context={context} />
      </footer>
    </div>
  )
}
