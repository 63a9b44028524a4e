import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_replies_direction" AS ENUM('out', 'in');
  CREATE TABLE "leads_replies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"direction" "enum_leads_replies_direction" NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"by_id" integer,
  	"address" varchar,
  	"subject" varchar,
  	"message" varchar
  );
  
  ALTER TABLE "leads_replies" ADD CONSTRAINT "leads_replies_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads_replies" ADD CONSTRAINT "leads_replies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "leads_replies_order_idx" ON "leads_replies" USING btree ("_order");
  CREATE INDEX "leads_replies_parent_id_idx" ON "leads_replies" USING btree ("_parent_id");
  CREATE INDEX "leads_replies_by_idx" ON "leads_replies" USING btree ("by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "leads_replies" CASCADE;
  DROP TYPE "public"."enum_leads_replies_direction";`)
}
