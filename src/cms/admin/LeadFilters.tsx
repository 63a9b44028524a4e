/**
 * Quick filters above the leads list ("Lead desk"): all, the new ones, and each kind of lead, as
 * links to the list's own `where` query, so Payload's filter, sort and access apply as to any
 * filter. The chosen link is marked; the list's other filters stay available beside them.
 */
import type { ListViewServerProps } from 'payload'
import { leadKinds, type LeadKind } from '@/services/leads/kinds'
import { optionLabels } from './labels'
import { adminLanguage, t } from './translated'

const texts = {
  heading: t('Show', 'Visa', 'Vis', 'Zobraziť'),
  all: t('All', 'Alla', 'Alle', 'Všetky'),
}

const list = '/admin/collections/leads'

/** What the address filters on now: the state `new`, one kind, or nothing. */
function chosen(searchParams: ListViewServerProps['searchParams']): string {
  const value = (key: string) => {
    const found = searchParams?.[key]
    return typeof found === 'string' ? found : ''
  }
  if (value('where[state][equals]') === 'new') return 'new'
  return value('where[kind][equals]')
}

export function LeadFilters({ i18n, searchParams }: ListViewServerProps) {
  const language = adminLanguage(i18n.language)
  const links: Array<{ key: string; href: string; label: string }> = [
    { key: '', href: list, label: texts.all[language] },
    { key: 'new', href: `${list}?where[state][equals]=new`, label: optionLabels.state.new[language] },
    ...leadKinds.map((kind: LeadKind) => ({
      key: kind,
      href: `${list}?where[kind][equals]=${kind}`,
      label: optionLabels.kind[kind][language],
    })),
  ]
  const current = chosen(searchParams)
  return (
    <nav className="vrp-lead-filters gutter--left gutter--right" aria-label={texts.heading[language]}>
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', listStyle: 'none', padding: 0 }}>
        {links.map((link) => (
          <li key={link.key || 'all'}>
            <a
              href={link.href}
              aria-current={link.key === current ? 'page' : undefined}
              style={link.key === current ? { fontWeight: 'bold' } : undefined}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
