/**
 * The mail outbox (docs/decisions/0023): no e-mail a submission owes is lost.
 *
 * The e-mail's delivery lives on the stored submission itself (`mail_status`, `mail_attempts`,
 * `mail_last_error`, `mail_next_attempt_at`, `mail_sent_at`, visible to the firm in the admin), so it
 * survives restarts and is shared by every site server:
 * - a submission is stored `pending` with a lease held by the server that received it, which sends
 *   the e-mail at once and reports the result to the CMS (`/api/mail-outbox/report`);
 * - a failure is recorded (`failed`, the error, the attempt count) with the time of the next try,
 *   MAIL_RETRY_BASE_SECONDS·2^(attempts−1) later (at most MAIL_RETRY_MAX_SECONDS), up to
 *   MAIL_MAX_ATTEMPTS tries;
 * - every site server looks for due e-mails every MAIL_POLL_SECONDS (`/api/mail-outbox/claim`): the
 *   CMS hands each due row to one server only (a conditional update), with a lease of
 *   MAIL_LEASE_SECONDS after which a server that died mid-send leaves it to the others.
 *
 * Sent once: only the lease holder sends, and it reports "sent" before the lease ends. The one
 * window left is a server that sent the e-mail and could not report it within the lease (the CMS
 * unreachable for minutes): the e-mail is then sent again (at least once rather than lost).
 *
 * The CRM webhook, once this outbox's second channel (docs/decisions/0038), is sent by the CMS since
 * docs/decisions/0091 (apps/cms/src/plugins/crm/server/src/webhook.ts): it also hears the changes made in the admin.
 */
import { randomUUID } from 'node:crypto';
import { cms } from '~/content/content.server';
import { env } from '~/config/env.server';
import { type OutgoingMail, sendMail } from './mail.server';

/**
 * What owes an e-mail, by its collection's singular name (the CMS route's `kind`): the submissions, and
 * the CMS's notices to the firm's users (a visitor waiting in the chat, a lead assigned: composed by the
 * CMS, apps/cms/src/plugins/notifications/server/src/notify.ts, and sent as they are).
 */
export type OutboxKind = 'contact' | 'lead' | 'download-request' | 'notification';

/** A submission as stored in the CMS (the outbox reads what it needs from it). */
export type StoredSubmission = Record<string, unknown>;

/** The outbox's channel: the e-mail (`mail_*` fields). */
type Channel = 'mail';

/** This process's claim token: the lease on a row names the server sending it. */
const CLAIM = randomUUID();

/** E-mails being sent, and the outbox's look for due ones (graceful shutdown waits for them). */
const mailing = new Set<Promise<void>>();
/** The deliveries (`channel:kind:submission_id`) this process is making right now. */
const sending = new Set<string>();

function track(work: Promise<void>): Promise<void> {
  const tracked = work.finally(() => mailing.delete(tracked));
  mailing.add(tracked);
  return tracked;
}

/** The delivery fields of a new submission: pending, leased to this server (which sends it at once). */
export function newDeliveryFields(): Record<string, unknown> {
  const lease = new Date(Date.now() + env().MAIL_LEASE_SECONDS * 1000).toISOString();
  return {
    mail_status: 'pending',
    mail_attempts: 0,
    mail_lease_until: lease,
    mail_claim: CLAIM,
  };
}

/** Seconds until the next try after `attempts` failed ones; null when it gives up. */
function retryDelaySeconds(attempts: number, e = env()): number | null {
  if (attempts >= e.MAIL_MAX_ATTEMPTS) return null;
  return Math.min(e.MAIL_RETRY_MAX_SECONDS, e.MAIL_RETRY_BASE_SECONDS * 2 ** Math.max(0, attempts - 1));
}

async function report(channel: Channel, kind: OutboxKind, id: number, result: Record<string, unknown>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await cms().post('mail-outbox/report', { channel, kind, id, claim: CLAIM, ...result });
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
      await new Promise((r) => setTimeout(r, 1000 * attempt));
    }
  }
}

/**
 * One attempt of a channel's delivery of a stored submission this server holds the lease of, and its
 * result recorded in the CMS. Never throws (a failure is recorded, logged and retried later).
 */
