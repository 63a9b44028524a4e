import path from 'node:path'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { Client } from '@libsql/client'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { en } from '@payloadcms/translations/languages/en'
import { nb } from '@payloadcms/translations/languages/nb'
import { sk } from '@payloadcms/translations/languages/sk'
import { sv } from '@payloadcms/translations/languages/sv'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { databaseConfig } from '@/lib/database'
import { logger } from '@/lib/log/logger'
import { languages } from '@/lib/i18n/languages'
import { serverUrl } from '@/lib/server-url'
import { formBuilder } from './form-builder'
import { mediaStoragePlugin } from './media-storage'
import { Dictionary } from './collections/Dictionary'
import { FinanceQuotes } from './collections/FinanceQuotes'
import { Leads } from './collections/Leads'
import { LeadExports } from './collections/LeadExports'
import { Media } from './collections/Media'
import { Outbox } from './collections/Outbox'
import { WorkshopBookings } from './collections/WorkshopBookings'
import { WorkshopVehicles } from './collections/WorkshopVehicles'
import { WorkshopServiceCategories, WorkshopServices } from './collections/WorkshopServices'
import { WorkshopCapacities } from './collections/WorkshopCapacities'
import { Pages } from './collections/Pages'
import { Redirects } from './collections/Redirects'
import { Sites } from './collections/Sites'
import { SiteRegions } from './collections/SiteRegions'
import {
  TireHotelAgreements,
  TireHotelAttempts,
  TireHotelCodes,
  TireHotelReviews,
} from './collections/TireHotel'
import { StoryTags } from './collections/StoryTags'
import { TrackingEvents } from './collections/TrackingEvents'
import { Users } from './collections/Users'
import { safeLinkFeature } from './fields/safe-link-feature'
import { payloadSecret } from './payload-secret.mjs'
import { enforceSessionExpiry } from './session-expiry'
import { withReadCaps } from './read-caps'
import { withRoleVisibility } from './access/roles'
import { postgresLocaleIndexes, sqliteLocaleIndexes } from './locale-indexes'
import { serialiseTransactions } from './sqlite-transactions'
import { jobs } from './scheduled-publish'
import { migrations as postgresMigrations } from './migrations/postgres'
import { migrations as sqliteMigrations } from './migrations/sqlite'
import { withCollectionLabels } from './admin/labels'
import { withRenamedMigrations } from './migration-names'

const dirname = import.meta.dirname ?? path.resolve('src/cms')
const database = databaseConfig()
const sqliteBusyTimeout = 5_000

function databaseAdapter() {
  if (database.dialect === 'postgres') {
    return postgresAdapter({
      pool: { connectionString: database.url, max: Number(process.env.DATABASE_POOL_SIZE || 10) },
      push: false,
      blocksAsJSON: true,
      migrationDir: path.resolve(dirname, 'migrations/postgres'),
      prodMigrations: postgresMigrations,
      afterSchemaInit: [postgresLocaleIndexes],
    })
  }
  return sqliteAdapter({
    client: { url: database.url },
    push: false,
    blocksAsJSON: true,
    // The adapter ships with transactions off and no busy timeout; concurrent editors and
    // imports would then fail with SQLITE_BUSY instead of waiting their turn.
    wal: true,
    busyTimeout: sqliteBusyTimeout,
    transactionOptions: { behavior: 'immediate' },
    migrationDir: path.resolve(dirname, 'migrations/sqlite'),
    prodMigrations: sqliteMigrations,
    afterSchemaInit: [sqliteLocaleIndexes],
  })
}

const allowedOrigins = [serverUrl(), ...(process.env.ALLOWED_ORIGINS?.split(',').filter(Boolean) ?? [])]

