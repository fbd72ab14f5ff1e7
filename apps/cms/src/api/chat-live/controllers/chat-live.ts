/** The visitor's side of the live hand-off (routes/chat-live.ts; apps/cms/src/plugins/live/server/src/handoff.ts). */
import type { Core } from '@strapi/strapi';
import {
  LiveError,
  requestPerson,
  visitorEnd,
  visitorMessage,
  visitorState,
  visitorTyping,
} from '../../../plugins/live/server/src/handoff';

interface Ctx {
  request: { body?: unknown };
  body: unknown;
  status: number;
  set: (name: string, value: string) => void;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Runs `work` with the body's conversation id; a LiveError (or a bad id) answers its status and message. */
async function run(ctx: Ctx, work: (id: string, body: Record<string, unknown>) => Promise<unknown>): Promise<void> {
  const body = (ctx.request.body && typeof ctx.request.body === 'object' ? ctx.request.body : {}) as Record<string, unknown>;
  const id = body.idConversation;
  ctx.set('cache-control', 'no-store');
  if (typeof id !== 'string' || !UUID.test(id)) {
    ctx.status = 400;
    ctx.body = { error: 'idConversation must be a UUID' };
    return;
  }
  try {
    ctx.body = (await work(id, body)) ?? { ok: true };
  } catch (error) {
    if (!(error instanceof LiveError)) throw error;
    ctx.status = error.status;
    ctx.body = { error: error.message };
  }
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  request: (ctx: Ctx) => run(ctx, (id) => requestPerson(strapi, id)),
  state: (ctx: Ctx) => run(ctx, (id) => visitorState(strapi, id)),
  message: (ctx: Ctx) => run(ctx, (id, body) => visitorMessage(strapi, id, body)),
  typing: (ctx: Ctx) => run(ctx, (id) => visitorTyping(strapi, id)),
  end: (ctx: Ctx) => run(ctx, (id) => visitorEnd(strapi, id)),
});
