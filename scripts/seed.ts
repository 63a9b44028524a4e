// Migrates the database and seeds the demo content and catalog on a fresh database (`npm run seed`).
import { register } from 'node:module'
import config from '@payload-config'
import { getPayload } from 'payload'
import { migrationsForDatabase } from '@/cms/migrations'
import { seedCatalog } from '@/seed/catalog/seed'
import { seedDemoContent } from '@/seed/seed'
import { seedTireHotel } from '@/seed/tire-hotel'
import { seedWorkshopCapacities } from '@/seed/workshop/capacities'
import { seedWorkshopServices } from '@/seed/workshop/services'
import { seedWorkshopVehicles } from '@/seed/workshop/vehicles'
import { closeCatalogDatabases } from '@/services/search'

const payload = await getPayload({ config })
await payload.db.migrate({ migrations: migrationsForDatabase() as never })
await seedDemoContent(payload)
const vehicles = await seedWorkshopVehicles(payload)
console.log(vehicles ? `workshop: seeded ${vehicles} vehicles` : 'workshop: vehicles already seeded')
const services = await seedWorkshopServices(payload)
console.log(services ? `workshop: seeded ${services} services` : 'workshop: services already seeded')
const catalog = await seedCatalog({ ifEmpty: true })
console.log(catalog.seeded ? `catalog: seeded ${catalog.records} records` : 'catalog: already seeded')
console.log(`workshop: seeded ${await seedWorkshopCapacities(payload)} capacities`)
const agreements = await seedTireHotel(payload)
console.log(
  agreements ? `tire hotel: seeded ${agreements} agreements` : 'tire hotel: agreements already seeded',
)
// The desk's demo goes through the booking service, which is server code (server-only-hooks.mjs).
register('./server-only-hooks.mjs', import.meta.url)
const { seedDeskBookings, seedDeskLeads } = await import('@/seed/desk')
const leads = await seedDeskLeads(payload)
console.log(leads ? `desk: seeded ${leads} leads` : 'desk: leads already seeded')
const bookings = await seedDeskBookings(payload)
console.log(bookings ? `desk: seeded ${bookings} workshop bookings` : 'desk: bookings already seeded')
await closeCatalogDatabases()
process.exit(0)
