/**
 * `npm run privacy` (scripts/privacy.mjs) as a child process against a local stand-in for the CMS:
 * an admin sign-in answered 429 is tried again after its Retry-After, a bounded number of times; an
 * erasure deletes the site's outbox copies (`.eml`) of the erased submissions (by the id in their
 * name) and every other one whose decoded text holds the address as a whole address, and keeps the
 * neighbours' (`mariana@…`, `….com.mx`).
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { afterEach, describe, expect, it } from 'vitest';

const SCRIPT = join(import.meta.dirname, 'privacy.mjs');

interface Seen {
  method: string;
  url: string;
  at: number;
  body: string;
}

const servers: Server[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await new Promise((done) => s.close(done));
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A local CMS stand-in: `answer` gives each request's status, headers and JSON body. */
async function cms(answer: (req: Seen, n: number) => { status: number; headers?: Record<string, string>; body: unknown }) {
  const seen: Seen[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (c: Buffer) => {
      body += c.toString('utf8');
    });
    req.on('end', () => {
      const entry = { method: req.method ?? '', url: req.url ?? '', at: Date.now(), body };
      seen.push(entry);
      const a = answer(entry, seen.filter((s) => s.url === entry.url).length);
      res.writeHead(a.status, { 'content-type': 'application/json', ...a.headers });
      res.end(JSON.stringify(a.body));
    });
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

/** Runs the script (asynchronously: the stand-in answers from this process). */
function privacy(args: string[], env: Record<string, string>): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [SCRIPT, ...args], {
      env: { PATH: process.env.PATH ?? '', ADMIN_PASSWORD: 'secret', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => {
      stdout += c.toString('utf8');
    });
    child.stderr.on('data', (c: Buffer) => {
      stderr += c.toString('utf8');
    });
    child.on('close', (status) => done({ status, stdout, stderr }));
  });
}

const EXPORT = { email: 'ana@example.com', contacts: [], leads: [], download_requests: [], download_users: [], chat_conversations: [] };

describe('the admin sign-in of npm run privacy', () => {
  it('is tried again after the wait a 429 asks (Retry-After), and then goes on', async () => {
    const { url, seen } = await cms((req, n) =>
      req.url === '/admin/login'
        ? n === 1
          ? { status: 429, headers: { 'retry-after': '1' }, body: { error: { status: 429, message: 'Too many requests' } } }
          : { status: 200, body: { data: { token: 'jwt' } } }
        : { status: 200, body: EXPORT },
    );
    const run = await privacy(['export', 'ana@example.com'], { CMS_URL: url });
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ email: 'ana@example.com' });
    const logins = seen.filter((s) => s.url === '/admin/login');
    expect(logins).toHaveLength(2);
    expect((logins[1]?.at ?? 0) - (logins[0]?.at ?? 0)).toBeGreaterThanOrEqual(950);
    expect(run.stderr).toMatch(/429.*trying again in 1 s \(attempt 2 of 4\)/);
    expect(seen.find((s) => s.url.startsWith('/inbox/privacy/export'))).toBeDefined();
  });

  it('gives up after its attempts while the CMS keeps answering 429, and when the wait asked is too long', async () => {
    const { url, seen } = await cms(() => ({ status: 429, headers: { 'retry-after': '0' }, body: {} }));
    const run = await privacy(['export', 'ana@example.com'], { CMS_URL: url, PRIVACY_ATTEMPTS: '3' });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/admin login failed: 429/);
    expect(seen.filter((s) => s.url === '/admin/login')).toHaveLength(3);
    expect(seen.some((s) => s.url.startsWith('/inbox/'))).toBe(false);

    const long = await cms(() => ({ status: 429, headers: { 'retry-after': '300' }, body: {} }));
    const patient = await privacy(['export', 'ana@example.com'], { CMS_URL: long.url, PRIVACY_MAX_WAIT_SECONDS: '60' });
    expect(patient.status).toBe(1);
    expect(patient.stderr).toMatch(/asked to wait 300 s/);
    expect(long.seen).toHaveLength(1);
  });
});

/** An e-mail as the site's outbox writes it (apps/web/app/features/forms/mail.server.ts). */
async function eml(message: SendMailOptions): Promise<Buffer> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = (await transport.sendMail({ from: 'web@nexalia.example', ...message })) as { message: Buffer };
  return info.message;
}

