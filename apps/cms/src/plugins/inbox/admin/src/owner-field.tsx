/**
 * The owner of a lead is an admin user (docs/decisions/0091): the field, stored as the user's e-mail
 * address, is edited with a list of the active users who may work leads (Sales, super-admins) by name,
 * from the admin route GET /inbox/owners (bootstrap/owners.ts, which also refuses any other owner);
 * the lists show the owner's name; "Mine" shows the signed-in user's own. Only in the lists and edit
 * views with a status (`lead_status`): contacts, leads, document requests and people.
 */
import { Button, Field, SingleSelect, SingleSelectOption, Typography } from '@strapi/design-system';
import type { StrapiApp } from '@strapi/strapi/admin';
import { getFetchClient, useAuth, useField } from '@strapi/strapi/admin';
import * as React from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { customInputFor, type InputProps, loadedInput } from './custom-input';

const en = {
  'lead-owner.name': 'Lead owner',
  'lead-owner.description': 'An admin user who may work leads (Sales or super-admin)',
  'lead-owner.nobody': 'Nobody',
  'lead-owner.placeholder': 'Pick an owner',
  'lead-owner.former': '{name} (can no longer own leads)',
  'lead-owner.failed': 'The list of owners could not be loaded',
  'lead-owner.mine': 'Mine',
  'lead-owner.mine.hint': 'Only the entries whose owner is you',
  'lead-owner.filter': 'Owner',
};
const es: typeof en = {
  'lead-owner.name': 'Responsable de leads',
  'lead-owner.description': 'Un usuario del panel que trabaja leads (Ventas o superadministrador)',
  'lead-owner.nobody': 'Nadie',
  'lead-owner.placeholder': 'Elige un responsable',
  'lead-owner.former': '{name} (ya no puede ser responsable)',
  'lead-owner.failed': 'No se pudo cargar la lista de responsables',
  'lead-owner.mine': 'Míos',
  'lead-owner.mine.hint': 'Solo los registros de los que eres responsable',
  'lead-owner.filter': 'Responsable',
};
/** The owner field's texts in the admin's two languages. */
export const ownerTranslations = { en, es };
type Key = keyof typeof en;

interface Owner {
  email: string;
  name: string;
}

/** The owners, fetched once per page load for every input and cell. */
let owners: Promise<Owner[]> | null = null;
/** The owners as the filter's chip reads a value (filled in place once loaded: Strapi keeps the array it was given). */
const ownerOptions: Array<{ label: string; value: string }> = [];
function loadOwners(): Promise<Owner[]> {
  if (!owners) {
    owners = getFetchClient()
      .get<{ data: Owner[] }>('/inbox/owners')
      .then((res) => {
        ownerOptions.splice(0, ownerOptions.length, ...res.data.data.map((o) => ({ label: o.name, value: o.email })));
        return res.data.data;
      })
      .catch((error: unknown) => {
        owners = null;
        throw error;
      });
  }
  return owners;
}

