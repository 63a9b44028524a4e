/**
 * Who may do what in the CMS ("Roles" in docs/decisions.md). Every user has one role:
 * - group admin: everything;
 * - site editor: the content (pages, redirects, story tags, their sites' dictionary entries) of the
 *   sites given to them, the shared media library and the CMS-built forms;
 * - dealer staff: the leads, workshop bookings and tire-hotel agreements of the dealers given to them;
 * - workshop reception: the bookings and capacities of their dealers' workshops.
 * Everyone may read and edit their own user (name, password), never their role or scope.
 */
import type { Access, CollectionConfig, FieldAccess, PayloadRequest, Where } from 'payload'
import type { User } from '@/cms/payload-types'

export const roles = [
  { value: 'groupAdmin', label: 'Group admin' },
  { value: 'siteEditor', label: 'Site editor' },
  { value: 'dealerStaff', label: 'Dealer staff' },
  { value: 'workshopReception', label: 'Workshop reception' },
] as const
export type Role = (typeof roles)[number]['value']

type Someone = Pick<User, 'role' | 'sites' | 'dealers'> | null | undefined

const relationId = (value: unknown) =>
  typeof value === 'object' && value !== null ? (value as { id: number }).id : (value as number)

export const roleOf = (user: Someone): Role | null => (user?.role as Role | undefined) ?? null
export const isGroupAdmin = (user: Someone) => roleOf(user) === 'groupAdmin'

/** The ids of the sites a site editor edits. */
export const siteIdsOf = (user: Someone): number[] =>
  roleOf(user) === 'siteEditor' ? (user?.sites ?? []).map(relationId).filter(Number.isInteger) : []

/** The catalog ids (`site_id`) of the dealers a dealer-staff or reception user works for. */
export const dealerIdsOf = (user: Someone): string[] =>
  roleOf(user) === 'dealerStaff' || roleOf(user) === 'workshopReception'
    ? (user?.dealers ?? []).filter((id): id is string => typeof id === 'string' && id !== '')
    : []

const userOf = (req: PayloadRequest) => req.user as Someone

/** Group admins only. */
export const groupAdminOnly: Access = ({ req }) => isGroupAdmin(userOf(req))
export const groupAdminField: FieldAccess = ({ req }) => isGroupAdmin(userOf(req))

const nothing: Where = { id: { equals: -1 } }

/**
 * Content keyed by a `site` relationship: group admins all of it, site editors that of their
 * sites. Creating needs a site to create for; the `site` field's own check keeps it theirs.
 */
export const siteContent = (field = 'site'): Access => {
  return ({ req }) => {
    const user = userOf(req)
    if (isGroupAdmin(user)) return true
    const sites = siteIdsOf(user)
    if (sites.length === 0) return false
    return { [field]: { in: sites } }
  }
}

/** Who may edit content: group admins and site editors with at least one site. */
export const contentEditor = (user: Someone) => isGroupAdmin(user) || siteIdsOf(user).length > 0

/** Anonymous callers and staff without content rights read published documents only. */
export const publishedOrSiteContent: Access = (args) => {
  const user = userOf(args.req)
  if (isGroupAdmin(user)) return true
  const published: Where = { _status: { equals: 'published' } }
  const sites = siteIdsOf(user)
  if (sites.length === 0) return published
  return { or: [published, { site: { in: sites } }] }
}

/**
 * The `site` field of site content: a site editor may only choose one of their sites, and the
 * picker offers only those.
 */
export const ownSiteField = {
  validate: (value: unknown, { req }: { req: PayloadRequest }) => {
    const user = userOf(req)
    if (!user || isGroupAdmin(user) || value === null || value === undefined) return true
    return siteIdsOf(user).includes(relationId(value)) || 'Choose one of the sites you edit'
  },
  filterOptions: ({ req }: { req: PayloadRequest }): Where | boolean => {
    const user = userOf(req)
    if (!user || isGroupAdmin(user)) return true
    return { id: { in: siteIdsOf(user) } }
  },
}

const departmentsCacheMs = 60_000
const departmentsCache = new Map<string, { at: number; ids: Promise<string[]> }>()

/**
 * The erp ids of every department of the given dealers, from the catalog's site indexes (a
 * dealer's workshops are the stations of its tire hotel and the departments of its bookings).
 * Kept a minute: a dealer's departments change with the catalog feed, not per request.
 */
