import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" ADD COLUMN "assigned_at" timestamp(3) with time zone;
  CREATE INDEX "leads_assigned_at_idx" ON "leads" USING btree ("assigned_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "leads_assigned_at_idx";
  ALTER TABLE "leads" DROP COLUMN "assigned_at";`)
}
