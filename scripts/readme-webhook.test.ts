/**
 * The README's webhook verification snippet ("The inbox" → CRM webhook) is what receivers copy: this
 * runs the snippet exactly as the README prints it, with the `standardwebhooks` package it imports,
 * against requests signed as the CMS signs them (apps/cms/src/plugins/crm/server/src/events.ts; docs/decisions/0091).
 */
import { readFileSync } from 'node:fs';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { webhookHeaders } from '../apps/cms/src/plugins/crm/server/src/events';

type Verify = (rawBody: string | Buffer, headers: Record<string, string | undefined>, secret: string) => unknown;

/** The README's ```js block that defines `verify`, without its import line, made a function. */
function readmeVerify(): Verify {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const block = [...readme.matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1] ?? '').find((code) => code.includes('function verify('));
  if (!block) throw new Error('README: no ```js block defines verify');
  expect(block).toContain("import { Webhook } from 'standardwebhooks';");
  const body = block.replace(/^import .*$/m, '');
  // The README's code, as a receiver would paste it (the class it imports passed in).
  const make = new Function('Webhook', `${body}\nreturn verify;`) as (w: typeof Webhook) => Verify;
  return make(Webhook);
}

const secret = `whsec_${Buffer.from('0123456789abcdef0123456789abcdef').toString('base64')}`;
const event = { type: 'lead.created', timestamp: '2026-12-06T10:00:00.000Z', data: { kind: 'lead', fields: { name: 'Ana Núñez' } } };
const body = JSON.stringify(event);
const now = () => Math.floor(Date.now() / 1000);

describe("the README's webhook verification snippet", () => {
  const verify = readmeVerify();

  it('accepts a fresh call signed as the CMS signs, as a string or as bytes', () => {
    const headers = webhookHeaders(secret, 'lead.created.sub-1', now(), body);
    expect(verify(body, headers, secret)).toEqual(event);
    expect(verify(Buffer.from(body), headers, secret)).toEqual(event);
  });

  it('refuses a changed body, another secret, a missing signature, a stale or future timestamp', () => {
    const headers = webhookHeaders(secret, 'lead.created.sub-1', now(), body);
    expect(verify(`${body} `, headers, secret)).toBeNull();
    expect(verify(body, headers, `whsec_${Buffer.from('another-secret-of-32-bytes-long!').toString('base64')}`)).toBeNull();
    expect(verify(body, { ...headers, 'webhook-signature': undefined }, secret)).toBeNull();
    expect(verify(body, webhookHeaders(secret, 'x', now() - 600, body), secret)).toBeNull();
    expect(verify(body, webhookHeaders(secret, 'x', now() + 600, body), secret)).toBeNull();
  });
});
