/**
 * The mail outbox (docs/decisions/0023), against the real CMS and site servers with a real SMTP
 * server on loopback: with the relay down, a contact, a lead and a document request are stored and
 * their e-mails recorded as failed (error, attempts) in the admin; the site server restarts; the relay
 * comes back; each e-mail arrives exactly once within a minute although two site servers look for due
 * e-mails, and the admin shows them sent. The CMS's claim is a conditional update: of many servers
 * claiming the same due e-mail at once, one gets it. A visitor waiting in the chat for a person is told
 * to the Sales users by the same outbox, once, in each one's admin language (docs/decisions/0092).
 */
import { randomUUID } from 'node:crypto';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  contactPayload,
  leadPayload,
  type ParsedMail,
  parseMail,
  postJson,
  records,
  type SiteProcess,
  type StoredRecord,
  startSite,
} from './forms-site';
import { freeFixedPort } from '../../../scripts/lib/stack';
import { exclusive } from '../../../scripts/lib/exclusive';
import { adminUserOf, asAdmin } from '../../cms/tests/admin-users';
import { ALWAYS, DEFAULT_HOURS, live, saveSettings, visitor } from '../../cms/tests/live-visitor';

const stack = inject('stack');
const FIRM = 'inbox@outbox.test';

interface Received {
  to: string[];
  mail: ParsedMail;
}

const received: Received[] = [];
let smtpPort: number;
let smtp: SMTPServer | null = null;
const sites: SiteProcess[] = [];

/** The SMTP stand-in on its fixed port (started again after being stopped: the relay comes back). */
async function startSmtp(): Promise<void> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), mail: parseMail(Buffer.concat(chunks).toString('utf8')) });
        callback();
      });
    },
  });
  // A listen error fails the test at once instead of leaving it waiting for its timeout.
  await new Promise<void>((res, rej) => {
    server.once('error', rej);
    server.listen(smtpPort, '127.0.0.1', () => {
      server.off('error', rej);
      res();
    });
  });
  smtp = server;
}

async function stopSmtp(): Promise<void> {
  const server = smtp;
  smtp = null;
  if (server) await new Promise<void>((res) => server.close(() => res()));
}

/** A site server mailing through the stand-in, looking for due e-mails every half second. */
async function outboxSite(): Promise<SiteProcess> {
  const site = await startSite(stack, {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    SMTP_SECURE: 'false',
    MAIL_TO: FIRM,
    FORMS_RATE_LIMIT_MAX: '1000',
    DOWNLOAD_LIMIT_PER_IP: '1000',
    MAIL_OUTBOX_WORKER: 'true',
    MAIL_POLL_SECONDS: '0.5',
    MAIL_RETRY_BASE_SECONDS: '1',
    MAIL_RETRY_MAX_SECONDS: '3',
  });
  sites.push(site);
  return site;
}

const mailsFor = (submissionId: string) => received.filter((r) => r.mail.headers['x-submission-id'] === submissionId);

async function stored(inbox: 'contact' | 'lead' | 'download-request', submissionId: string): Promise<StoredRecord> {
  const [row] = await records(stack.cmsUrl, inbox, submissionId);
  if (!row) throw new Error(`${inbox} ${submissionId} not stored`);
  return row;
}

async function downloadCardId(): Promise<number> {
  const res = await fetch(`${stack.cmsUrl}/api/download-cards?populate[0]=pdf_es&populate[1]=pdf_en&pagination[pageSize]=50`, {
    headers: { authorization: `Bearer ${stack.siteToken}` },
  });
  const card = ((await res.json()) as { data: Array<{ id: number; pdf_en: unknown }> }).data.find((c) => c.pdf_en);
  if (!card) throw new Error('no download card with an English PDF');
  return card.id;
}

beforeAll(async () => {
  // Stopped and started again on this port: one outside the ephemeral range (freeFixedPort).
  smtpPort = await freeFixedPort();
});

afterAll(async () => {
  for (const site of sites) await site.stop();
  await stopSmtp();
});