describe('an erasure by npm run privacy', () => {
  it("deletes the outbox copies of the erased submissions and every one holding the address, and keeps the neighbours'", async () => {
    const outbox = mkdtempSync(join(tmpdir(), 'privacy-outbox-'));
    dirs.push(outbox);
    const [contact, download, retained] = [randomUUID(), randomUUID(), randomUUID()];
    const stamp = '2026-03-01T10-00-00-000Z';
    const long = 'Gracias por su interés en nuestra guía de migración a SAP S/4HANA, señora Pérez. '.repeat(4);
    const files: Record<string, Buffer | string> = {
      // The firm's notice of her contact: by its submission id.
      [`${stamp}-contact-${contact}.eml`]: await eml({
        to: 'contacto@nexalia.example',
        replyTo: 'Ana@Example.com',
        subject: 'Nuevo contacto: Ana Pérez (Acme)',
        text: 'Correo: Ana@Example.com',
      }),
      // Her document, mailed to her (HTML and text in quoted-printable, a PDF attached): by its id.
      [`${stamp}-download-${download}.eml`]: await eml({
        to: 'ana@example.com',
        subject: 'Su documento',
        text: long,
        html: `<p>${long}</p>`,
        attachments: [{ filename: 'guia.pdf', content: Buffer.from('%PDF-1.4 guía'), contentType: 'application/pdf' }],
      }),
      // A copy whose submission is gone already (its retention): the address only in its decoded text.
      [`${stamp}-contact-${retained}.eml`]: await eml({
        to: 'contacto@nexalia.example',
        subject: 'Nuevo contacto desde el chat',
        text: `${'Señora Pérez escribió desde el chat de la página de servicios. '.repeat(3)}Correo: ANA@example.com`,
        textEncoding: 'base64',
      }),
      [`${stamp}-lead-${randomUUID()}.eml`]: [
        'From: web@nexalia.example',
        'To: contacto@nexalia.example',
        `Subject: =?UTF-8?B?${Buffer.from('Nuevo lead: Ana Pérez <ana@example.com>').toString('base64')}?=`,
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: quoted-printable',
        '',
        'Lead de la gu=C3=ADa.',
        '',
      ].join('\n'),
      [`${stamp}-lead-${randomUUID()}.eml`]: [
        'From: web@nexalia.example',
        'To: contacto@nexalia.example',
        'Subject: Nuevo lead',
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: quoted-printable',
        '',
        'Correo de la persona interesada en la gu=C3=ADa de migraci=C3=B3n: ana=40exa=',
        'mple.com',
        '',
      ].join('\n'),
    };
    const kept: Record<string, Buffer | string> = {
      [`${stamp}-contact-${randomUUID()}.eml`]: await eml({
        to: 'contacto@nexalia.example',
        replyTo: 'mariana@example.com',
        text: 'mariana@example.com',
      }),
      [`${stamp}-download-${randomUUID()}.eml`]: await eml({ to: 'ana@example.com.mx', text: 'Su documento' }),
      [`${stamp}-contact-${randomUUID()}.eml`]: await eml({
        to: 'contacto@nexalia.example',
        text: `Correo: juana.ana@example.com; ${contact}`,
      }),
      'notes.txt': 'ana@example.com',
    };
    for (const [name, content] of Object.entries({ ...files, ...kept })) writeFileSync(join(outbox, name), content);

    const { url, seen } = await cms((req) =>
      req.url === '/admin/login'
        ? { status: 200, body: { data: { token: 'jwt' } } }
        : {
            status: 200,
            body: {
              deleted: { contacts: 1, leads: 0, download_requests: 1, download_users: 1, chat_conversations: 0 },
              redacted: { analytics_events: 2, analytics_daily: 1 },
              submissions: [contact, download, '../escape'],
            },
          },
    );
    const run = await privacy(['erase', 'ana@example.com'], { CMS_URL: url, OUTBOX_DIR: outbox });
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(seen.find((s) => s.url === '/inbox/privacy/erase')?.body ?? '{}')).toEqual({ email: 'ana@example.com' });
    expect(run.stdout).toContain('erased: 1 contacts, 0 leads, 1 download_requests, 1 download_users, 0 chat_conversations');
    expect(run.stdout).toContain('redacted: 2 analytics_events, 1 analytics_daily');
    expect(run.stdout).toContain(`outbox: deleted 5 .eml copies in ${outbox}`);
    expect(readdirSync(outbox).sort()).toEqual(Object.keys(kept).sort());
    // For the other site servers: the command, with the erased submissions' ids.
    expect(run.stdout).toContain(`npm run privacy -- outbox ana@example.com ${contact} ${download}\n`);
  });

  it("cleans another site server's outbox with the address and ids the erasure printed, without the CMS", async () => {
    const outbox = mkdtempSync(join(tmpdir(), 'privacy-outbox-'));
    dirs.push(outbox);
    const [erased, other] = [randomUUID(), randomUUID()];
    writeFileSync(join(outbox, `2026-03-01T10-00-00-000Z-download-${erased}.eml`), await eml({ to: 'someone@example.org', text: 'x' }));
    writeFileSync(
      join(outbox, `2026-03-01T10-00-00-000Z-contact-${randomUUID()}.eml`),
      await eml({ to: 'x@example.org', replyTo: 'ANA@example.com' }),
    );
    writeFileSync(
      join(outbox, `2026-03-01T10-00-00-000Z-contact-${other}.eml`),
      await eml({ to: 'x@example.org', text: 'mariana@example.com' }),
    );
    const run = await privacy(['outbox', 'ana@example.com', erased], { CMS_URL: 'http://127.0.0.1:9', OUTBOX_DIR: outbox });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain(`outbox: deleted 2 .eml copies in ${outbox}`);
    expect(readdirSync(outbox)).toEqual([`2026-03-01T10-00-00-000Z-contact-${other}.eml`]);
  });

  it('says so when this machine has no outbox folder', async () => {
    const missing = join(tmpdir(), `privacy-none-${randomUUID()}`);
    const { url } = await cms((req) =>
      req.url === '/admin/login'
        ? { status: 200, body: { data: { token: 'jwt' } } }
        : { status: 200, body: { deleted: { contacts: 0 }, redacted: {}, submissions: [] } },
    );
    const run = await privacy(['erase', 'ana@example.com'], { CMS_URL: url, OUTBOX_DIR: missing });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain(`outbox: no folder ${missing}`);
    expect(existsSync(missing)).toBe(false);
  });
});
