import { chatContactEndpoint } from '~/features/forms/endpoints.server';
import { methodNotAllowed } from '~server/http/http.server';
import { handleSubmission } from '~/features/forms/submissions.server';
import type { Route } from './+types/api.chat-contact';

/**
 * POST /api/chat-contact (JSON): the chat panel's short contact form (docs/decisions/0040), through the
 * contact form's path: rate limit, honeypot, schema, stored in `contacts` before the answer, then e-mailed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return handleSubmission(chatContactEndpoint, request, context);
}

export const loader = () => methodNotAllowed();
