/**
 * The forms declared once (packages/content/src/forms.ts): every field the schema checks is declared,
 * and the record and the firm's e-mail come from the declaration.
 */
import { describe, expect, it } from 'vitest';
import {
  chatContactForm,
  contactForm,
  downloadRequestForm,
  FORM_DECLARATIONS,
  fieldNames,
  fieldOf,
  leadForm,
  mailRows,
  postedNames,
  recordFields,
} from '../src/forms';
import { LIMITS } from '../src/limits';
import { chatContactSchema, contactSchema, downloadRequestSchema, formSchemas, leadSchema, markupRules } from '../src/schemas';

/** The visitor's fields of a schema: all but the ones every form sends (language, id, honeypot, where it came from). */
const visitorFields = (shape: Record<string, unknown>) =>
  Object.keys(shape).filter(
    (k) =>
      !['language', 'submission_id', 'website', 'dial_code', 'phone_country'].includes(k) &&
      !/^(utm_|landing_page|sending_page|referrer)/.test(k),
  );

/** A contact as its schema's output (the phone without its dial code), comment and interest left out. */
const filled = {
  name: 'Lucía',
  last_name: 'Pérez',
  email: 'lucia@example.com',
  company: 'Acme',
  phone: '5512345678',
  country: 'México',
  position: 'CIO',
  industry: 'Retail',
  terms_and_conditions: true,
};

describe('the declared forms', () => {
  it('declare exactly the fields their schemas check', () => {
    expect(fieldNames(contactForm).sort()).toEqual(visitorFields(contactSchema.shape).sort());
    expect(fieldNames(leadForm).sort()).toEqual(visitorFields(leadSchema.shape).sort());
    // The chat's form also sends its conversation; a document request its card and the lead's name (not asked).
    expect(fieldNames(chatContactForm).sort()).toEqual(
      visitorFields(chatContactSchema.shape)
        .filter((k) => k !== 'conversation_id')
        .sort(),
    );
    expect(fieldNames(downloadRequestForm)).toEqual(
      visitorFields(downloadRequestSchema.shape).filter((k) => k !== 'card' && k !== 'user_name'),
    );
  });

  it("take each field's required flag and maximum length from the form's schema, none written beside it", () => {
    const forms = [contactForm, leadForm, chatContactForm, downloadRequestForm];
    expect(forms.map((f) => f.intent)).toEqual(FORM_DECLARATIONS.map((f) => f.intent));
    for (const form of forms) {
      const rules = markupRules(formSchemas[form.intent]);
      for (const f of form.fields) {
        // Stale ./generated/form-rules.ts (a schema changed, `npm run gen:model` not run) fails here.
        expect({ field: `${form.intent}.${f.name}`, required: f.required, maxLength: f.maxLength }).toEqual({
          field: `${form.intent}.${f.name}`,
          ...rules[f.name],
        });
      }
    }
    for (const declared of FORM_DECLARATIONS)
      for (const f of declared.fields) {
        expect(f).not.toHaveProperty('required');
        expect(f).not.toHaveProperty('maxLength');
      }
  });

  it("read the schemas' rules as the markup states them", () => {
    expect(fieldOf(contactForm, 'last_name')).toMatchObject({ required: true, maxLength: LIMITS.last_name });
    expect(fieldOf(contactForm, 'comment')).toMatchObject({ required: false, maxLength: LIMITS.comment });
    expect(fieldOf(contactForm, 'phone')).toMatchObject({ required: false, maxLength: LIMITS.phone });
    expect(fieldOf(contactForm, 'terms_and_conditions')).toEqual(expect.objectContaining({ required: true }));
    expect(fieldOf(contactForm, 'terms_and_conditions')).not.toHaveProperty('maxLength');
    // The same message is optional in the contact form and required in the chat's.
    expect(fieldOf(chatContactForm, 'comment')).toMatchObject({ required: true, maxLength: LIMITS.comment });
    expect(fieldOf(leadForm, 'interest_area')).toMatchObject({ required: false, maxLength: LIMITS.interest_area });
    expect(fieldOf(downloadRequestForm, 'email')).toMatchObject({ required: true, maxLength: LIMITS.email });
    expect(markupRules(contactSchema).website).toEqual({ required: false, maxLength: LIMITS.honeypot });
  });

  it('keep the posted names of a plain post, the phone with its country', () => {
    expect(postedNames(contactForm)).toEqual([
      'name',
      'last_name',
      'email',
      'company',
      'phone',
      'phone_country',
      'country',
      'position',
      'industry',
      'interest_area',
      'comment',
      'terms_and_conditions',
    ]);
    expect(postedNames(leadForm)).toEqual(['name', 'company', 'email', 'country', 'industry', 'position', 'interest_area']);
  });

  it('store the phone as dial code and number, optional text as empty, the terms as a boolean', () => {
    const record = recordFields(contactForm, { ...filled, dial_code: '+52' });
    expect(record).toEqual({
      name: 'Lucía',
      last_name: 'Pérez',
      email: 'lucia@example.com',
      company: 'Acme',
      phone: '525512345678',
      country: 'México',
      position: 'CIO',
      industry: 'Retail',
      interest_area: '',
      comment: '',
      terms_and_conditions: true,
    });
    expect(recordFields(contactForm, { dial_code: '+52', phone: '' }).phone).toBe('');
  });

  it("write the firm's e-mail rows in the form's order, the full name on one row and a dash for what was left out", () => {
    const stored = { ...recordFields(contactForm, { ...filled, dial_code: '+52' }), comment: 'Hola' };
    expect(mailRows(contactForm, stored)).toEqual([
      ['Nombre / Name', 'Lucía Pérez'],
      ['Correo / E-mail', 'lucia@example.com'],
      ['Empresa / Company', 'Acme'],
      ['Teléfono / Phone', '+525512345678'],
      ['País / Country', 'México'],
      ['Puesto / Position', 'CIO'],
      ['Industria / Industry', 'Retail'],
      ['Área de interés / Area of interest', '—'],
      ['Comentario / Comment', 'Hola'],
      ['Términos aceptados / Terms accepted', 'Sí / Yes'],
    ]);
    expect(mailRows(contactForm, { ...stored, phone: '', terms_and_conditions: false })).toContainEqual(['Teléfono / Phone', '—']);
    expect(
      mailRows(leadForm, { name: 'Ana', company: 'Acme', email: 'a@example.com', country: 'Perú', industry: 'Retail', position: 'CTO' }),
    ).toEqual([
      ['Nombre / Name', 'Ana'],
      ['Empresa / Company', 'Acme'],
      ['Correo / E-mail', 'a@example.com'],
      ['País / Country', 'Perú'],
      ['Industria / Industry', 'Retail'],
      ['Puesto / Position', 'CTO'],
      ['Área de interés / Area of interest', '—'],
    ]);
  });
});
