import { CHAT_SERVICE_PATHS } from '@site/content/chat';
import { methodNotAllowed, relay } from '~/features/chat-widget/proxy.server';
import type { Route } from './+types/api.chat';

/**
 * POST /api/chat: the chat widget's message (PRODUCT §7 body without contextUrl: {message, idConversation,
 * language}) relayed to the chat service's /api/Chat/Send with this CMS's chat-bot address and the
 * visitor's address added. Answers {choices:[{message:{content}}], idConversation, replyId, stored}.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed();
  return relay(request, context, CHAT_SERVICE_PATHS.send, true);
}

export const loader = () => methodNotAllowed();
