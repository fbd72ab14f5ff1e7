/**
 * The CRM hand-off (docs/decisions/0038): each new contact, lead and document request is
 * POSTed to LEADS_WEBHOOK_URL as JSON, after it is stored, through the outbox (outbox.server.ts:
 * claimed by one site server, retried with backoff, its status on the record as `crm_*`).
 *
 * Headers: `X-Webhook-Timestamp` (Unix seconds), `X-Webhook-Signature: sha256=<hex HMAC-SHA256 of
 * "<timestamp>.<body>" with LEADS_WEBHOOK_SECRET>`, and `Idempotency-Key` (the submission id: the same
 * on every retry, so a receiver can drop a second copy). A 2xx answer counts as delivered; anything
 * else, or no answer within LEADS_WEBHOOK_TIMEOUT_SECONDS, is retried.
 */
import { createHmac } from 'node:crypto';
import { env } from '~/config/env.server';

/** The submissions handed to the CRM (the outbox's kinds; not imported from it: it imports this). */
type OutboxKind = 'contact' | 'lead' | 'download-request';
type StoredSubmission = Record<string, unknown>;

/** Not sent: the outbox's bookkeeping, what sales set later, and what the CMS derives. */
const INTERNAL =
  /^(mail_|crm_)|^(id|documentId|updatedAt|publishedAt|locale|localizations|lead_status|owner|entry_title|source|createdBy|updatedBy)$/;

interface WebhookPayload {
  event: 'submission.created';
  kind: OutboxKind;
  submission_id: string;
  created_at: string;
  data: Record<string, unknown>;
}

/** The JSON sent for a stored submission (the same on every attempt). */
function webhookPayload(kind: OutboxKind, stored: StoredSubmission): WebhookPayload {
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(stored)) {
    if (INTERNAL.test(key) || key === 'createdAt' || key === 'submission_id') continue;
    // A document request's document: its documentId (the CMS row carries the relation as an object).
    if (key === 'download_card') {
      data.download_card =
        value && typeof value === 'object' && 'documentId' in value ? (value as { documentId: unknown }).documentId : (value ?? null);
      continue;
    }
    data[key] = value ?? null;
  }
  return {
    event: 'submission.created',
    kind,
    submission_id: String(stored.submission_id ?? ''),
    created_at: typeof stored.createdAt === 'string' ? stored.createdAt : new Date().toISOString(),
    data,
  };
}

/** `sha256=<hex>` of HMAC-SHA256 over `<timestamp>.<body>`. */
function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export const webhookEnabled = (): boolean => Boolean(env().LEADS_WEBHOOK_URL && env().LEADS_WEBHOOK_SECRET);

/** One delivery attempt; throws on anything but a 2xx answer. */
export async function postWebhook(kind: OutboxKind, stored: StoredSubmission): Promise<void> {
  const e = env();
  if (!e.LEADS_WEBHOOK_URL || !e.LEADS_WEBHOOK_SECRET) throw new Error('LEADS_WEBHOOK_URL is not set');
  const body = JSON.stringify(webhookPayload(kind, stored));
  const timestamp = String(Math.floor(Date.now() / 1000));
  const res = await fetch(e.LEADS_WEBHOOK_URL, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': 'site-leads-webhook/1',
      'x-webhook-timestamp': timestamp,
      'x-webhook-signature': webhookSignature(e.LEADS_WEBHOOK_SECRET, timestamp, body),
      'idempotency-key': String(stored.submission_id ?? ''),
    },
    body,
    signal: AbortSignal.timeout(e.LEADS_WEBHOOK_TIMEOUT_SECONDS * 1000),
  });
  // Drain the answer (keep-alive), then judge it.
  await res.arrayBuffer().catch(() => undefined);
  if (!res.ok) throw new Error(`the webhook answered ${res.status}`);
}
