import { join } from 'node:path';
import { dataDir } from './secrets';

/** SQLite file under the data folder by default; PostgreSQL when DATABASE_URL is set. */
export default ({
  env,
}: {
  env: ((key: string, fallback?: string) => string) & { int: (k: string, f?: number) => number; bool: (k: string, f?: boolean) => boolean };
}) => {
  const url = env('DATABASE_URL', '');
  if (url) {
    return {
      connection: {
        client: 'postgres',
        connection: {
          connectionString: url,
          ssl: env.bool('DATABASE_SSL', false) ? { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) } : false,
          schema: env('DATABASE_SCHEMA', 'public'),
        },
        pool: { min: env.int('DATABASE_POOL_MIN', 2), max: env.int('DATABASE_POOL_MAX', 10) },
        acquireConnectionTimeout: 60000,
      },
    };
  }
  return {
    connection: {
      client: 'sqlite',
      connection: { filename: env('DATABASE_FILENAME', join(dataDir(), 'data.db')) },
      useNullAsDefault: true,
    },
  };
};
