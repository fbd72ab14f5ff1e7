/**
 * Backup and restore (docs/decisions/0022; scripts/backup.mjs): a backup of the running CMS (its
 * database, SQLite or PostgreSQL as the stack runs, and its uploads), restored into a new empty CMS
 * (a new data folder, and a new database on PostgreSQL) with the same secrets, gives the same content,
 * the same media (records and bytes) and the same submissions (with their e-mail status).
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { contactPayload, records } from '../apps/web/tests/forms-site';
import { adminFetch } from '../scripts/lib/admin-token';
import { backupScript, cmsEnv, restoreCopy } from './restored-cms';

const stack = inject('stack');
const work = mkdtempSync(join(tmpdir(), 'backup-test-'));
const cleanups: Array<() => Promise<void> | void> = [];

afterAll(async () => {
  for (const clean of cleanups.reverse()) await clean();
  rmSync(work, { recursive: true, force: true });
});

const api = async (cmsUrl: string, path: string): Promise<unknown> => {
  const res = await fetch(`${cmsUrl}/api/${path}`, { headers: { authorization: `Bearer ${stack.siteToken}` } });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return res.json();
};

/** What must survive: content (lists and single types), the media library, the submissions. */
async function snapshot(cmsUrl: string): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const path of [
    'download-cards?populate=*&pagination[pageSize]=100&sort=id',
    'blog-cards?populate=*&pagination[pageSize]=100&sort=id',
    'success-case-cards?populate=*&pagination[pageSize]=100&sort=id',
    'blog?populate=*',
    'footer?populate=*',
    'home?populate=*',
  ]) {
    out[path] = await api(cmsUrl, path);
  }
  const files = (await api(cmsUrl, 'upload/files?sort=id')) as Array<Record<string, unknown>>;
  out.files = files;
  for (const inbox of ['contact', 'lead', 'download-request'] as const) {
    const res = await adminFetch(cmsUrl, `/content-manager/collection-types/api::${inbox}.${inbox}?page=1&pageSize=100&sort=id:ASC`);
    if (!res.ok) throw new Error(`${inbox}: ${res.status}`);
    out[inbox] = ((await res.json()) as { results: unknown[] }).results;
  }
  return out;
}

describe('backup and restore', () => {
  it('restores content, media and submissions into a new empty CMS', async () => {
    // Something that exists only in this run: a submission with its e-mail status, and a new upload.
    const submission = randomUUID();
    const { website: _website, dial_code: _dialCode, ...contact } = contactPayload({ submission_id: submission });
    const created = await fetch(`${stack.cmsUrl}/api/contacts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${stack.siteToken}` },
      body: JSON.stringify({ data: { ...contact, mail_status: 'failed', mail_attempts: 2, mail_last_error: 'relay down' } }),
    });
    expect(created.status).toBe(201);
    const upload = new FormData();
    const bytes = Buffer.from(`backup test ${submission}\n`);
    upload.append('files', new Blob([bytes], { type: 'text/plain' }), `backup-${submission.slice(0, 8)}.txt`);
    const uploaded = await adminFetch(stack.cmsUrl, '/upload', { method: 'POST', body: upload });
    expect(uploaded.status).toBe(201);
    const [file] = (await uploaded.json()) as Array<{ url: string }>;

    const before = await snapshot(stack.cmsUrl);
    const archive = join(work, 'cms.tar.gz');
    const made = backupScript(['backup', archive], cmsEnv(stack.dataDir, stack.databaseUrl));
    expect(made).toMatch(/\[backup\] .*cms\.tar\.gz/);

    // A new, empty CMS: another data folder (and database), the same secrets.
    const restoredDir = join(work, 'restored');
    const copy = restoreCopy(stack, archive, restoredDir, join(work, 'logs'), cleanups);
    expect(existsSync(join(restoredDir, 'public/uploads', (file?.url ?? '').replace('/uploads/', '')))).toBe(true);
    const cmsUrl = await copy.start();

    const after = await snapshot(cmsUrl);
    expect(after).toEqual(before);
    const contacts = (await records(cmsUrl, 'contact', submission)) as Array<Record<string, unknown>>;
    expect(contacts).toHaveLength(1);
    expect(contacts[0]).toMatchObject({ mail_status: 'failed', mail_attempts: 2, mail_last_error: 'relay down' });
    // The media's bytes, served by the restored CMS.
    const served = await fetch(`${cmsUrl}${file?.url}`);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    expect(readdirSync(join(restoredDir, 'public/uploads')).length).toBe(readdirSync(join(stack.dataDir, 'public/uploads')).length);
  }, 600_000);
});
