import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_history_state" AS ENUM('new', 'contacted', 'offer', 'won', 'lost');
  CREATE TYPE "public"."enum_leads_state" AS ENUM('new', 'contacted', 'offer', 'won', 'lost');
  CREATE TABLE "leads_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"at" timestamp(3) with time zone,
  	"by_id" integer
  );
  
  CREATE TABLE "leads_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"state" "enum_leads_history_state" NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"by_id" integer
  );
  
  ALTER TABLE "leads" ADD COLUMN "customer_name" varchar;
  ALTER TABLE "leads" ADD COLUMN "state" "enum_leads_state" DEFAULT 'new';
  ALTER TABLE "leads" ADD COLUMN "lost_reason" varchar;
  ALTER TABLE "leads" ADD COLUMN "owner_id" integer;
  ALTER TABLE "leads" ADD COLUMN "first_response_at" timestamp(3) with time zone;
  ALTER TABLE "leads_notes" ADD CONSTRAINT "leads_notes_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads_notes" ADD CONSTRAINT "leads_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "leads_history" ADD CONSTRAINT "leads_history_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads_history" ADD CONSTRAINT "leads_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "leads_notes_order_idx" ON "leads_notes" USING btree ("_order");
  CREATE INDEX "leads_notes_parent_id_idx" ON "leads_notes" USING btree ("_parent_id");
  CREATE INDEX "leads_notes_by_idx" ON "leads_notes" USING btree ("by_id");
  CREATE INDEX "leads_history_order_idx" ON "leads_history" USING btree ("_order");
  CREATE INDEX "leads_history_parent_id_idx" ON "leads_history" USING btree ("_parent_id");
  CREATE INDEX "leads_history_by_idx" ON "leads_history" USING btree ("by_id");
  ALTER TABLE "leads" ADD CONSTRAINT "leads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "leads_customer_name_idx" ON "leads" USING btree ("customer_name");
  CREATE INDEX "leads_state_idx" ON "leads" USING btree ("state");
  CREATE INDEX "leads_owner_idx" ON "leads" USING btree ("owner_id");`)
  // Leads stored before the desk: new, named as their form named the customer (customerNameOf).
  await db.execute(sql`
  UPDATE "leads" SET "state" = 'new' WHERE "state" IS NULL;
  UPDATE "leads" SET "customer_name" = NULLIF(TRIM(COALESCE(
    "values"->>'name', "values"->>'customerName', "values"->>'fullname', '')), '')
    WHERE jsonb_typeof("values") = 'object';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "leads_history" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "leads_notes" CASCADE;
  DROP TABLE "leads_history" CASCADE;
  ALTER TABLE "leads" DROP CONSTRAINT "leads_owner_id_users_id_fk";
  
  DROP INDEX "leads_customer_name_idx";
  DROP INDEX "leads_state_idx";
  DROP INDEX "leads_owner_idx";
  ALTER TABLE "leads" DROP COLUMN "customer_name";
  ALTER TABLE "leads" DROP COLUMN "state";
  ALTER TABLE "leads" DROP COLUMN "lost_reason";
  ALTER TABLE "leads" DROP COLUMN "owner_id";
  ALTER TABLE "leads" DROP COLUMN "first_response_at";
  DROP TYPE "public"."enum_leads_history_state";
  DROP TYPE "public"."enum_leads_state";`)
}
