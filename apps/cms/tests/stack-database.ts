/**
 * The stack's CMS database, opened by the stack tests that read or change rows directly (privacy
 * requests, the WebP backfill, admin registration, the upgrade test's restored copy): PostgreSQL when
 * the stack runs on it (`databaseUrl` is set only then), else the SQLite file in the data folder.
 * The caller destroys it when done.
 */
import { join } from 'node:path';
import knexFactory, { type Knex } from 'knex';

export function stackDatabase(where: { dataDir: string; databaseUrl?: string }): Knex {
  return where.databaseUrl
    ? knexFactory({ client: 'pg', connection: where.databaseUrl, pool: { min: 0, max: 2 } })
    : knexFactory({ client: 'better-sqlite3', connection: { filename: join(where.dataDir, 'data.db') }, useNullAsDefault: true });
}

/** A row of Strapi's `admin_users` as the tests read it (`is_active` is 0/1 on SQLite). */
export interface UserRow {
  id: number;
  email: string;
  is_active: boolean | number;
  registration_token: string | null;
}
