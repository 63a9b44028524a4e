import { RichText, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import type { SerializedAutoLinkNode, SerializedLinkNode } from '@payloadcms/richtext-lexical'
import type { ReactNode } from 'react'
import { safeHref } from '@/ui/link/safe-href'

export function isEditorState(value: unknown): value is SerializedEditorState {
  const root = (value as { root?: { children?: unknown } } | null)?.root
  return Boolean(root && Array.isArray(root.children))
}

function safeLink(node: SerializedLinkNode | SerializedAutoLinkNode, children: ReactNode) {
  const href = node.fields.linkType === 'internal' ? undefined : safeHref(node.fields.url)
  // A link whose address could run script (javascript:, data:, …) keeps its text but loses the link.
  if (!href) return <span>{children}</span>
  const newTab = node.fields.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}
  return (
    <a href={href} {...newTab}>
      {children}
    </a>
  )
}

const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  link: ({ node, nodesToJSX }) => safeLink(node, nodesToJSX({ nodes: node.children })),
  autolink: ({ node, nodesToJSX }) => safeLink(node, nodesToJSX({ nodes: node.children })),
})

/**
 * Rich text from the editor, rendered safely: React escapes every text node, so content cannot
 * inject markup or script, and link addresses go through safeHref.
 */
export function SafeRichText({ data, className }: { data: unknown; className?: string }) {
  if (!isEditorState(data)) return null
  return (
    <div className={className ? `rich-content ${className}` : 'rich-content'}>
      <RichText data={data} converters={converters} disableContainer />
    </div>
  )
}
