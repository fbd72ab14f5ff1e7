/**
 * People on the admin's home page (docs/decisions/0091): a widget for the roles that read people,
 * linking to the list; a Sales user lands on the people list itself (the home page sends them there),
 * not on the content they cannot edit.
 */
import { Flex, Link, Typography } from '@strapi/design-system';
import { User } from '@strapi/icons';
import type { StrapiApp } from '@strapi/strapi/admin';
import { useAuth } from '@strapi/strapi/admin';
import { useIntl } from 'react-intl';
import { Navigate, NavLink } from 'react-router-dom';

const en = {
  'people.widget.title': 'People',
  'people.widget.link': 'Open the people list',
  'people.widget.text': 'Everyone who wrote to the firm: their contacts, leads, document requests and chats, by e-mail address.',
};
const es: typeof en = {
  'people.widget.title': 'Personas',
  'people.widget.link': 'Abrir la lista de personas',
  'people.widget.text': 'Todos los que escribieron a la firma: sus contactos, leads, solicitudes de documentos y chats, por correo.',
};
/** The widget's texts in the admin's two languages. */
export const peopleTranslations = { en, es };

const LIST = '/content-manager/collection-types/api::person.person';

function PeopleWidget() {
  const intl = useIntl();
  const roles = useAuth('PeopleWidget', (auth) => auth.user?.roles ?? []);
  if (roles.length > 0 && roles.every((r) => r.code === 'sales')) return <Navigate to={LIST} replace />;
  return (
    <Flex direction="column" alignItems="flex-start" gap={3}>
      <Typography variant="omega">{intl.formatMessage({ id: 'people.widget.text', defaultMessage: en['people.widget.text'] })}</Typography>
      <Link tag={NavLink} to={LIST}>
        {intl.formatMessage({ id: 'people.widget.link', defaultMessage: en['people.widget.link'] })}
      </Link>
    </Flex>
  );
}

export function registerPeople(app: StrapiApp): void {
  app.widgets.register({
    id: 'people',
    icon: User,
    title: { id: 'people.widget.title', defaultMessage: en['people.widget.title'] },
    permissions: [{ action: 'plugin::content-manager.explorer.read', subject: 'api::person.person' }],
    component: async () => PeopleWidget,
  });
}
