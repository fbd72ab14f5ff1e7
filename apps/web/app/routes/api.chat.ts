import { CHAT_SERVICE_PATHS } from '@site/content/chat';
import { methodNotAllowed, relay } from '~/features/chat-widget/proxy.server';
import { analyticsOn } from '~/features/analytics/collect.server';
import { noteChatExchange } from '~/features/analytics/conversions.server';
import type { Route } from './+types/api.chat';

/**
 * POST /api/chat: the chat widget's message (PRODUCT §7 body without contextUrl: {message, idConversation,
 * language}) relayed to the chat service's /api/Chat/Send with this CMS's chat-bot address and the
 * visitor's address added. Answers {choices:[{message:{content}}], idConversation, replyId, stored}, or,
 * when the widget asks for a stream and the service streams (an LLM provider), its events passed through
 * (docs/decisions/0087; the measurement reads the copy's final `answer` event).
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed();
  // Whether the question was answered, measured after the answer went out (docs/decisions/0041).
  const asked = analyticsOn() ? request.clone() : null;
  const response = await relay(request, context, CHAT_SERVICE_PATHS.send, true);
  if (asked) void noteChatExchange(asked, response.clone(), context);
  return response;
}

export const loader = () => methodNotAllowed();
