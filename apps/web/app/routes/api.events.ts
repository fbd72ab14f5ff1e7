import { collect } from '~/features/analytics/collect.server';
import type { Route } from './+types/api.events';

/** POST /api/events: the page's measurement beacon (docs/decisions/0041). */
export async function action({ request, context }: Route.ActionArgs) {
  return collect(request, context);
}

export const loader = ({ request, context }: Route.LoaderArgs) => collect(request, context);
