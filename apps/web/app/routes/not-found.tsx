import { data } from 'react-router';
import { NotFound } from '~/features/not-found/NotFound';
import { metaContext } from '~/lib/seo';
import type { Route } from './+types/not-found';

export function loader({ request }: Route.LoaderArgs) {
  // Any other path (PRODUCT §2): the not-found page, with status 404.
  return data({ path: new URL(request.url).pathname }, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  const { t, company } = metaContext(matches);
  return [{ title: t('meta.notFoundTitle', { company }) }, { name: 'robots', content: 'noindex' }];
}

export default function NotFoundRoute() {
  return <NotFound />;
}
