/**
 * The live hand-off's server side (docs/decisions/0092), on the real stack: through the site's
 * /api/chat/live (the visitor's ownership cookie) and the admin's /chat-live routes. Nobody on the
 * Conversations page or outside office hours: the form, with when the firm will reply; a Sales user on
 * it: waiting, the first to take it answers (a second gets 409), messages both ways with the person's
 * first name and the site's links only, typing, ending from either side, the wait running out ("missed").
 * Editor and Author are refused; another browser cannot speak in the conversation.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminFetch } from '../../../scripts/lib/admin-token';
import { exclusive } from '../../../scripts/lib/exclusive';
import { type AdminUser, adminUserOf, asAdmin } from './admin-users';
import * as hand from './live-visitor';

const stack = inject('stack');
const { ALWAYS, DEFAULT_HOURS } = hand;
const saveSettings = (data: Record<string, unknown>) => hand.saveSettings(stack.cmsUrl, data);
const visitor = (question?: string) => hand.visitor(stack.webUrl, question);
const live = (v: hand.Visitor, action: string, extra: Record<string, unknown> = {}) => hand.live(stack.webUrl, v, action, extra);
const documentIdOf = (id: string) => hand.documentIdOf(stack.cmsUrl, id);

describe('the live hand-off', () => {
  let laura: AdminUser;
  let pablo: AdminUser;
  let editor: AdminUser;
  let author: AdminUser;
  const agent = (user: AdminUser, path = '', init: RequestInit = {}) => asAdmin(stack.cmsUrl, user, `/chat-live${path}`, init);
  const post = (user: AdminUser, documentId: string, verb: string, body: unknown = {}) =>
    agent(user, `/conversations/${documentId}/${verb}`, { method: 'POST', body: JSON.stringify(body) });

  // The office hours are the stack's own: one file at a time changes them (scripts/lib/exclusive.ts).
  let release: () => void = () => undefined;
  beforeAll(async () => {
    release = await exclusive(stack.cmsUrl, 'hand-off');
    [laura, pablo, editor, author] = await Promise.all([
      adminUserOf(stack.cmsUrl, 'sales', 'Laura'),
      adminUserOf(stack.cmsUrl, 'sales', 'Pablo'),
      adminUserOf(stack.cmsUrl, 'strapi-editor'),
      adminUserOf(stack.cmsUrl, 'strapi-author'),
    ]);
    expect((await saveSettings(ALWAYS)).status).toBe(200);
  }, 660_000);
  afterAll(async () => {
    await saveSettings(DEFAULT_HOURS);
    release();
  });

  it('the firm settings refuse a time that is not HH:MM, a closing before the opening, a wait out of range', async () => {
    for (const bad of [{ office_opens: '9am' }, { office_opens: '18:00', office_closes: '09:00' }, { handoff_wait_seconds: 5 }]) {
      const res = await saveSettings({ ...ALWAYS, ...bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
  });

  it('Editor and Author cannot open the Conversations page nor answer', async () => {
    for (const user of [editor, author]) {
      expect((await agent(user, '/queue')).status).toBe(403);
      expect((await post(user, 'x', 'take')).status).toBe(403);
    }
    expect((await fetch(`${stack.cmsUrl}/chat-live/queue`)).status).toBe(401);
  });

  it('with a Sales user on the page: waiting, taken by the first, messages both ways, typing, ended by the visitor', async () => {
    const v = await visitor();
    expect((await agent(laura, '/queue')).status).toBe(200); // Laura's heartbeat
    const asked = await live(v, 'request');
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ state: 'waiting', agent: null, waitSeconds: 60 });
    expect(asked.body.notice).toMatch(/persona del equipo/);
    // Another browser (no ownership cookie) is refused.
    expect((await live({ id: v.id, cookie: '' }, 'state')).status).toBe(403);

    const documentId = await documentIdOf(v.id);
    const queue = (await (await agent(pablo, '/queue')).json()) as {
      available: number;
      items: Array<{ documentId: string; status: string }>;
    };
    expect(queue.available).toBeGreaterThanOrEqual(2);
    expect(queue.items.find((i) => i.documentId === documentId)?.status).toBe('waiting');

    // Both take at once: exactly one gets it.
    const [a, b] = await Promise.all([post(laura, documentId, 'take'), post(pablo, documentId, 'take')]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? laura : pablo;
    const name = a.status === 200 ? 'Laura' : 'Pablo';
    const loser = a.status === 200 ? pablo : laura;

    expect((await post(winner, documentId, 'typing')).status).toBe(200);
    expect((await live(v, 'state')).body).toMatchObject({ state: 'live', agent: name, agentTyping: true });
    const said = await post(winner, documentId, 'message', {
      text: 'Hola, soy yo. Vea [SAP](/servicio-sap) o [esto](https://evil.example/x) https://evil.example',
    });
    expect(said.status).toBe(200);
    expect((await post(loser, documentId, 'message', { text: 'not mine' })).status).toBe(409);
    const seen = (await live(v, 'state')).body;
    expect(seen.agentTyping).toBe(false);
    expect(seen.messages).toHaveLength(1);
    expect(seen.messages[0]).toMatchObject({ name, text: 'Hola, soy yo. Vea [SAP](/servicio-sap) o esto' });

    expect((await live(v, 'typing')).status).toBe(200);
    expect((await live(v, 'message', { text: '<b>¿Me llaman?</b>', id: 'v1' })).status).toBe(200);
    const view = (await (await agent(winner, `/conversations/${documentId}`)).json()) as {
      status: string;
      mine: boolean;
      visitorTyping: boolean;
      lines: Array<{ speaker: string; text: string; name?: string }>;
    };
    expect(view).toMatchObject({ status: 'live', mine: true, visitorTyping: false });
    expect(view.lines.slice(-2)).toMatchObject([
      { speaker: 'person', name },
      { speaker: 'visitor', text: '<b>¿Me llaman?</b>' },
    ]);
    expect(JSON.stringify(view)).not.toMatch(/userIP|127\.0\.0\.1/);

    expect((await live(v, 'end')).body).toMatchObject({ ok: true });
    expect((await live(v, 'state')).body.state).toBe('ended');
    expect((await post(winner, documentId, 'message', { text: 'too late' })).status).toBe(409);
    expect((await live(v, 'message', { text: 'anyone?' })).status).toBe(409);

    // The transcript names the person.
    const record = await adminFetch(
      stack.cmsUrl,
      `/content-manager/collection-types/api::chatbot-conversation.chatbot-conversation/${documentId}`,
    );
    const transcript = String(((await record.json()) as { data: { transcript: string } }).data.transcript);
    expect(transcript).toContain(`${name} (persona): Hola, soy yo.`);
    expect(transcript).toContain('Visitante: <b>¿Me llaman?</b>');
  });

  it('the person ends it too', async () => {
    const v = await visitor();
    await agent(laura, '/queue');
    expect((await live(v, 'request')).body.state).toBe('waiting');
    const documentId = await documentIdOf(v.id);
    expect((await post(laura, documentId, 'take')).status).toBe(200);
    expect((await post(laura, documentId, 'end')).status).toBe(200);
    expect((await live(v, 'state')).body).toMatchObject({ state: 'ended', agent: 'Laura' });
  });

  it('nobody takes it within the wait: missed, with when the firm will reply', async () => {
    expect((await saveSettings({ ...ALWAYS, handoff_wait_seconds: 10 })).status).toBe(200);
    const v = await visitor();
    await agent(laura, '/queue');
    expect((await live(v, 'request')).body).toMatchObject({ state: 'waiting', waitSeconds: 10 });
    await new Promise((r) => setTimeout(r, 10_500));
    const missed = (await live(v, 'state')).body;
    expect(missed.state).toBe('missed');
    expect(missed.notice).toMatch(/te responderemos hoy, antes de las 23:59/);
    const documentId = await documentIdOf(v.id);
    expect((await post(laura, documentId, 'take')).status).toBe(409);
  }, 30_000);

  it('outside office hours, or with nobody on the page: the form, with when the firm will reply', async () => {
    const zone = 'America/Mexico_City';
    const hour = Number(new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' }).format(new Date()));
    const window = hour < 21 ? [hour + 1, hour + 2] : [1, 2];
    const pad = (h: number) => `${String(h).padStart(2, '0')}:00`;
    expect(
      (await saveSettings({ ...ALWAYS, time_zone: zone, office_opens: pad(window[0] ?? 1), office_closes: pad(window[1] ?? 2) })).status,
    ).toBe(200);
    const v = await visitor();
    await agent(laura, '/queue');
    const closed = (await live(v, 'request')).body;
    expect(closed.state).toBe('offline');
    expect(closed.notice).toMatch(new RegExp(`te responderemos (hoy|mañana) a partir de las ${window[0]}:00 \\(hora de Mexico City\\)`));
  });
});
