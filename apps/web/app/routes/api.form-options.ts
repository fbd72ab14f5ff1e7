import { countryOf } from '~server/http/geo.server';
import { json, methodNotAllowed } from '~server/http/http.server';
import { formOptions } from '~/features/forms/options.server';
import type { Route } from './+types/api.form-options';
import { clientIp } from '~server/http/client-ip.server';

/**
 * GET /api/form-options: the country, position and industry lists of the forms in both languages
 * (from the CMS; the browser never calls it) and the visitor's country guessed from the request IP.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const options = await formOptions(countryOf(clientIp(context) ?? 'unknown'));
  return json(options, 200, { 'cache-control': 'private, max-age=300' });
}

export const action = () => methodNotAllowed();
