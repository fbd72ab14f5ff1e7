import { relayLive } from '~/features/chat-widget/live.server';
import { methodNotAllowed } from '~/features/chat-widget/proxy.server';
import type { Route } from './+types/api.chat-live';

/**
 * POST /api/chat/live: the live hand-off to a person (docs/decisions/0092): {action, idConversation,
 * text?, id?} from the widget, relayed to the CMS for the visitor who owns the conversation.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed();
  return relayLive(request, context);
}

export const loader = () => methodNotAllowed();
