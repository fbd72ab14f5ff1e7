/**
 * The person's side of the live hand-off (docs/decisions/0092): the admin routes the Conversations page
 * calls, behind the admin permission `api::inbox.conversations` (Settings → Roles → Inbox), which the
 * Sales role holds (plugins/inbox/server/src/roles.ts) and the super-admin has; Editor and Author do not.
 *
 *   GET  /chat-live/queue                      the page's poll (and the user's heartbeat)
 *   GET  /chat-live/conversations/:documentId  one conversation's messages and state
 *   POST /chat-live/conversations/:documentId/take | message | typing | end
 */
import type { Core } from '@strapi/strapi';
import { type AdminRoute, registerAdminActions } from '../../../../strapi-helpers';
import { type Agent, agentEnd, agentMessage, agentTyping, agentView, LiveError, queue, take } from './handoff';

/** The admin permission of the Conversations page and its routes. */
export const CONVERSATIONS_ACTION = 'api::inbox.conversations';

interface AdminCtx {
  params: Record<string, string>;
  request: { body?: unknown };
  state: { user?: { id?: unknown; firstname?: unknown; username?: unknown; email?: unknown } };
  body: unknown;
  status: number;
  set: (name: string, value: string) => void;
}

function agentOf(ctx: AdminCtx): Agent {
  const user = ctx.state.user ?? {};
  const firstname = [user.firstname, user.username, user.email].find((v): v is string => typeof v === 'string' && v.trim() !== '') ?? '?';
  return { id: Number(user.id), firstname: firstname.trim().split(/\s+/)[0] ?? firstname };
}

function handler(work: (ctx: AdminCtx, agent: Agent) => Promise<unknown>) {
  return async (ctx: AdminCtx) => {
    ctx.set('cache-control', 'no-store');
    try {
      ctx.body = (await work(ctx, agentOf(ctx))) ?? { ok: true };
    } catch (error) {
      if (!(error instanceof LiveError)) throw error;
      ctx.status = error.status;
      ctx.body = { error: { status: error.status, message: error.message } };
    }
  };
}

const body = (ctx: AdminCtx) =>
  (ctx.request.body && typeof ctx.request.body === 'object' ? ctx.request.body : {}) as Record<string, unknown>;

/** Register phase: the permission of the Conversations page. */
export async function registerLiveActions(strapi: Core.Strapi): Promise<void> {
  await registerAdminActions(strapi, [
    {
      section: 'settings',
      category: 'Inbox',
      subCategory: 'conversations',
      displayName: 'Answer chat visitors live (Conversations page)',
      uid: 'inbox.conversations',
    },
  ]);
}

/** The Conversations page's admin routes. */
export function liveRoutes(strapi: Core.Strapi): Array<AdminRoute<AdminCtx>> {
  const config = {
    policies: ['admin::isAuthenticatedAdmin', { name: 'admin::hasPermissions', config: { actions: [CONVERSATIONS_ACTION] } }],
  };
  const one = '/chat-live/conversations/:documentId';
  return [
    { method: 'GET', path: '/chat-live/queue', handler: handler((_ctx, agent) => queue(strapi, agent)), config },
    { method: 'GET', path: one, handler: handler((ctx, agent) => agentView(strapi, agent, ctx.params.documentId ?? '')), config },
    { method: 'POST', path: `${one}/take`, handler: handler((ctx, agent) => take(strapi, agent, ctx.params.documentId ?? '')), config },
    {
      method: 'POST',
      path: `${one}/message`,
      handler: handler((ctx, agent) => agentMessage(strapi, agent, ctx.params.documentId ?? '', body(ctx))),
      config,
    },
    {
      method: 'POST',
      path: `${one}/typing`,
      handler: handler((ctx, agent) => agentTyping(strapi, agent, ctx.params.documentId ?? '')),
      config,
    },
    {
      method: 'POST',
      path: `${one}/end`,
      handler: handler((ctx, agent) => agentEnd(strapi, agent, ctx.params.documentId ?? '')),
      config,
    },
  ];
}