describe('mail outbox', () => {
  it('the e-mails owed while the relay is down arrive exactly once after a restart, and the admin shows them sent', async () => {
    const first = await outboxSite();
    const contact = contactPayload();
    const lead = leadPayload();
    const download = {
      card: await downloadCardId(),
      email: `reader.${randomUUID().slice(0, 6)}@example.com`,
      user_name: 'Marta',
      language: 'en',
      submission_id: randomUUID(),
    };
    expect((await postJson(`${first.url}/api/contact`, contact)).status).toBe(200);
    expect((await postJson(`${first.url}/api/lead`, lead)).status).toBe(200);
    expect((await postJson(`${first.url}/api/download-request`, download)).status).toBe(200);
    const owed = [
      ['contact', String(contact.submission_id)],
      ['lead', String(lead.submission_id)],
      ['download-request', download.submission_id],
    ] as const;

    // Relay down: each is stored, its e-mail recorded as failed with the error, and tried again.
    for (const [inbox, id] of owed) {
      const row = await stored(inbox, id);
      expect(row.mail_status).toBe('failed');
      expect(Number(row.mail_attempts)).toBeGreaterThanOrEqual(1);
      expect(String(row.mail_last_error)).toMatch(/ECONNREFUSED|connect/i);
      expect(row.mail_next_attempt_at).toBeTruthy();
    }
    await expect
      .poll(async () => Number((await stored('contact', owed[0][1])).mail_attempts), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(2);

    // The site server restarts (nothing in memory survives), a second one joins; the relay comes back.
    await first.stop();
    await Promise.all([outboxSite(), outboxSite()]);
    const back = Date.now();
    await startSmtp();
    const arrived = () => owed.every(([, id]) => mailsFor(id).length > 0);
    while (!arrived() && Date.now() - back < 60_000) await new Promise((r) => setTimeout(r, 250));
    // What the servers said, when an e-mail did not come.
    if (!arrived()) console.error(sites.map((s) => s.logs().split('\n').slice(-30).join('\n')).join('\n---\n'));
    expect(arrived()).toBe(true);
    const seconds = (Date.now() - back) / 1000;
    console.log(`[mail-outbox] 3 owed e-mails arrived ${seconds.toFixed(1)} s after the relay came back`);
    expect(seconds).toBeLessThan(60);
    // Several more looks by both servers: still exactly one of each.
    await new Promise((r) => setTimeout(r, 3000));
    for (const [, id] of owed) expect(mailsFor(id)).toHaveLength(1);
    expect(mailsFor(owed[0][1])[0]?.to).toEqual([FIRM]);
    expect(mailsFor(owed[1][1])[0]?.to).toEqual([FIRM]);
    const document = mailsFor(download.submission_id)[0];
    expect(document?.to).toEqual([download.email]);
    expect(document?.mail.attachments[0]?.contentType).toBe('application/pdf');

    // The firm sees them sent in the admin (content-manager API), with the attempts it took.
    for (const [inbox, id] of owed) {
      const row = await stored(inbox, id);
      expect(row.mail_status).toBe('sent');
      expect(Number(row.mail_attempts)).toBeGreaterThanOrEqual(2);
      expect(row.mail_sent_at).toBeTruthy();
      // Delivered: no stale error beside "sent", no lease (docs/decisions/0091).
      expect(row.mail_last_error ?? null).toBeNull();
      expect(row.mail_lease_until ?? null).toBeNull();
      expect(row.mail_claim ?? null).toBeNull();
    }
  }, 120_000);

  it('a submission sent at once is recorded sent after one attempt', async () => {
    if (!smtp) await startSmtp();
    const site = sites.at(-1) ?? (await outboxSite());
    const contact = contactPayload();
    expect((await postJson(`${site.url}/api/contact`, contact)).status).toBe(200);
    const row = await stored('contact', String(contact.submission_id));
    expect(row).toMatchObject({ mail_status: 'sent', mail_attempts: 1 });
    expect(row.mail_last_error ?? null).toBeNull();
    expect(mailsFor(String(contact.submission_id))).toHaveLength(1);
  });

  it('a retried POST of a stored submission whose e-mail was never sent sends it at once (no server looking for due e-mails)', async () => {
    if (!smtp) await startSmtp();
    const site = await startSite(stack, {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtpPort),
      SMTP_SECURE: 'false',
      MAIL_TO: FIRM,
      FORMS_RATE_LIMIT_MAX: '1000',
      MAIL_OUTBOX_WORKER: 'false',
    });
    sites.push(site);
    // Stored by a first attempt whose answer was lost (its e-mail pending, no lease running).
    const contact = contactPayload();
    const { website: _website, dial_code: _dialCode, ...fields } = contact;
    const created = await fetch(`${stack.cmsUrl}/api/contacts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${stack.siteToken}` },
      body: JSON.stringify({ data: { ...fields, mail_status: 'pending', mail_attempts: 0 } }),
    });
    expect(created.status).toBe(201);
    const retried = await postJson(`${site.url}/api/contact`, contact);
    expect(await retried.json()).toMatchObject({ ok: true, duplicate: true });
    await expect.poll(() => mailsFor(String(contact.submission_id)).length, { timeout: 10_000 }).toBe(1);
    // Recorded sent once the relay has taken it: the CMS's update follows the delivery (a round trip
    // later, which a loaded machine can stretch past the moment the e-mail is seen).
    await expect.poll(async () => (await stored('contact', String(contact.submission_id))).mail_status, { timeout: 10_000 }).toBe('sent');
    // Retried again: already sent, not sent twice.
    expect((await postJson(`${site.url}/api/contact`, contact)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 1000));
    expect(mailsFor(String(contact.submission_id))).toHaveLength(1);
  });

  it('a visitor waiting for a person is e-mailed once to the Sales users, each in their admin language', async () => {
    // The office hours are the stack's own: one file at a time changes them (scripts/lib/exclusive.ts).
    const release = await exclusive(stack.cmsUrl, 'hand-off');
    try {
      if (!smtp) await startSmtp();
      if (sites.length === 0) await outboxSite();
      const [ana, ben] = await Promise.all([adminUserOf(stack.cmsUrl, 'sales', 'Ana'), adminUserOf(stack.cmsUrl, 'sales', 'Ben')]);
      // Ben reads the admin in English (his profile).
      const profile = await asAdmin(stack.cmsUrl, ben, '/admin/users/me', {
        method: 'PUT',
        body: JSON.stringify({ preferedLanguage: 'en' }),
      });
      expect(profile.status).toBe(200);
      expect((await saveSettings(stack.cmsUrl, ALWAYS)).status).toBe(200);
      expect((await asAdmin(stack.cmsUrl, ana, '/chat-live/queue')).status).toBe(200); // Ana on the Conversations page
      const ref = randomUUID().slice(0, 6);
      const v = await visitor(stack.webUrl, `Quiero hablar con una persona (${ref}) sobre SAP`);
      expect((await live(stack.webUrl, v, 'request')).body.state).toBe('waiting');
      // Asked again while waiting (a second tab, a retried call): the same wait.
      expect((await live(stack.webUrl, v, 'request')).body.state).toBe('waiting');
      const notices = () => received.filter((r) => r.mail.subject.includes(ref));
      await expect.poll(() => notices().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
      // Several more looks by the outbox: still one e-mail per language.
      await new Promise((r) => setTimeout(r, 2000));
      const spanish = notices().filter((r) => r.mail.subject.startsWith('Un visitante espera en el chat'));
      const english = notices().filter((r) => r.mail.subject.startsWith('A visitor is waiting in the chat'));
      expect(spanish).toHaveLength(1);
      expect(english).toHaveLength(1);
      expect(notices()).toHaveLength(2);
      expect(spanish[0]?.to).toContain(ana.email);
      expect(spanish[0]?.to).not.toContain(ben.email);
      expect(english[0]?.to).toContain(ben.email);
      // Only Sales: the stack's super-admin and other roles are not told while Sales users exist.
      for (const notice of notices()) for (const to of notice.to) expect(to).toMatch(/^sales\./);
      // Where to take it, and what was asked (the transcript in the reader's words).
      expect(english[0]?.mail.text).toMatch(/\/admin\/conversations/);
      expect(english[0]?.mail.text).toContain(`Visitor: Quiero hablar con una persona (${ref}) sobre SAP`);
      expect(spanish[0]?.mail.text).toContain(`Visitante: Quiero hablar con una persona (${ref}) sobre SAP`);
      expect(spanish[0]?.mail.html).toContain('href=');
    } finally {
      await saveSettings(stack.cmsUrl, DEFAULT_HOURS);
      release();
    }
  });

  it('of ten servers claiming the same due e-mail at the same time, exactly one gets it', async () => {
    // No site server looking for due e-mails meanwhile: only the ten claims below.
    for (const site of sites.splice(0)) await site.stop();
    const submission = randomUUID();
    const cms = (path: string, body: unknown) =>
      fetch(`${stack.cmsUrl}/api/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${stack.siteToken}` },
        body: JSON.stringify(body),
      });
    const { website: _website, dial_code: _dialCode, ...fields } = contactPayload({ submission_id: submission });
    const create = await cms('contacts', { data: { ...fields, mail_status: 'pending', mail_attempts: 0 } });
    expect(create.status).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const res = await cms('mail-outbox/claim', {
          claim: `racer-${i}-${submission.slice(0, 8)}`,
          kinds: ['contact'],
          leaseSeconds: 10,
          limit: 50,
        });
        expect(res.status).toBe(200);
        const body = (await res.json()) as { data: Array<{ record: { submission_id?: string } }> };
        return body.data.filter((c) => c.record.submission_id === submission).length;
      }),
    );
    expect(answers.reduce((a, b) => a + b, 0)).toBe(1);
    // Anonymous callers cannot claim anything.
    const anonymous = await fetch(`${stack.cmsUrl}/api/mail-outbox/claim`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ claim: 'anonymous-claim' }),
    });
    expect([401, 403]).toContain(anonymous.status);
  });
});