function useOwners(): { list: Owner[] | null; failed: boolean } {
  const [state, setState] = React.useState<{ list: Owner[] | null; failed: boolean }>({ list: null, failed: false });
  React.useEffect(() => {
    let live = true;
    loadOwners().then(
      (list) => live && setState({ list, failed: false }),
      () => live && setState({ list: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

const NOBODY = '';

/** The owner's input: a list of who may own leads, by name; one who can no longer own leads still reads by name. */
function OwnerInput({ name, value, onChange, disabled, required, label, hint, error }: InputProps) {
  const intl = useIntl();
  const t = (id: Key, values?: Record<string, string>) => intl.formatMessage({ id, defaultMessage: en[id] }, values);
  const { list, failed } = useOwners();
  const current = typeof value === 'string' ? value.toLowerCase() : NOBODY;
  const options = list ?? [];
  const former = current && list && !options.some((o) => o.email === current) ? current : null;
  // By name; two users of one name told apart by their address.
  const sameName = new Set(options.filter((o, i) => options.findIndex((p) => p.name === o.name) !== i).map((o) => o.name));
  return (
    <Field.Root name={name} hint={hint} error={error ?? (failed ? t('lead-owner.failed') : undefined)} required={required}>
      <Field.Label>{label}</Field.Label>
      <SingleSelect
        value={list ? current : undefined}
        placeholder={t('lead-owner.placeholder')}
        disabled={disabled || !list}
        onChange={(picked: string | number) => onChange(name, picked === NOBODY ? null : String(picked))}
      >
        <SingleSelectOption value={NOBODY}>{t('lead-owner.nobody')}</SingleSelectOption>
        {options.map((o) => (
          <SingleSelectOption key={o.email} value={o.email}>
            {sameName.has(o.name) ? `${o.name} · ${o.email}` : o.name}
          </SingleSelectOption>
        ))}
        {former ? <SingleSelectOption value={former}>{t('lead-owner.former', { name: former })}</SingleSelectOption> : null}
      </SingleSelect>
      <Field.Hint />
      <Field.Error />
    </Field.Root>
  );
}

/** An owner in a list: their name (their address when they are no user of the admin any more). */
function OwnerCell({ value }: { value: unknown }) {
  const { list } = useOwners();
  const email = typeof value === 'string' ? value.toLowerCase() : '';
  const name = list?.find((o) => o.email === email)?.name ?? email;
  return (
    <Typography textColor="neutral800" title={email || undefined}>
      {name || '-'}
    </Typography>
  );
}

const OWNED = new Set(['api::contact.contact', 'api::lead.lead', 'api::download-request.download-request', 'api::person.person']);
const MINE = 'filters[$and][0][owner][$eq]';

/** "Mine": the list of the entries the signed-in user owns; pressed again, every entry. */
export function MineFilter() {
  const { slug } = useParams<{ slug: string }>();
  const email = useAuth('MineFilter', (auth) => auth.user?.email ?? '');
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  if (!slug || !OWNED.has(slug) || !email) return null;
  const params = new URLSearchParams(location.search);
  const me = email.toLowerCase();
  const pressed = params.get(MINE) === me;
  const toggle = () => {
    const next = new URLSearchParams();
    // Strapi's other filters give way to "Mine" (and come back empty): one question at a time.
    for (const [key, v] of params) if (!key.startsWith('filters')) next.set(key, v);
    next.set('page', '1');
    if (!pressed) next.set(MINE, me);
    navigate({ pathname: location.pathname, search: `?${next.toString()}` });
  };
  return (
    <Button
      variant={pressed ? 'default' : 'tertiary'}
      aria-pressed={pressed}
      title={intl.formatMessage({ id: 'lead-owner.mine.hint', defaultMessage: en['lead-owner.mine.hint'] })}
      onClick={toggle}
    >
      {intl.formatMessage({ id: 'lead-owner.mine', defaultMessage: en['lead-owner.mine'] })}
    </Button>
  );
}

type Row = Record<string, unknown>;
interface Header {
  name: string;
  cellFormatter?: (row: Row) => React.ReactNode;
}
/** Lists with a status: the owner by name. */
function ownerColumn({ displayedHeaders, layout }: { displayedHeaders: Header[]; layout: { metadatas?: Record<string, unknown> } }) {
  if (!('lead_status' in (layout.metadatas ?? {}))) return { displayedHeaders, layout };
  return {
    displayedHeaders: displayedHeaders.map((h) =>
      h.name === 'owner' ? { ...h, cellFormatter: (row: Row) => <OwnerCell value={row.owner} /> } : h,
    ),
    layout,
  };
}

const OWNER_FIELD = 'global::lead-owner';

interface Filter {
  name: string;
  label: unknown;
}

/** The owner to filter by, picked by name (the filter dialog's value input). */
function OwnerFilterInput({ name, 'aria-label': ariaLabel }: { name: string; 'aria-label'?: string }) {
  const field = useField<string>(name);
  const { list } = useOwners();
  return (
    <SingleSelect
      aria-label={ariaLabel}
      value={list ? (field.value ?? undefined) : undefined}
      disabled={!list}
      onChange={(picked: string | number) => field.onChange(name, String(picked))}
    >
      {(list ?? []).map((o) => (
        <SingleSelectOption key={o.email} value={o.email}>
          {o.name}
        </SingleSelectOption>
      ))}
    </SingleSelect>
  );
}

/** The filters of lists with a status: the owner's named in the admin's language, picked and shown by name. */
function ownerFilter({ displayedFilters, layout }: { displayedFilters: Filter[]; layout: { metadatas?: Record<string, unknown> } }) {
  if (!('lead_status' in (layout.metadatas ?? {}))) return { displayedFilters, layout };
  loadOwners().catch(() => undefined);
  return {
    displayedFilters: displayedFilters.map((f) =>
      f.name === 'owner'
        ? {
            ...f,
            label: { id: 'lead-owner.filter', defaultMessage: en['lead-owner.filter'] },
            input: OwnerFilterInput,
            options: ownerOptions,
            // Who owns it, or nobody: the operators that fit a person.
            operators: [
              { label: { id: 'components.FilterOptions.FILTER_TYPES.$eq', defaultMessage: 'is' }, value: '$eq' },
              { label: { id: 'components.FilterOptions.FILTER_TYPES.$ne', defaultMessage: 'is not' }, value: '$ne' },
              { label: { id: 'components.FilterOptions.FILTER_TYPES.$null', defaultMessage: 'is null' }, value: '$null' },
              { label: { id: 'components.FilterOptions.FILTER_TYPES.$notNull', defaultMessage: 'is not null' }, value: '$notNull' },
            ],
          }
        : f,
    ),
    layout,
  };
}

export function registerOwnerField(app: StrapiApp): void {
  app.customFields.register({
    name: 'lead-owner',
    type: 'string',
    intlLabel: { id: 'lead-owner.name', defaultMessage: en['lead-owner.name'] },
    intlDescription: { id: 'lead-owner.description', defaultMessage: en['lead-owner.description'] },
    components: { Input: loadedInput(OwnerInput) },
  });
  app.registerHook('Admin/CM/pages/ListView/inject-column-in-table', ownerColumn);
  // Edit views with a status: the owner's input is the list of owners; picked, not typed, so no
  // "max. 245 characters" under it.
  app.registerHook('Admin/CM/pages/EditView/mutate-edit-view-layout', customInputFor('owner', OWNER_FIELD, { maxLength: undefined }));
  app.registerHook('Admin/CM/pages/ListView/inject-in-filters', ownerFilter);
}
