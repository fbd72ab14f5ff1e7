import type { Lang } from '@site/content';
import { LIMITS } from '@site/content/limits';
import { type KeyboardEvent, useMemo } from 'react';
import { useTranslation } from '~/i18n/react';
import { useHydrated } from '~/lib/hydrated';
import { FieldError, NativeSelect, RequiredMark, errorId } from './fields';
import { type Option, optionName } from '~/features/forms/options';
import { dialCodeOf, PREFERRED_PHONE_COUNTRIES, phoneCountries } from '~/features/forms/phone';
import { Select } from './Select';

interface PhoneFieldProps {
  id: string;
  countries: Option[];
  country: string;
  onCountryChange: (code: string) => void;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  pickerOpen: boolean;
  onPickerOpenChange: (open: boolean) => void;
  error: string | null;
  /** Field names: the number and the country's code (posted with the form). */
  name?: string;
  countryName?: string;
  /** Whether the native select of the document's phone countries shows before scripts run ("MX +52", docs/decisions/0066). */
  native?: boolean;
  /** Marked as required (the contact form's); the chat's short form says it is optional (docs/decisions/0040). */
  required?: boolean;
}

/** Keys the phone input lets through besides digits: editing and navigation. */
const allowed = (e: KeyboardEvent<HTMLInputElement>) => e.key.length > 1 || e.ctrlKey || e.metaKey || e.altKey || /^\d$/.test(e.key);

/**
 * The phone: a country code picker (default Mexico, preferred Mexico, United States, Brazil; the
 * visitor's country preselected) and a text input with the digit keypad (`inputmode=numeric`, `autocomplete=tel-national`) that accepts digits only (PRODUCT §5).
 */
export function PhoneField({
  id,
  countries,
  country,
  onCountryChange,
  value,
  onChange,
  onBlur,
  pickerOpen,
  onPickerOpenChange,
  error,
  name,
  countryName,
  native = false,
  required = true,
}: PhoneFieldProps) {
  const { t, i18n } = useTranslation();
  const hydrated = useHydrated();
  const lang = (i18n.language === 'es' ? 'es' : 'en') as Lang;
  const list = useMemo(() => phoneCountries(countries, lang), [countries, lang]);
  const options = useMemo(() => list.map((c) => ({ value: c.code ?? '', label: optionName(c, lang) })), [list, lang]);
  const byCode = useMemo(() => new Map(list.map((c) => [c.code ?? '', c])), [list]);
  const dial = dialCodeOf(list, country);
  const pickerId = `${id}-country`;
  const preferredCount = list.filter((c) =>
    PREFERRED_PHONE_COUNTRIES.includes(c.code as (typeof PREFERRED_PHONE_COUNTRIES)[number]),
  ).length;

  return (
    <div className={`field field--phone ${error ? 'is-invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {t('forms.fields.phone')}
        {required ? <RequiredMark /> : null}
      </label>
      <span id={`${pickerId}-label`} className="sr-only">
        {t('forms.fields.phoneCountry')}
      </span>
      <div className="phone">
        {countryName && native && !hydrated ? (
          <NativeSelect
            id={pickerId}
            name={countryName}
            className="select-native--phone"
            labelledBy={`${pickerId}-label`}
            list="phone"
            value={country}
          />
        ) : (
          <>
            <Select
              id={pickerId}
              className="select--phone"
              labelledBy={`${pickerId}-label`}
              options={options}
              value={country}
              onChange={onCountryChange}
              open={pickerOpen}
              onOpenChange={onPickerOpenChange}
              placeholder={dial || '+'}
              emptyText={t('forms.loading')}
              separatorAfter={preferredCount}
              renderValue={(o) => (
                <>
                  <span className="phone__code">{o.value.toUpperCase()}</span>{' '}
                  <span className="phone__dial">{byCode.get(o.value)?.dial_code ?? dial}</span>
                </>
              )}
              renderOption={(o) => (
                <>
                  <span className="phone__code">{o.value.toUpperCase()}</span> <span className="phone__name">{o.label}</span>{' '}
                  <span className="phone__dial">{byCode.get(o.value)?.dial_code}</span>
                </>
              )}
            />
            {countryName ? <input type="hidden" name={countryName} value={country} /> : null}
          </>
        )}
        <input
          id={id}
          name={name}
          // A text input with the digit keypad: `tel-national` (the number without its country code,
          // chosen beside it) belongs to HTML's Text autofill group, which excludes type=tel.
          type="text"
          inputMode="numeric"
          autoComplete="tel-national"
          className="field__input phone__number"
          maxLength={LIMITS.phone}
          value={value}
          aria-required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-hint`, error ? errorId(id) : ''].filter(Boolean).join(' ')}
          onKeyDown={(e) => {
            if (!allowed(e)) e.preventDefault();
          }}
          onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
          onBlur={onBlur}
        />
      </div>
      <p id={`${id}-hint`} className="field__hint">
        {t('forms.phoneHint', { dial: dial || '+' })}
      </p>
      <FieldError id={id} message={error} />
    </div>
  );
}
