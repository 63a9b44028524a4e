import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "workshop_bookings" ADD COLUMN "client" varchar;
  CREATE INDEX "workshop_bookings_client_idx" ON "workshop_bookings" USING btree ("client");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "workshop_bookings_client_idx";
  ALTER TABLE "workshop_bookings" DROP COLUMN "client";`)
}
