/**
 * The chat panel's short contact form's endpoint (docs/decisions/0040), on the stack's site: the
 * contact form's rules (schema codes, honeypot, stored once per submission id, rate limit bucket) with
 * sent_from "chat" and the conversation's id stored.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { contactPayload, postJson, records } from './forms-site';

const stack = inject('stack');
const url = () => `${stack.webUrl}/api/chat-contact`;

function chatPayload(over: Record<string, unknown> = {}): Record<string, unknown> {
  const tag = randomUUID().slice(0, 8);
  return {
    name: `Ana Chat ${tag}`,
    email: `ana.chat.${tag}@example.com`,
    dial_code: '+52',
    phone_country: 'mx',
    phone: '',
    comment: '¿Me pueden llamar para una cotización?',
    terms_and_conditions: true,
    language: 'es',
    submission_id: randomUUID(),
    website: '',
    conversation_id: randomUUID(),
    ...over,
  };
}

describe('POST /api/chat-contact', () => {
  it('stores one contact with the source and the conversation, also when the post is retried', async () => {
    const body = chatPayload();
    for (let i = 0; i < 2; i++) {
      const res = await postJson(url(), body);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ ok: true });
    }
    const stored = await records(stack.cmsUrl, 'contact', String(body.submission_id));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: body.name,
      email: body.email,
      phone: '',
      comment: body.comment,
      sent_from: 'chat',
      chat_conversation: body.conversation_id,
      language: 'es',
    });
  });

  it("refuses bad input with the contact form's codes, and a filled honeypot stores nothing", async () => {
    const bad = await postJson(
      url(),
      chatPayload({ name: '', email: 'ana@example', phone: '12', terms_and_conditions: false, conversation_id: 'x' }),
    );
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string> }).fields).toEqual({
      name: 'required',
      email: 'email',
      phone: 'phone',
      terms_and_conditions: 'terms',
      conversation_id: 'invalid',
    });
    // The same codes as the contact form for the same mistakes.
    const contact = await postJson(
      `${stack.webUrl}/api/contact`,
      contactPayload({ name: '', email: 'ana@example', terms_and_conditions: false }),
    );
    expect(((await contact.json()) as { fields: Record<string, string> }).fields).toMatchObject({
      name: 'required',
      email: 'email',
      terms_and_conditions: 'terms',
    });

    const bot = chatPayload({ website: 'https://spam.example' });
    expect((await postJson(url(), bot)).status).toBe(200);
    expect(await records(stack.cmsUrl, 'contact', String(bot.submission_id))).toEqual([]);
  });

  it('a contact from the contact form says so', async () => {
    const body = contactPayload();
    expect((await postJson(`${stack.webUrl}/api/contact`, body)).status).toBe(200);
    const [stored] = await records(stack.cmsUrl, 'contact', String(body.submission_id));
    expect(stored).toMatchObject({ sent_from: 'form' });
  });
});
