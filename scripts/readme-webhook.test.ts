/**
 * The README's webhook verification snippet ("The inbox" → CRM webhook) is what receivers copy: this
 * runs the snippet exactly as the README prints it, against signatures made as the site makes them
 * (`lib/forms/crm-webhook.server.ts`: HMAC-SHA256 of `<timestamp>.<body>`).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type Verify = (rawBody: string | Buffer, headers: Record<string, string | undefined>, secret: string) => boolean;

/** The README's ```js block that defines `verify`, without its import line, made a function. */
function readmeVerify(): Verify {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const block = [...readme.matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1] ?? '').find((code) => code.includes('function verify('));
  if (!block) throw new Error('README: no ```js block defines verify');
  const body = block.replace(/^import .*$/m, '');
  // The README's code, as a receiver would paste it (the two crypto functions it imports passed in).
  const make = new Function('createHmac', 'timingSafeEqual', `${body}\nreturn verify;`) as (
    hmac: typeof createHmac,
    equal: typeof timingSafeEqual,
  ) => Verify;
  return make(createHmac, timingSafeEqual);
}

const secret = 'a-long-shared-secret';
const body = JSON.stringify({ event: 'submission.created', kind: 'lead', data: { name: 'Ana Núñez' } });
const now = () => String(Math.floor(Date.now() / 1000));
const sign = (timestamp: string, raw: string) => `sha256=${createHmac('sha256', secret).update(`${timestamp}.${raw}`).digest('hex')}`;
const headers = (timestamp: string, signature: string) => ({ 'x-webhook-timestamp': timestamp, 'x-webhook-signature': signature });

describe("the README's webhook verification snippet", () => {
  const verify = readmeVerify();

  it('accepts a fresh call signed with the secret, as a string or as bytes', () => {
    const t = now();
    expect(verify(body, headers(t, sign(t, body)), secret)).toBe(true);
    expect(verify(Buffer.from(body), headers(t, sign(t, body)), secret)).toBe(true);
  });

  it('refuses a changed body, another secret, a missing signature', () => {
    const t = now();
    expect(verify(`${body} `, headers(t, sign(t, body)), secret)).toBe(false);
    expect(verify(body, headers(t, sign(t, body)), 'another-secret')).toBe(false);
    expect(verify(body, { 'x-webhook-timestamp': t }, secret)).toBe(false);
  });

  it('returns false, without throwing, for a signature with a non-ASCII character of the right length', () => {
    const t = now();
    const good = sign(t, body);
    const odd = `${good.slice(0, -1)}é`; // same length in characters, one byte longer
    expect(() => verify(body, headers(t, odd), secret)).not.toThrow();
    expect(verify(body, headers(t, odd), secret)).toBe(false);
  });

  it('refuses a timestamp that is not a number of seconds, and a stale or future one', () => {
    for (const t of ['abc', '', ' ', '1e9x', '0x10', `${now()}.5`, '-1']) {
      expect(verify(body, headers(t, sign(t, body)), secret), JSON.stringify(t)).toBe(false);
    }
    const stale = String(Math.floor(Date.now() / 1000) - 301);
    expect(verify(body, headers(stale, sign(stale, body)), secret)).toBe(false);
    const future = String(Math.floor(Date.now() / 1000) + 301);
    expect(verify(body, headers(future, sign(future, body)), secret)).toBe(false);
  });
});
