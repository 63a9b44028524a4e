import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'
import { ValidationError } from 'payload'
import {
  chainMessage,
  checkSource,
  duplicateWarning,
  findChain,
  findConflictingDuplicate,
  loopMessage,
  wouldLoop,
} from '@/services/redirects'
import { toRule, type RedirectDocument as RedirectDoc } from '@/services/redirects/from-document'
import { anyone, siteContentWrites } from '../access'
import { siteField, siteListFilter } from '../admin/site-choice'
import { cacheTags } from '@/lib/cache-tags'
import { invalidateCollection } from '../hooks/invalidate'
import { destinationWarningHook } from './redirect-destination'

/**
 * Editor checks on save: an invalid source, a rule that would redirect to itself, and a rule
 * that chains with another (its destination redirected again, or its source another's
 * destination) are refused with a message; a rule that repeats another's source and conditions with a different
 * destination is saved, with a warning that names the other rule (the first in order wins).
 */
const checkRule: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const merged = { ...originalDoc, ...data } as RedirectDoc
  const rule = toRule(merged)
  const invalid = checkSource(rule.source)
  if (invalid)
    throw new ValidationError({ errors: [{ message: invalid, path: 'source' }], collection: 'redirects' })
  if (wouldLoop(rule))
    throw new ValidationError({
      errors: [{ message: loopMessage(rule), path: 'destination' }],
      collection: 'redirects',
    })
  const siteId = typeof merged.site === 'object' ? merged.site?.id : merged.site
  const others = await req.payload.find({
    collection: 'redirects',
    where: {
      and: [
        { site: { equals: siteId } },
        ...(originalDoc?.id ? [{ id: { not_equals: originalDoc.id } }] : []),
      ],
    },
    pagination: false,
    limit: 10_000,
    depth: 0,
    req,
  })
  const otherRules = others.docs.map((doc) => toRule(doc as RedirectDoc))
  // A chain costs visitors a second round trip; two rules into each other lock them out.
  const chain = findChain(rule, otherRules)
  if (chain)
    throw new ValidationError({
      errors: [{ message: chainMessage(rule, chain), path: 'destination' }],
      collection: 'redirects',
    })
  const other = findConflictingDuplicate(rule, otherRules)
  data.conflictWarning = other ? duplicateWarning(rule, other) : null
  return data
}

/** Per-site redirect table (spec 01 §2.6). The first matching rule in the editor's order wins. */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  orderable: true,
  admin: {
    useAsTitle: 'source',
    group: 'Sites',
    baseFilter: siteListFilter(),
    defaultColumns: ['source', 'destination', 'site', 'conflictWarning', 'destinationWarning'],
    description:
      'Applied before any page renders, top to bottom: the first matching rule wins. All are permanent (308).',
  },
  access: { read: anyone, ...siteContentWrites },
  hooks: { ...invalidateCollection(cacheTags.redirects), beforeChange: [checkRule] },
  fields: [
    { name: 'site', type: 'relationship', relationTo: 'sites', required: true, index: true, ...siteField },
    {
      name: 'conflictWarning',
      type: 'text',
      admin: {
        readOnly: true,
        condition: (data) => Boolean(data?.conflictWarning),
        description: 'Another rule has the same source',
      },
    },
    {
      // Not stored: computed when an editor reads the rule.
      name: 'destinationWarning',
      type: 'text',
      virtual: true,
      admin: {
        readOnly: true,
        condition: (data) => Boolean(data?.destinationWarning),
        description: 'The destination is not a page of this site',
      },
      hooks: { afterRead: [destinationWarningHook] },
    },
    {
      name: 'source',
      type: 'text',
      required: true,
      admin: { description: 'e.g. /anlaggningar/:id/:slug or /used/:path*' },
    },
    {
      name: 'destination',
      type: 'text',
      required: true,
      admin: { description: 'Path or URL; may use :params and its own ?query' },
    },
    { name: 'permanent', type: 'checkbox', defaultValue: true, admin: { readOnly: true } },
    {
      name: 'has',
      type: 'array',
      labels: { singular: 'Condition', plural: 'Conditions' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'type',
              type: 'select',
              required: true,
              defaultValue: 'query',
              options: ['query', 'host'],
            },
            { name: 'key', type: 'text', admin: { condition: (_, sibling) => sibling?.type === 'query' } },
            { name: 'value', type: 'text' },
          ],
        },
      ],
    },
  ],
}
