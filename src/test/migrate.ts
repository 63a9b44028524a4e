// Migrates the database DATABASE_URL names with the committed migrations, and nothing else: the
// template the PostgreSQL integration tests copy (src/test/global-setup.ts).
import config from '@payload-config'
import { getPayload } from 'payload'
import { migrationsForDatabase } from '@/cms/migrations'

const payload = await getPayload({ config })
await payload.db.migrate({ migrations: migrationsForDatabase() as never })
await payload.destroy()
process.exit(0)
