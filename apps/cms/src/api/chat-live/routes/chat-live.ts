/**
 * The visitor's side of the live hand-off (docs/decisions/0092; apps/cms/src/plugins/live/server/src/handoff.ts): asking
 * for a person, the poll, a message, typing, ending. Content API routes: only the site server's API
 * token, granted these actions (bootstrap/permissions.ts), calls them, for a visitor whose ownership of
 * the conversation it has checked (docs/decisions/0009).
 */
export default {
  routes: [
    { method: 'POST', path: '/chat-live/request', handler: 'chat-live.request', config: { policies: [] } },
    { method: 'POST', path: '/chat-live/state', handler: 'chat-live.state', config: { policies: [] } },
    { method: 'POST', path: '/chat-live/message', handler: 'chat-live.message', config: { policies: [] } },
    { method: 'POST', path: '/chat-live/typing', handler: 'chat-live.typing', config: { policies: [] } },
    { method: 'POST', path: '/chat-live/end', handler: 'chat-live.end', config: { policies: [] } },
  ],
};
