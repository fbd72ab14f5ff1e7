// @vitest-environment happy-dom
import { contactForm, leadForm } from '@site/content/forms';
import { contactSchema, leadSchema } from '@site/content/schemas';
import { describe, expect, it } from 'vitest';
import type { FormOptions } from './options';
import { emptyState, payloadOf, stateFromPost, typedBeforeHydration } from './form-state';

const options: FormOptions = {
  country: 'mx',
  countries: [{ id: 7, name_es: 'México', name_en: 'Mexico', code: 'mx', dial_code: '+52' }],
  positions: [{ id: 3, name_es: 'Director', name_en: 'Director' }],
  industries: [{ id: 5, name_es: 'Banca', name_en: 'Banking' }],
};
const SUBMISSION = '3b241101-e2bb-4255-8caf-4136c566a962';

describe("a declared form's state", () => {
  it('starts empty: text empty, no choice, the box unticked', () => {
    expect(emptyState(leadForm, '')).toEqual({
      phoneCountry: '',
      website: '',
      name: '',
      company: '',
      email: '',
      country: null,
      industry: null,
      position: null,
      interest_area: '',
    });
  });

  it('sends what its schema accepts: choices by name in the language, the phone with its dial code', () => {
    const state = {
      ...emptyState(contactForm, 'mx'),
      name: 'Lucía',
      last_name: 'Pérez',
      email: 'lucia@example.com',
      company: 'Acme',
      phone: '5512345678',
      country: 7,
      position: 3,
      industry: 5,
      terms_and_conditions: true,
    };
    const payload = payloadOf(contactForm, state, { lang: 'en', options, dialCode: '+52', submissionId: SUBMISSION });
    expect(payload).toMatchObject({ country: 'Mexico', position: 'Director', industry: 'Banking', dial_code: '+52', phone_country: 'mx' });
    expect(contactSchema.safeParse(payload).success).toBe(true);
    const unticked = payloadOf(
      contactForm,
      { ...state, terms_and_conditions: false },
      { lang: 'en', options, dialCode: '+52', submissionId: SUBMISSION },
    );
    expect(contactSchema.safeParse(unticked).success).toBe(false);
    const lead = payloadOf(
      leadForm,
      { ...emptyState(leadForm, ''), name: 'Ana', company: 'Acme', email: 'a@example.com', country: 7, industry: 5, position: 3 },
      {
        lang: 'es',
        options,
        dialCode: '',
        submissionId: SUBMISSION,
      },
    );
    expect(leadSchema.safeParse(lead).success).toBe(true);
  });

  it('comes back from a refused plain post as it was typed', () => {
    const state = stateFromPost(
      contactForm,
      { name: 'Lucía', phone: '55 1234', phone_country: 'pe', country: '7', terms_and_conditions: 'on' },
      'mx',
    );
    expect(state).toMatchObject({
      name: 'Lucía',
      phone: '551234',
      phoneCountry: 'pe',
      country: 7,
      position: null,
      terms_and_conditions: true,
    });
  });

  it('takes over what was typed in the plain form before the scripts ran', () => {
    const form = document.createElement('form');
    form.innerHTML =
      '<input name="name" value="Lucía"><input name="phone" value="55-12"><input name="phone_country" value="pe">' +
      '<select name="country"><option value="7" selected>México</option></select><input type="checkbox" name="terms_and_conditions" checked>';
    const typed = typedBeforeHydration(contactForm, form, emptyState(contactForm, 'mx'));
    expect(typed).toMatchObject({ name: 'Lucía', phone: '5512', phoneCountry: 'pe', country: 7, terms_and_conditions: true });
    expect(typedBeforeHydration(contactForm, document.createElement('form'), emptyState(contactForm, 'mx'))).toBeNull();
  });
});
