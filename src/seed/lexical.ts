/** Builds small Lexical documents for demo content (the editor's own JSON shape). */
type Node = Record<string, unknown>

const text = (value: string, format = 0): Node => ({
  type: 'text',
  text: value,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})

const element = (type: string, children: Node[], extra: Node = {}): Node => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})

export const heading = (tag: 'h1' | 'h2' | 'h3', value: string): Node =>
  element('heading', [text(value)], { tag })
export const paragraph = (value: string): Node =>
  element('paragraph', [text(value)], { textFormat: 0, textStyle: '' })
export const bold = (value: string): Node =>
  element('paragraph', [text(value, 1)], { textFormat: 1, textStyle: '' })
export const bulletList = (items: string[]): Node =>
  element(
    'list',
    items.map((item, index) => element('listitem', [text(item)], { value: index + 1 })),
    { listType: 'bullet', start: 1, tag: 'ul' },
  )

export function document(...children: Node[]) {
  return { root: element('root', children) }
}
