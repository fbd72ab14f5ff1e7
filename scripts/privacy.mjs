#!/usr/bin/env node
/**
 * Privacy requests by e-mail address (docs/decisions/0039): what the CMS holds about
 * one address — contacts, leads, document requests, download users, chat conversations in which the
 * visitor wrote it — exported as JSON, or erased. Plain Node (runs on a production install); it calls
 * the CMS's admin routes `/inbox/privacy/export` and `/inbox/privacy/erase` as a super-admin.
 *
 *   npm run privacy -- export someone@example.com [FILE]   JSON to FILE (default: standard output)
 *   npm run privacy -- erase someone@example.com           deletes it all; prints the counts
 *
 * Environment: CMS_URL (default http://127.0.0.1:1337) and either ADMIN_EMAIL + ADMIN_PASSWORD of a
 * super-admin, or CMS_ADMIN_TOKEN (an admin session token).
 */
import { writeFileSync } from 'node:fs';

const [command, email, file] = process.argv.slice(2);
if (!['export', 'erase'].includes(command ?? '') || !email) {
  console.error('usage: npm run privacy -- export EMAIL [FILE] | erase EMAIL');
  process.exit(2);
}
const cms = (process.env.CMS_URL || 'http://127.0.0.1:1337').replace(/\/+$/, '');

async function token() {
  if (process.env.CMS_ADMIN_TOKEN) return process.env.CMS_ADMIN_TOKEN;
  if (!process.env.ADMIN_PASSWORD) throw new Error('set ADMIN_EMAIL and ADMIN_PASSWORD (a super-admin), or CMS_ADMIN_TOKEN');
  const res = await fetch(`${cms}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: process.env.ADMIN_EMAIL || 'admin@example.com', password: process.env.ADMIN_PASSWORD }),
  });
  const body = await res.json().catch(() => ({}));
  if (!body?.data?.token) throw new Error(`admin login failed: ${res.status}`);
  return body.data.token;
}

try {
  const auth = { authorization: `Bearer ${await token()}` };
  const res =
    command === 'export'
      ? await fetch(`${cms}/inbox/privacy/export?${new URLSearchParams({ email })}`, { headers: auth })
      : await fetch(`${cms}/inbox/privacy/erase`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({ email }),
        });
  const text = await res.text();
  if (!res.ok) throw new Error(`${command} failed: ${res.status} ${text.slice(0, 300)}`);
  if (command === 'export') {
    const pretty = `${JSON.stringify(JSON.parse(text), null, 2)}\n`;
    if (file) {
      writeFileSync(file, pretty, { mode: 0o600 });
      console.error(`written to ${file}`);
    } else process.stdout.write(pretty);
  } else {
    const { deleted } = JSON.parse(text);
    console.log(
      `erased: ${Object.entries(deleted)
        .map(([k, n]) => `${n} ${k}`)
        .join(', ')}`,
    );
  }
} catch (error) {
  console.error(String(error instanceof Error ? error.message : error));
  process.exit(1);
}