export function departmentIdsOf(req: PayloadRequest, dealerIds: string[]): Promise<string[]> {
  const key = [...dealerIds].sort().join('|')
  const cached = departmentsCache.get(key)
  if (cached && Date.now() - cached.at < departmentsCacheMs) return cached.ids
  const ids = lookUpDepartments(req, dealerIds)
  departmentsCache.set(key, { at: Date.now(), ids })
  ids.catch(() => departmentsCache.delete(key))
  return ids
}

async function lookUpDepartments(req: PayloadRequest, dealerIds: string[]): Promise<string[]> {
  if (dealerIds.length === 0) return []
  const sites = await req.payload.find({
    collection: 'sites',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { catalog: true },
  })
  // Loaded here: the CMS config must not pull the search engine into every importer.
  const { searchOrThrow } = await import('@/services/search')
  const indexes = [...new Set(sites.docs.map((site) => site.catalog?.siteIndex).filter(Boolean))] as string[]
  const found = await Promise.all(
    indexes.map((index) =>
      searchOrThrow(
        { index, filters: { site_id: dealerIds }, fields: ['erp_id', 'site_departments'], limit: 100 },
        { cache: false },
      ).catch(() => null),
    ),
  )
  const ids = new Set<string>()
  for (const record of found.flatMap((result) => result?.content ?? [])) {
    if (typeof record.erp_id === 'string') ids.add(record.erp_id)
    const departments = Array.isArray(record.site_departments) ? record.site_departments : []
    for (const department of departments as Array<{ erp_id?: unknown }>)
      if (typeof department.erp_id === 'string') ids.add(department.erp_id)
  }
  return [...ids]
}

/**
 * Dealer data keyed by a department erp id (`field`): group admins all of it, the given roles
 * that of their dealers' departments.
 */
export const dealerDepartments = (field: string, ...allowed: Role[]): Access => {
  return async ({ req }) => {
    const user = userOf(req)
    if (isGroupAdmin(user)) return true
    const role = roleOf(user)
    if (!role || !allowed.includes(role)) return false
    const departments = await departmentIdsOf(req, dealerIdsOf(user))
    return departments.length > 0 ? { [field]: { in: departments } } : nothing
  }
}

/** Dealer data keyed by the dealer's catalog id (`field`), for dealer staff. */
export const dealerRecords = (field: string): Access => {
  return ({ req }) => {
    const user = userOf(req)
    if (isGroupAdmin(user)) return true
    if (roleOf(user) !== 'dealerStaff') return false
    const dealers = dealerIdsOf(user)
    return dealers.length > 0 ? { [field]: { in: dealers } } : nothing
  }
}

/**
 * A department field (`departmentId`, `station`) on a document a dealer user creates or moves:
 * it must be one of their dealers' departments.
 */
export const ownDepartmentField = {
  validate: async (value: unknown, { req }: { req: PayloadRequest }) => {
    const user = userOf(req)
    if (!user || isGroupAdmin(user) || typeof value !== 'string' || value === '') return true
    const departments = await departmentIdsOf(req, dealerIdsOf(user))
    return departments.includes(value) || 'Choose one of your dealers’ departments'
  },
}

/**
 * The collections each role sees in the admin, grouped by task; the rest are hidden from it.
 * Every role sees the sites (read-only unless a group admin): a user's own account and most
 * documents point to a site, and the admin cannot draw a relationship to a hidden collection.
 */
const everyone = ['users', 'sites']
const visible: Record<Role, ReadonlySet<string> | 'all'> = {
  groupAdmin: 'all',
  siteEditor: new Set([
    ...everyone,
    'pages',
    'site-regions',
    'story-tags',
    'redirects',
    'media',
    'dictionary',
    'forms',
  ]),
  dealerStaff: new Set([
    ...everyone,
    'leads',
    'lead-exports',
    'workshop-bookings',
    'tire-hotel-agreements',
    'tire-hotel-reviews',
  ]),
  workshopReception: new Set([...everyone, 'workshop-bookings', 'workshop-capacities']),
}

/** `admin.hidden` for a collection: hidden from roles that have nothing to do in it. */
export const hiddenFromRolesWithout =
  (slug: string) =>
  ({ user }: { user: unknown }) => {
    const role = roleOf(user as Someone)
    if (!role) return true
    const seen = visible[role]
    return seen !== 'all' && !seen.has(slug)
  }

/** Hides the collection from roles that have nothing to do in it. */
export function withRoleVisibility(collection: CollectionConfig): CollectionConfig {
  return { ...collection, admin: { ...collection.admin, hidden: hiddenFromRolesWithout(collection.slug) } }
}
