/**
 * The seeded editor's admin JWT for tests that read or change content as an editor would.
 *
 * Strapi allows 5 admin logins per 5 minutes per e-mail and address, and every Vitest file and
 * Playwright worker is its own process, so the token is kept in a file beside the stack's data
 * (STACK_DATA_DIR, else the temp folder) and shared; a token past its 30-minute life (401) is
 * replaced once by a new login.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const tokens = new Map<string, Promise<string>>();

function tokenFile(cmsUrl: string, dataDir = process.env.STACK_DATA_DIR): string {
  const dir = dataDir && existsSync(dataDir) ? dataDir : tmpdir();
  return join(dir, `admin-${createHash('sha1').update(cmsUrl).digest('hex').slice(0, 12)}.jwt`);
}

/**
 * The editor's password: ADMIN_PASSWORD, else the one the launcher generated into the stack's
 * secrets.json (there is no default password).
 */
export function adminPassword(dataDir = process.env.STACK_DATA_DIR): string {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  const file = dataDir ? join(dataDir, 'secrets.json') : '';
  const stored = file && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { ADMIN_PASSWORD?: string }) : {};
  if (!stored.ADMIN_PASSWORD) throw new Error(`no admin password: set ADMIN_PASSWORD or STACK_DATA_DIR (its secrets.json)`);
  return stored.ADMIN_PASSWORD;
}

async function login(cmsUrl: string, dataDir?: string): Promise<string> {
  const res = await fetch(`${cmsUrl}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: process.env.ADMIN_EMAIL || 'admin@example.com',
      password: adminPassword(dataDir),
    }),
  });
  const body = (await res.json().catch(() => ({}))) as { data?: { token?: string } };
  if (!body.data?.token) throw new Error(`admin login failed: ${res.status} ${JSON.stringify(body)}`);
  const file = tokenFile(cmsUrl, dataDir);
  // Written whole, then renamed: another process never reads half a token.
  writeFileSync(`${file}.${process.pid}`, body.data.token, { mode: 0o600 });
  renameSync(`${file}.${process.pid}`, file);
  return body.data.token;
}

/** Logs in once for a new stack (its data folder), so that the test processes share that token. */
export function primeAdminToken(cmsUrl: string, dataDir: string): Promise<string> {
  return login(cmsUrl, dataDir);
}

/** Seconds until a JWT expires (0 when it cannot be read). */
function lifeLeft(jwt: string): number {
  try {
    const payload = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof payload.exp === 'number' ? payload.exp - Date.now() / 1000 : 0;
  } catch {
    return 0;
  }
}

/** The shared editor JWT of the stack at `cmsUrl`, renewed when it has under 5 minutes left; `fresh` logs in again. */
export async function adminToken(cmsUrl: string, fresh = false): Promise<string> {
  const cached = fresh ? undefined : tokens.get(cmsUrl);
  if (cached && lifeLeft(await cached) > 300) return cached;
  const file = tokenFile(cmsUrl);
  const stored = !fresh && existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
  const token = stored && lifeLeft(stored) > 300 ? Promise.resolve(stored) : login(cmsUrl);
  tokens.set(cmsUrl, token);
  token.catch(() => tokens.delete(cmsUrl));
  return token;
}

/** An admin API call with the shared token; a stale token is replaced once. */
export async function adminFetch(cmsUrl: string, path: string, init: RequestInit = {}): Promise<Response> {
  const call = async (fresh: boolean) =>
    fetch(`${cmsUrl}${path}`, {
      ...init,
      headers: { ...(init.headers as Record<string, string> | undefined), authorization: `Bearer ${await adminToken(cmsUrl, fresh)}` },
    });
  const res = await call(false);
  return res.status === 401 ? call(true) : res;
}
