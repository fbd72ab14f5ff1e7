import { data } from 'react-router';
import { NotFound } from '~/features/not-found/NotFound';
import { createI18n } from '~/i18n/i18n';
import type { Route } from './+types/not-found';

export function loader({ request }: Route.LoaderArgs) {
  // Any other path (SPEC §2): the not-found page, with status 404.
  return data({ path: new URL(request.url).pathname }, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { lang: 'es' | 'en'; company: string } | undefined;
  const t = createI18n(root?.lang ?? 'en').t;
  return [{ title: t('meta.notFoundTitle', { company: root?.company ?? '' }) }, { name: 'robots', content: 'noindex' }];
}

export default function NotFoundRoute() {
  return <NotFound />;
}