function attempt(channel: Channel, kind: OutboxKind, stored: StoredSubmission, send: () => Promise<string>): Promise<void> {
  const id = typeof stored.id === 'number' ? stored.id : Number.NaN;
  const submission = String(stored.submission_id ?? stored.documentId ?? '');
  const done = stored[`${channel}_attempts`];
  const attempts = typeof done === 'number' ? done : 0;
  const what = 'the e-mail';
  const key = `${channel}:${kind}:${submission}`;
  sending.add(key);
  return track(
    (async () => {
      let result: Record<string, unknown>;
      try {
        const outcome = await send();
        console.info(`[forms] ${kind} ${submission}: ${outcome}`);
        result = { ok: true, attempts: attempts + 1 };
      } catch (error) {
        const retryIn = retryDelaySeconds(attempts + 1);
        const next = retryIn === null ? 'given up' : `next try in ${retryIn} s`;
        // The record is stored: a delivery failure is recorded for the firm, never reported to the visitor.
        console.error(`[forms] ${kind} ${submission}: stored, but ${what} failed (attempt ${attempts + 1}, ${next}): ${String(error)}`);
        result = {
          ok: false,
          attempts: attempts + 1,
          error: String(error instanceof Error ? error.message : error),
          retryInSeconds: retryIn,
        };
      }
      if (!Number.isInteger(id)) return;
      try {
        await report(channel, kind, id, result);
      } catch (error) {
        console.error(
          `[forms] ${kind} ${submission}: the status of ${what} could not be recorded (${String(error)}); retried after the lease`,
        );
      }
    })().finally(() => sending.delete(key)),
  );
}

/**
 * Sends the e-mail of a stored submission this server holds the lease of, and records the result in
 * the CMS. Never throws (a failure is recorded, logged and retried later).
 */
export function deliver(kind: OutboxKind, stored: StoredSubmission, compose: () => Promise<OutgoingMail>): Promise<void> {
  return attempt('mail', kind, stored, async () => {
    const sent = await sendMail(await compose());
    return `e-mail ${sent.transport === 'smtp' ? 'sent' : `written to ${sent.file}`}`;
  });
}

/**
 * A retried POST found its submission already stored: if its e-mail is still pending and this server
 * holds its lease (the first attempt's answer from the CMS was lost, so it never sent) or nobody does,
 * claim it and send it now rather than after the lease. Not while this process is sending it.
 */
export async function resumeDelivery(
  kind: OutboxKind,
  submissionId: string,
  compose: (stored: StoredSubmission) => Promise<OutgoingMail>,
): Promise<void> {
  for (const channel of ['mail'] as const) {
    if (sending.has(`${channel}:${kind}:${submissionId}`)) continue;
    try {
      const claimed = await cms().post<Array<{ kind: OutboxKind; record: StoredSubmission }>>('mail-outbox/claim', {
        channel,
        claim: CLAIM,
        kinds: [kind],
        submissionId,
        leaseSeconds: env().MAIL_LEASE_SECONDS,
      });
      for (const { record } of claimed) {
        await deliver(kind, record, () => compose(record));
      }
    } catch (error) {
      console.warn(`[forms] ${kind} ${submissionId}: could not check the ${channel} delivery of the stored submission: ${String(error)}`);
    }
  }
}

/** What the worker needs: the e-mail of a stored submission of a kind. */
type Composer = (kind: OutboxKind, stored: StoredSubmission) => Promise<OutgoingMail>;

let timer: NodeJS.Timeout | null = null;
let looking = false;
let stopped = false;
let lastClaimError = 0;

/** One look for due e-mails: claims them and sends them one after another. */
async function sweep(compose: Composer): Promise<void> {
  if (looking || stopped) return;
  looking = true;
  try {
    const claimed = !env().MAIL_OUTBOX_WORKER
      ? []
      : await cms().post<Array<{ kind: OutboxKind; record: StoredSubmission }>>('mail-outbox/claim', {
          claim: CLAIM,
          leaseSeconds: env().MAIL_LEASE_SECONDS,
          limit: 10,
        });
    for (const { kind, record } of claimed) {
      console.info(
        `[forms] ${kind} ${String(record.submission_id ?? record.documentId ?? '')}: e-mail due (attempt ${Number(record.mail_attempts ?? 0) + 1})`,
      );
      await deliver(kind, record, () => compose(kind, record));
    }
  } catch (error) {
    // The CMS unreachable: said once a minute at most, tried again at the next look.
    if (Date.now() - lastClaimError > 60_000) console.warn(`[forms] mail outbox: could not look for due e-mails: ${String(error)}`);
    lastClaimError = Date.now();
  } finally {
    looking = false;
  }
}

/** Starts this server's look for due e-mails (server/index.ts, once listening) unless MAIL_OUTBOX_WORKER=false. */
export function startMailOutbox(compose: Composer): void {
  const e = env();
  if (timer || !e.MAIL_OUTBOX_WORKER) return;
  const look = () => {
    if (!looking && !stopped) void track(sweep(compose));
  };
  timer = setInterval(look, e.MAIL_POLL_SECONDS * 1000);
  timer.unref();
  // A first look soon after the start (e-mails left over by a restart).
  setTimeout(look, Math.min(2000, e.MAIL_POLL_SECONDS * 1000)).unref();
}

/** Stops looking for due e-mails and resolves once every e-mail in flight is sent or failed (shutdown). */
export async function settleMail(): Promise<void> {
  stopped = true;
  if (timer) clearInterval(timer);
  timer = null;
  while (mailing.size > 0) await Promise.allSettled([...mailing]);
}
