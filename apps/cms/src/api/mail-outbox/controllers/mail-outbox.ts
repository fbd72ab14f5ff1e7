/**
 * The mail outbox (docs/decisions/0023). Every submission that owes an e-mail (contact, lead,
 * document request; and the CMS's notices to its users, docs/decisions/0092) carries its delivery: `mail_status`, `mail_attempts`, `mail_last_error`,
 * `mail_next_attempt_at`, `mail_sent_at`, and a lease (`mail_lease_until`, `mail_claim`) naming the
 * site server that is sending it.
 *
 * - claim: the due rows (pending, or failed with a retry time passed; no lease running) are taken one
 *   by one with a conditional update (`UPDATE … WHERE id = ? AND <still due>`): of several servers
 *   claiming the same row at once, exactly one gets count 1. The rows won are returned.
 * - report: the claimant's result (sent, or failed with the error and when to try again), written only
 *   while it still holds the claim. A sent e-mail shows no error and no lease (docs/decisions/0091).
 *
 * Times are the CMS's clock; the site servers only give durations.
 *
 * The CRM webhook, once its second channel (docs/decisions/0038), is the CMS's own since
 * docs/decisions/0091 (src/plugins/crm/server/src/webhook.ts): only the `mail` channel is left.
 */
import type { Core } from '@strapi/strapi';

const KINDS = {
  contact: 'api::contact.contact',
  lead: 'api::lead.lead',
  'download-request': 'api::download-request.download-request',
  // The CMS's notices to the firm's users (apps/cms/src/plugins/notifications/server/src/notify.ts): composed by the CMS, sent as they are.
  notification: 'api::notification.notification',
} as const;
type Kind = keyof typeof KINDS;

interface Ctx {
  request: { body?: unknown };
  body: unknown;
  badRequest: (message: string) => void;
}

const isKind = (v: unknown): v is Kind => typeof v === 'string' && v in KINDS;
type Channel = 'mail';
const channelOf = (_v: unknown): Channel => 'mail';
const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});
const int = (v: unknown, min: number, max: number, fallback: number): number =>
  typeof v === 'number' && Number.isInteger(v) ? Math.min(max, Math.max(min, v)) : fallback;
const claimToken = (v: unknown): string | null => (typeof v === 'string' && /^[\w-]{8,64}$/.test(v) ? v : null);

/** Due now: pending, or failed with its retry time passed; and nobody's lease running. */
function due(c: Channel, now: Date): Record<string, unknown> {
  return {
    $and: [
      { $or: [{ [`${c}_status`]: 'pending' }, { [`${c}_status`]: 'failed', [`${c}_next_attempt_at`]: { $notNull: true, $lte: now } }] },
      { $or: [{ [`${c}_lease_until`]: { $null: true } }, { [`${c}_lease_until`]: { $lt: now } }] },
    ],
  };
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async claim(ctx: Ctx) {
    const body = obj(ctx.request.body);
    const claim = claimToken(body.claim);
    if (!claim) return ctx.badRequest('claim: 8 to 64 letters, digits, - or _');
    const limit = int(body.limit, 1, 50, 10);
    const leaseSeconds = int(body.leaseSeconds, 10, 3600, 300);
    const kinds = Array.isArray(body.kinds) ? body.kinds.filter(isKind) : (Object.keys(KINDS) as Kind[]);
    const c = channelOf(body.channel);
    // One submission, still pending, whose lease is over or is the caller's own (a retried POST that
    // found it stored on the server that stored it, after its first attempt failed before sending).
    const only = typeof body.submissionId === 'string' && body.submissionId ? body.submissionId : null;
    const claimable = (now: Date): Record<string, unknown> =>
      only
        ? {
            $and: [
              { submission_id: only, [`${c}_status`]: 'pending' },
              { $or: [{ [`${c}_lease_until`]: { $null: true } }, { [`${c}_lease_until`]: { $lt: now } }, { [`${c}_claim`]: claim }] },
            ],
          }
        : due(c, now);
    const claimed: Array<{ kind: Kind; record: Record<string, unknown> }> = [];
    for (const kind of kinds) {
      const uid = KINDS[kind];
      const now = new Date();
      const rows: Array<Record<string, unknown>> = await strapi.db.query(uid).findMany({
        where: claimable(now),
        orderBy: { id: 'asc' },
        limit,
        ...(kind === 'download-request' ? { populate: { download_card: { select: ['id', 'documentId'] } } } : {}),
      });
      for (const row of rows) {
        const leaseUntil = new Date(now.getTime() + leaseSeconds * 1000);
        const { count } = await strapi.db.query(uid).updateMany({
          where: { $and: [{ id: row.id }, claimable(now)] },
          data: { [`${c}_lease_until`]: leaseUntil, [`${c}_claim`]: claim },
        });
        if (count === 1) claimed.push({ kind, record: { ...row, [`${c}_lease_until`]: leaseUntil.toISOString(), [`${c}_claim`]: claim } });
      }
    }
    ctx.body = { data: claimed };
  },

  async report(ctx: Ctx) {
    const body = obj(ctx.request.body);
    const claim = claimToken(body.claim);
    const id = body.id;
    if (!isKind(body.kind) || !claim || typeof id !== 'number' || !Number.isInteger(id)) {
      return ctx.badRequest('kind, id, claim and attempts are required');
    }
    const uid = KINDS[body.kind];
    const c = channelOf(body.channel);
    const now = new Date();
    // The claimant counts (only it writes while it holds the claim): one conditional update, no read.
    const attempts = int(body.attempts, 1, 1_000_000, 1);
    const retryIn = typeof body.retryInSeconds === 'number' && body.retryInSeconds >= 0 ? body.retryInSeconds : null;
    const data =
      body.ok === true
        ? {
            [`${c}_status`]: 'sent',
            [`${c}_sent_at`]: now,
            [`${c}_attempts`]: attempts,
            [`${c}_next_attempt_at`]: null,
            [`${c}_last_error`]: null,
            [`${c}_lease_until`]: null,
            [`${c}_claim`]: null,
          }
        : {
            [`${c}_status`]: 'failed',
            [`${c}_attempts`]: attempts,
            [`${c}_last_error`]: String(body.error ?? 'unknown error').slice(0, 1000),
            [`${c}_next_attempt_at`]: retryIn === null ? null : new Date(now.getTime() + retryIn * 1000),
            [`${c}_lease_until`]: null,
          };
    const { count } = await strapi.db.query(uid).updateMany({
      where: { id, [`${c}_claim`]: claim, [`${c}_status`]: { $ne: 'sent' } },
      data,
    });
    ctx.body = { data: { updated: count, attempts } };
  },
});
