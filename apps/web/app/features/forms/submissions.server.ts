/**
 * The form endpoints' common path (ARCHITECTURE, principles: "Nothing a visitor sends is lost"): rate limit per client
 * IP, JSON body with a size limit, honeypot, the form's own zod schema, then the record stored in the
 * CMS BEFORE the answer, then the e-mail (whose failure is logged, recorded and retried by the mail
 * outbox, outbox.server.ts, never turned into a failure).
 *
 * Each submission carries a client-generated `submission_id` (unique in the CMS): a retried POST is
 * stored once. A retry that arrives while the first attempt is still running on this server waits for
 * it; one that arrives later gets the CMS's unique error, which counts as success.
 */
import { ContentError, type CollectionName } from '@site/content';
import { fieldErrors } from '@site/content/schemas';
import type { z } from 'zod';
import { cms } from '~/content/content.server';
import { type Attribution, ownHosts, submissionAttribution } from '~/features/analytics/attribution.server';
import { env } from '~/config/env.server';
import { discardBody } from '~server/http/request-body.server';
import { json, methodNotAllowed, readJson } from '~server/http/http.server';
import type { OutgoingMail } from './mail.server';
import { deliver, newDeliveryFields, type OutboxKind, resumeDelivery, type StoredSubmission } from './outbox.server';
import { rateLimit } from './rate-limit.server';
import { clientIp } from '~server/http/client-ip.server';
import { noteSubmission } from '~/features/analytics/conversions.server';
import type { AppLoadContext } from 'react-router';

/** How long an answer waits for its e-mail; a slower mail server finishes in the background. */
const MAIL_WAIT_MS = 8000;

interface Outcome {
  status: number;
  body: Record<string, unknown>;
  headers?: Record<string, string>;
}

/** A refusal decided while preparing a submission (e.g. an unknown download card). */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export interface Endpoint<S extends z.ZodType<{ submission_id: string }>, P> {
  /** Rate-limit bucket, log name and the mail outbox's kind (the collection's singular name). */
  name: Exclude<OutboxKind, 'notification'>;
  schema: S;
  collection: Extract<CollectionName, 'contacts' | 'leads' | 'download-requests'>;
  /** Looks up what the record and the e-mail need; may throw a Refusal. `ip`: the visitor's (abuse limits). */
  prepare: (data: z.output<S>, meta: { ip: string }) => Promise<P>;
  /** `attribution`: where the lead came from (what the form sent, checked: attribution.server.ts). */
  record: (data: z.output<S>, prepared: P, attribution?: Attribution) => Record<string, unknown>;
  /** The e-mail a stored submission owes (at once, or retried later from the outbox). */
  mail: (stored: StoredSubmission, prepared: P) => Promise<OutgoingMail>;
  /** What `mail` needs, found again from a stored submission (a retry on any server). */
  restore: (stored: StoredSubmission) => Promise<P>;
}

const inflight = new Map<string, Promise<Outcome>>();

export async function handleSubmission<S extends z.ZodType<{ submission_id: string }>, P>(
  endpoint: Endpoint<S, P>,
  request: Request,
  context: AppLoadContext,
): Promise<Response> {
  if (request.method !== 'POST') return methodNotAllowed();
  const limited = await checkRate(endpoint, context);
  if (limited) {
    await discardBody(request);
    return json(limited.body, limited.status, limited.headers);
  }
  const body = await readJson(request);
  if (!body.ok) return body.response;
  const outcome = await submitValue(endpoint, body.value, senderOf(request, context));
  return json(outcome.body, outcome.status, outcome.headers);
}

/**
 * Who sent a submission: the address (abuse limits), and what the request shows of where it came
 * from (its Referer: the page the form was sent from; this site's hosts, to tell a referrer of its own).
 */
interface Sender {
  ip: string;
  referer: string | null;
  ownHosts: string[];
  /** The request itself: the measurement of conversions (its privacy signals; docs/decisions/0041). */
  request: Request;
  context: AppLoadContext;
}

const senderOf = (request: Request, context: AppLoadContext): Sender => ({
  ip: clientIp(context) ?? 'unknown',
  referer: request.headers.get('referer'),
  ownHosts: ownHosts(request, env().SITE_URL),
  request,
  context,
});

/**
 * One submission, however it arrived (a JSON POST from the scripted form, or a plain HTML form
 * posted to a route action): rate limit per endpoint and client IP, honeypot, the form's zod schema,
 * then stored once (per `submission_id`) and e-mailed.
 */
export async function submit<S extends z.ZodType<{ submission_id: string }>, P>(
  endpoint: Endpoint<S, P>,
  value: unknown,
  request: Request,
  context: AppLoadContext,
): Promise<Outcome> {
  return (await checkRate(endpoint, context)) ?? submitValue(endpoint, value, senderOf(request, context));
}

