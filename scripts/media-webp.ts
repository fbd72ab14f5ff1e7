/**
 * `npm run media:webp` (docs/decisions/0044): gives every JPEG or PNG of the media library that has no
 * WebP variants its variants now, instead of waiting for the CMS's next start (which does the same in
 * the background). It calls the CMS's admin route `POST /media-webp/backfill` a few files at a time
 * until none is left; the CMS does the work (same widths and quality as on upload, stored through its
 * upload provider). Prints one line per file; exits 1 when a file failed (the others are done).
 *
 * CMS_URL (default http://127.0.0.1:1337), ADMIN_EMAIL (default admin@example.com) and
 * ADMIN_PASSWORD (or STACK_DATA_DIR, a test stack's folder) say where and as whom.
 */
import { adminFetch } from './lib/admin-token';

interface BackfillResult {
  done: Array<{ id: number; name: string; formats: string[] }>;
  failed: Array<{ id: number; name: string; error: string }>;
  busy: number[];
  remaining: number;
}

const cms = (process.env.CMS_URL || 'http://127.0.0.1:1337').replace(/\/+$/, '');
let done = 0;
let failed = 0;
let busy = 0;
for (;;) {
  const res = await adminFetch(cms, '/media-webp/backfill?limit=5', { method: 'POST' });
  if (!res.ok) {
    console.error(`media:webp: the CMS answered ${res.status}: ${await res.text()}`);
    process.exit(1);
  }
  const r = (await res.json()) as BackfillResult;
  for (const f of r.done) console.log(`ok      #${f.id} ${f.name}: ${f.formats.join(', ')}`);
  for (const f of r.failed) console.log(`failed  #${f.id} ${f.name}: ${f.error}`);
  done += r.done.length;
  failed += r.failed.length;
  busy = r.busy.length;
  // Nothing left, or nothing this call could take (the rest failed before or is another instance's).
  if (r.remaining === 0 || r.done.length + r.failed.length === 0) break;
}
console.log(
  `media:webp: ${done} file(s) given WebP variants, ${failed} failed${busy ? `, ${busy} being done by another CMS instance` : ''}`,
);
process.exit(failed > 0 ? 1 : 0);
