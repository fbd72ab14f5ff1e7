/**
 * The hand-off's call (`conversationWaitingEvent`), made directly: with a webhook set up, one
 * `conversation.waiting` event is stored with the allow-listed payload and a fresh webhook id; without
 * one, nothing is stored. The CMS's database and store are stand-ins that record what they are given.
 */
import type { Core } from '@strapi/strapi';
import { describe, expect, it } from 'vitest';
import { conversationWaitingEvent } from './webhook';

function fakeStrapi(settings: Record<string, string> | null) {
  const created: Array<Record<string, unknown>> = [];
  const strapi = {
    store: () => ({ get: async () => settings }),
    db: {
      query: (uid: string) => ({
        create: async ({ data }: { data: Record<string, unknown> }) => {
          created.push({ uid, ...data });
          return { id: created.length, ...data };
        },
      }),
    },
  } as unknown as Core.Strapi;
  return { strapi, created };
}

describe('conversation.waiting, as the chat hand-off calls it', () => {
  it('stores one event with the allowed fields only, pending, to be posted', async () => {
    const { strapi, created } = fakeStrapi({ url: 'https://crm.example/hooks', secret: 'whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0' });
    const id = await conversationWaitingEvent(strapi, 'conv-1', {
      language: 'es',
      waiting_since: '2026-12-07T06:00:00.000Z',
      transcript: [{ role: 'user', text: 'my private question' }],
      userIP: '10.0.0.1',
    });
    expect(id).toMatch(/^evt_[0-9a-f-]{36}$/);
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      uid: 'api::crm-event.crm-event',
      event_id: id,
      type: 'conversation.waiting',
      subject: 'conversation conv-1',
      crm_status: 'pending',
      crm_attempts: 0,
      payload: {
        type: 'conversation.waiting',
        data: {
          conversation_id: 'conv-1',
          language: 'es',
          waiting_since: '2026-12-07T06:00:00.000Z',
          summary: null,
          page: null,
          campaign: null,
          admin_url: null,
        },
      },
    });
    expect(JSON.stringify(created[0])).not.toMatch(/private question|10\.0\.0\.1/);
  });

  it('carries the wait’s own id, the same on every call for that wait (the receiver’s idempotency key)', async () => {
    const { strapi, created } = fakeStrapi({ url: 'https://crm.example/hooks', secret: 'whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0' });
    expect(await conversationWaitingEvent(strapi, 'conv-3', { language: 'en' }, 'conversation.waiting.conv-3.1')).toBe(
      'conversation.waiting.conv-3.1',
    );
    expect(created[0]).toMatchObject({ event_id: 'conversation.waiting.conv-3.1' });
  });

  it('stores nothing when no webhook is set up', async () => {
    const { strapi, created } = fakeStrapi(null);
    expect(await conversationWaitingEvent(strapi, 'conv-2', { language: 'en' })).toBeNull();
    expect(created).toEqual([]);
  });
});
