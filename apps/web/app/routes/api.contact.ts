import { contactEndpoint } from '~/features/forms/endpoints.server';
import { methodNotAllowed } from '~server/http/http.server';
import { handleSubmission } from '~/features/forms/submissions.server';
import type { Route } from './+types/api.contact';

/** POST /api/contact (JSON): validated, rate-limited, stored in the CMS, then e-mailed. */
export async function action({ request, context }: Route.ActionArgs) {
  return handleSubmission(contactEndpoint, request, context);
}

export const loader = () => methodNotAllowed();
