/**
 * Secrets of the embedded default. Every secret is read from the environment; when one is missing
 * (a fresh checkout on one machine), it is generated once and kept in `.data/secrets.json`
 * (git-ignored), so sessions, tokens and the site's API token survive restarts.
 * In production, set them all in the environment (README: configuration).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const dataDir = (): string => process.env.CMS_DATA_DIR || join(process.cwd(), '.data');

type SecretName =
  | 'APP_KEYS'
  | 'API_TOKEN_SALT'
  | 'ADMIN_JWT_SECRET'
  | 'TRANSFER_TOKEN_SALT'
  | 'JWT_SECRET'
  | 'ENCRYPTION_KEY'
  | 'SITE_API_TOKEN'
  | 'WEBHOOK_SECRET';

let cache: Partial<Record<SecretName, string>> | null = null;

function fileSecrets(): Partial<Record<SecretName, string>> {
  if (cache) return cache;
  const file = join(dataDir(), 'secrets.json');
  cache = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<Record<SecretName, string>>) : {};
  return cache;
}

function generate(name: SecretName): string {
  if (name === 'APP_KEYS') return [1, 2, 3, 4].map(() => randomBytes(16).toString('base64')).join(',');
  return randomBytes(name === 'SITE_API_TOKEN' ? 48 : 24).toString('hex');
}

export function secret(name: SecretName): string {
  const fromEnv = process.env[name];
  if (fromEnv) return fromEnv;
  const stored = fileSecrets();
  const existing = stored[name];
  if (existing) return existing;
  const value = generate(name);
  stored[name] = value;
  const file = join(dataDir(), 'secrets.json');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  return value;
}
