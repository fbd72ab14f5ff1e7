import { leadEndpoint } from '~/features/forms/endpoints.server';
import { methodNotAllowed } from '~server/http/http.server';
import { handleSubmission } from '~/features/forms/submissions.server';
import type { Route } from './+types/api.lead';

/** POST /api/lead (JSON): validated, rate-limited, stored in the CMS, then e-mailed. */
export async function action({ request, context }: Route.ActionArgs) {
  return handleSubmission(leadEndpoint, request, context);
}

export const loader = () => methodNotAllowed();