export default buildConfig({
  onInit: async (payload) => {
    enforceSessionExpiry(payload)
    if (database.dialect === 'sqlite')
      serialiseTransactions(
        (payload.db as unknown as { client: Client }).client,
        database.url,
        sqliteBusyTimeout,
      )
  },
  secret: payloadSecret(),
  serverURL: serverUrl(),
  admin: {
    user: Users.slug,
    meta: { titleSuffix: ' · CMS' },
    // The default gravatar avatar would call a third-party host from every admin page.
    avatar: 'default',
    importMap: { baseDir: path.resolve(dirname, '..') },
    // The site filter beside the locale, in every view's header ("Site-aware admin").
    components: {
      actions: ['/cms/admin/SiteSwitcher#SiteSwitcher'],
      // New leads and first-response medians per dealer above the collections, for the roles that
      // work them ("Lead desk").
      beforeDashboard: [
        '/cms/admin/NewLeads#NewLeads',
        '/cms/admin/LeadMedians#LeadMedians',
        // Per dealer and model, the active alerts a car would reach ("Saved searches: demand").
        '/cms/admin/AlertDemand#AlertDemand',
        '/cms/admin/CustomerData#CustomerDataLink',
      ],
      // The workshop planner, for the roles that work bookings ("Bookings: the planner").
      afterNavLinks: ['/cms/admin/Planner#PlannerLink'],
      views: {
        planner: { Component: '/cms/admin/Planner#Planner', path: '/planner' },
        // One customer's data, to export or erase on request: group admins only ("Retention").
        customerData: { Component: '/cms/admin/CustomerData#CustomerDataView', path: '/customer-data' },
      },
    },
    livePreview: {
      breakpoints: [
        { label: 'Mobile', name: 'mobile', width: 375, height: 812 },
        { label: 'Desktop', name: 'desktop', width: 1440, height: 900 },
      ],
    },
  },
  collections: [
    Pages,
    StoryTags,
    Sites,
    SiteRegions,
    Redirects,
    Media,
    Dictionary,
    Users,
    TrackingEvents,
    Leads,
    LeadExports,
    FinanceQuotes,
    Outbox,
    WorkshopBookings,
    WorkshopVehicles,
    WorkshopServiceCategories,
    WorkshopServices,
    WorkshopCapacities,
    TireHotelAgreements,
    TireHotelCodes,
    TireHotelAttempts,
    TireHotelReviews,
  ]
    .map(withReadCaps)
    .map(withRoleVisibility)
    .map(withCollectionLabels),
  plugins: [formBuilder, mediaStoragePlugin()],
  jobs,
  // Group admins export or erase one customer's data ("Retention" in docs/decisions.md).
  endpoints: [
    {
      path: '/customer-data',
      method: 'get',
      handler: async (req) => (await import('@/services/retention/http')).handleCustomerDataExport(req),
    },
    {
      path: '/customer-data/erase',
      method: 'post',
      handler: async (req) => (await import('@/services/retention/http')).handleCustomerDataErase(req),
    },
  ],
  // No request populates deeper than this (the site itself reads at depth 0 or 1): depth=10 on a
  // list multiplied one anonymous response to over 100 MB.
  maxDepth: 2,
  // Our JSON logger, which logs a client's 4xx at info without a stack (src/lib/log/logger.ts).
  logger,
  // The admin in the editors' languages, by each one's own choice or browser. Payload has no
  // Finnish: Finnish editors get English ("Admin languages" in docs/decisions.md).
  i18n: { supportedLanguages: { sv, nb, sk, en }, fallbackLanguage: 'en' },
  localization: {
    locales: languages.map((language) => ({ code: language.code, label: language.name })),
    defaultLocale: 'sv',
    fallback: false,
  },
  // Rich-text links refuse addresses that could run script, like every other link field.
  editor: lexicalEditor({
    features: ({ defaultFeatures }) =>
      defaultFeatures.map((feature) => (feature.key === 'link' ? safeLinkFeature() : feature)),
  }),
  // Recorded names of renamed migrations are updated before each migrate (src/cms/migration-names.ts).
  db: withRenamedMigrations(databaseAdapter()),
  sharp,
  cors: allowedOrigins,
  csrf: allowedOrigins,
  graphQL: { maxComplexity: 300, disablePlaygroundInProduction: true },
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  telemetry: false,
})
