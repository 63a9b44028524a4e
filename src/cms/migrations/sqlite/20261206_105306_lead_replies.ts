import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`leads_replies\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`direction\` text NOT NULL,
  	\`at\` text NOT NULL,
  	\`by_id\` integer,
  	\`address\` text,
  	\`subject\` text,
  	\`message\` text,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`leads_replies_order_idx\` ON \`leads_replies\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`leads_replies_parent_id_idx\` ON \`leads_replies\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_replies_by_idx\` ON \`leads_replies\` (\`by_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`leads_replies\`;`)
}
