import type { RedirectRule } from './types'

export type RedirectDocument = {
  id?: number
  site?: number | { id: number }
  source?: string
  destination?: string
  has?: Array<{ type: 'query' | 'host'; key?: string | null; value?: string | null }> | null
}

/** The CMS document's shape → the matcher's rule. */
export function toRule(doc: RedirectDocument): RedirectRule {
  return {
    id: doc.id === undefined ? undefined : String(doc.id),
    source: doc.source ?? '',
    destination: doc.destination ?? '',
    permanent: true,
    has: (doc.has ?? []).map((condition) =>
      condition.type === 'host'
        ? { type: 'host' as const, value: condition.value ?? '' }
        : {
            type: 'query' as const,
            key: condition.key ?? '',
            ...(condition.value ? { value: condition.value } : {}),
          },
    ),
  }
}