async function checkRate<S extends z.ZodType<{ submission_id: string }>, P>(
  endpoint: Endpoint<S, P>,
  context: AppLoadContext,
): Promise<Outcome | null> {
  const ip = clientIp(context) ?? 'unknown';
  const limit = await rateLimit(`${endpoint.name}:${ip}`);
  if (limit.ok) return null;
  return {
    status: 429,
    body: { ok: false, error: 'Too many requests: please wait and try again', retryAfter: limit.retryAfter },
    headers: { 'retry-after': String(limit.retryAfter) },
  };
}

async function submitValue<S extends z.ZodType<{ submission_id: string }>, P>(
  endpoint: Endpoint<S, P>,
  value: unknown,
  sender: Sender,
): Promise<Outcome> {
  if (filledHoneypot(value)) {
    console.info(`[forms] ${endpoint.name}: honeypot filled, ignored`);
    return { status: 200, body: { ok: true } };
  }
  const parsed = endpoint.schema.safeParse(value);
  if (!parsed.success) return { status: 400, body: { ok: false, error: 'Invalid input: see fields', fields: fieldErrors(parsed.error) } };
  const data = parsed.data;
  const attribution = submissionAttribution(data, sender.referer, sender.ownHosts);
  const key = `${endpoint.collection}:${data.submission_id}`;
  let running = inflight.get(key);
  if (!running) {
    running = storeAndMail(endpoint, data, sender.ip, attribution)
      .then((outcome) => {
        // A stored submission is a conversion of the visit (docs/decisions/0041); a retry is not another.
        if (outcome.status === 200 && !outcome.body.duplicate) noteSubmission(endpoint.name, data, { ...sender, attribution });
        return outcome;
      })
      .finally(() => inflight.delete(key));
    inflight.set(key, running);
  }
  return running;
}

function filledHoneypot(value: unknown): boolean {
  if (!value || typeof value !== 'object' || !('website' in value)) return false;
  const website = (value as { website?: unknown }).website;
  return typeof website === 'string' ? website.trim() !== '' : website !== undefined && website !== null;
}

/** Strapi answers 400 "This attribute must be unique" when the submission_id is already stored. */
function isDuplicate(error: unknown): boolean {
  if (!(error instanceof ContentError) || error.status !== 400) return false;
  const text = `${error.message} ${JSON.stringify(error.details ?? '')}`;
  return /unique/i.test(text) && /submission_id/.test(text);
}

async function storeAndMail<S extends z.ZodType<{ submission_id: string }>, P>(
  endpoint: Endpoint<S, P>,
  data: z.output<S>,
  ip: string,
  attribution: Attribution,
): Promise<Outcome> {
  const id = data.submission_id;
  let prepared: P;
  try {
    prepared = await endpoint.prepare(data, { ip });
  } catch (error) {
    if (error instanceof Refusal)
      return { status: error.status, body: { ok: false, error: error.message, ...(error.fields ? { fields: error.fields } : {}) } };
    console.error(`[forms] ${endpoint.name} ${id}: could not prepare: ${String(error)}`);
    return { status: 503, body: { ok: false, error: 'The submission could not be stored: please try again later' } };
  }
  // Stored with its e-mail owed (pending, leased to this server): the outbox keeps it until sent.
  const stored: StoredSubmission = { ...endpoint.record(data, prepared, attribution), submission_id: id };
  let created: { id: number };
  try {
    created = await cms().create(endpoint.collection, { ...stored, ...newDeliveryFields() });
  } catch (error) {
    if (isDuplicate(error)) {
      console.info(`[forms] ${endpoint.name} ${id}: already stored (retry)`);
      // Its e-mail, if the first attempt stored it but never got to send it (outbox.server.ts).
      const resumed = resumeDelivery(endpoint.name, id, (record) => endpoint.mail(record, prepared));
      await Promise.race([resumed, new Promise((r) => setTimeout(r, MAIL_WAIT_MS).unref())]);
      return { status: 200, body: { ok: true, duplicate: true } };
    }
    console.error(`[forms] ${endpoint.name} ${id}: NOT stored: ${String(error)}`);
    const unreachable = error instanceof ContentError && (error.kind === 'network' || error.kind === 'timeout');
    return { status: unreachable ? 503 : 502, body: { ok: false, error: 'The submission could not be stored: please try again later' } };
  }
  console.info(`[forms] ${endpoint.name} ${id}: stored`);
  const mail = deliver(endpoint.name, { ...stored, id: created.id, mail_attempts: 0 }, () => endpoint.mail(stored, prepared));
  // The CRM hears of it from the CMS (docs/decisions/0091).
  await Promise.race([mail, new Promise((r) => setTimeout(r, MAIL_WAIT_MS).unref())]);
  return { status: 200, body: { ok: true } };
}
