import { join } from 'node:path';
import { dataDir } from './secrets';

/**
 * SQLite file under the data folder by default; PostgreSQL when DATABASE_URL is set, or with
 * DATABASE_CLIENT=postgres and DATABASE_HOST/PORT/NAME/USERNAME/PASSWORD (README "PostgreSQL").
 */
export default ({
  env,
}: {
  env: ((key: string, fallback?: string) => string) & { int: (k: string, f?: number) => number; bool: (k: string, f?: boolean) => boolean };
}) => {
  const url = env('DATABASE_URL', '');
  const client = env('DATABASE_CLIENT', url ? 'postgres' : 'sqlite');
  if (client !== 'sqlite' && client !== 'postgres') throw new Error(`DATABASE_CLIENT must be sqlite or postgres, not ${client}`);
  if (client === 'postgres') {
    const where = url
      ? { connectionString: url }
      : {
          host: env('DATABASE_HOST', '127.0.0.1'),
          port: env.int('DATABASE_PORT', 5432),
          database: env('DATABASE_NAME', 'strapi'),
          user: env('DATABASE_USERNAME', 'strapi'),
          password: env('DATABASE_PASSWORD', ''),
        };
    return {
      connection: {
        client: 'postgres',
        connection: {
          ...where,
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
