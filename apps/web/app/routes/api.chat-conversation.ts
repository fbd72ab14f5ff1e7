import { CHAT_SERVICE_PATHS } from '@site/content/chat';
import { methodNotAllowed, relay } from '~/features/chat-widget/proxy.server';
import type { Route } from './+types/api.chat-conversation';

/**
 * POST /api/chat/conversation: the widget's unload post (navigator.sendBeacon) of the exchanges not
 * stored yet, {idConversation, language, entries}, relayed to the chat service, which merges them into
 * the conversation's record in the CMS.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed();
  return relay(request, context, CHAT_SERVICE_PATHS.conversation, false);
}

export const loader = () => methodNotAllowed();
