import type { BlockComponent } from '../types'
import { isEditorState, SafeRichText } from '@/ui/rich-text/SafeRichText'

/** Rich text from the editor with optional margins and centred text. */
export const RichContent: BlockComponent<'richContent'> = ({ block }) => {
  if (!isEditorState(block.content)) throw new Error('Rich content is not a valid editor document')
  const classes = [
    'mx-auto max-w-3xl px-4',
    block.hasMarginTop ? 'mt-12' : '',
    block.hasMarginBottom ? 'mb-12' : '',
    block.centerText ? 'text-center' : '',
  ]
  return (
    <section data-block="rich-content">
      <SafeRichText data={block.content} className={classes.filter(Boolean).join(' ')} />
    </section>
  )
}
