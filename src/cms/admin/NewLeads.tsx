/**
 * The dashboard's count of new leads per dealer, for the roles that work leads ("Lead desk"): each
 * count links to the list of that dealer's new leads. Counted with the user's own access, so dealer
 * staff see their dealers only.
 */
import type { Payload, TypedUser } from 'payload'
import type { AdminLanguage } from '@/blocks/guide'
import { isGroupAdmin, roleOf } from '../access/roles'

const texts: Record<AdminLanguage, { heading: string; none: string; dealerless: string }> = {
  en: { heading: 'New leads', none: 'No new leads.', dealerless: 'The site’s own' },
  sv: {
    heading: 'Nya intresseanmälningar',
    none: 'Inga nya intresseanmälningar.',
    dealerless: 'Webbplatsens egna',
  },
  nb: { heading: 'Nye henvendelser', none: 'Ingen nye henvendelser.', dealerless: 'Nettstedets egne' },
  sk: { heading: 'Noví záujemcovia', none: 'Žiadni noví záujemcovia.', dealerless: 'Vlastní webu' },
}

type Props = { payload: Payload; user?: TypedUser | null; i18n: { language: string } }

export async function NewLeads({ payload, user, i18n }: Props) {
  if (!user || !(isGroupAdmin(user as never) || roleOf(user as never) === 'dealerStaff')) return null
  const text = texts[(i18n.language as AdminLanguage) in texts ? (i18n.language as AdminLanguage) : 'en']
  const found = await payload.find({
    collection: 'leads',
    // Repeats are shown as one with their first lead ("Lead desk").
    where: { state: { equals: 'new' }, repeatOf: { exists: false } },
    select: { dealer: true },
    depth: 0,
    limit: 5000,
    overrideAccess: false,
    user,
  })
  const counts = new Map<string, number>()
  for (const lead of found.docs) counts.set(lead.dealer ?? '', (counts.get(lead.dealer ?? '') ?? 0) + 1)
  const rows = [...counts].sort(([a], [b]) => a.localeCompare(b))
  const listOf = (dealer: string) =>
    `/admin/collections/leads?where[state][equals]=new&where[dealer][${dealer ? `equals]=${encodeURIComponent(dealer)}` : 'exists]=false'}`
  return (
    <section
      className="vrp-new-leads"
      aria-labelledby="vrp-new-leads-heading"
      style={{ marginBottom: 'var(--base)' }}
    >
      <h2 id="vrp-new-leads-heading">{text.heading}</h2>
      {rows.length === 0 ? (
        <p>{text.none}</p>
      ) : (
        <ul>
          {rows.map(([dealer, count]) => (
            <li key={dealer}>
              <a href={listOf(dealer)}>
                {dealer || text.dealerless}: <strong>{count}</strong>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
