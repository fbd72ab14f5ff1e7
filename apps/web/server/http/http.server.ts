/**
 * HTTP plumbing of the form endpoints: JSON answers, and the JSON body (read by the site's shared
 * body reader, with a size limit and a content-type check).
 */
import { readBody } from './request-body.server';

/** Bodies larger than this are refused with 413 (the largest valid contact is about 6 KB). */
export const BODY_LIMIT_BYTES = 32 * 1024;

const NO_STORE = { 'cache-control': 'no-store' };

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

/** A refusal with a clear message (and per-field error codes for invalid input). */
export function fail(status: number, error: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}): Response {
  return json({ ok: false, error, ...extra }, status, headers);
}

export function methodNotAllowed(): Response {
  return fail(405, 'Method not allowed: use POST with a JSON body', {}, { allow: 'POST' });
}

type BodyResult = { ok: true; value: unknown } | { ok: false; response: Response };

/** Reads a JSON body: 415 for another content type, 413 over the limit, 400 for an empty or malformed one. */
export async function readJson(request: Request, limit = BODY_LIMIT_BYTES): Promise<BodyResult> {
  const body = await readBody(request, { limit, types: ['application/json'] });
  if (!body.ok) {
    const message = {
      415: 'Unsupported content type: send application/json',
      413: `Request body too large: the limit is ${limit} bytes`,
      400: 'Empty body: send a JSON object',
    }[body.status];
    return { ok: false, response: fail(body.status, message) };
  }
  if (!body.text.trim()) return { ok: false, response: fail(400, 'Empty body: send a JSON object') };
  try {
    return { ok: true, value: JSON.parse(body.text) as unknown };
  } catch {
    return { ok: false, response: fail(400, 'Malformed JSON body') };
  }
}
