/**
 * The submission schemas (PRODUCT §5 and §10.2 R2–R3, docs/decisions/0010): free text in any language stored as typed (no
 * markup refusal, control characters refused, length limits kept), the contact phone optional and,
 * when given, valid by PRODUCT's pattern or by the selected country's numbering plan.
 */
import { describe, expect, it } from 'vitest';
import {
  type ContactInput,
  contactSchema,
  downloadRequestSchema,
  fieldErrors,
  fullPhone,
  isValidPhone,
  LIMITS,
  type LeadInput,
  leadSchema,
} from '../src/schemas';

const contact = (over: Partial<Record<keyof ContactInput, unknown>> = {}): Record<string, unknown> => ({
  name: 'Lucía',
  last_name: 'Ñúñez',
  email: 'lucia@example.com',
  dial_code: '+52',
  phone_country: 'mx',
  phone: '5512345678',
  country: 'México',
  company: 'Acme',
  position: 'CIO',
  industry: 'Retail',
  interest_area: 'SAP',
  comment: 'Hola',
  terms_and_conditions: true,
  language: 'es',
  submission_id: '8f8f8f8f-8f8f-4f8f-8f8f-8f8f8f8f8f8f',
  ...over,
});

const lead = (over: Partial<Record<keyof LeadInput, unknown>> = {}): Record<string, unknown> => ({
  name: 'Ana',
  company: 'Acme',
  email: 'ana@example.com',
  interest_area: '',
  country: 'Perú',
  industry: 'Retail',
  position: 'CIO',
  language: 'en',
  submission_id: '8f8f8f8f-8f8f-4f8f-8f8f-8f8f8f8f8f8f',
  ...over,
});

function errorsOf(schema: typeof contactSchema | typeof leadSchema | typeof downloadRequestSchema, value: unknown) {
  const r = schema.safeParse(value);
  return r.success ? {} : fieldErrors(r.error);
}

describe('free text: any printable text, stored exactly as typed', () => {
  const texts = [
    'Presupuesto <5000 USD; si a<b y b>c, ¿cuándo?',
    '<SAP> & Co',
    '<SAP> migration',
    'Hi <img src=x onerror=alert(1)>',
    '</div><script>alert("x")</script>',
    '<!-- nota --> 東京 مرحبا Ελληνικά 😀',
  ];
  it.each(texts)('contact comment, company, names and interest area accept %j', (text) => {
    const short = text.slice(0, 95);
    const r = contactSchema.safeParse(contact({ comment: text, company: short, name: short, last_name: short, interest_area: short }));
    expect(r.success).toBe(true);
    if (!r.success) return;
    expect(r.data.comment).toBe(text);
    expect(r.data.company).toBe(short);
    expect(r.data.name).toBe(short);
    expect(r.data.interest_area).toBe(short);
  });

  it.each(texts)('the lead modal and the document request accept %j', (text) => {
    const short = text.slice(0, 95);
    const l = leadSchema.safeParse(lead({ name: short, company: short, interest_area: text }));
    expect(l.success && l.data.interest_area).toBe(text);
    const d = downloadRequestSchema.safeParse({
      card: 1,
      email: 'ana@example.com',
      user_name: short,
      language: 'es',
      submission_id: '8f8f8f8f-8f8f-4f8f-8f8f-8f8f8f8f8f8f',
    });
    expect(d.success && d.data.user_name).toBe(short);
  });

  it('a comment keeps its line breaks; control characters are refused', () => {
    const ok = contactSchema.safeParse(contact({ comment: 'Línea 1\nLínea 2\r\n\tfin' }));
    expect(ok.success && ok.data.comment).toBe('Línea 1\nLínea 2\r\n\tfin');
    expect(errorsOf(contactSchema, contact({ comment: 'bell \u0007' }))).toEqual({ comment: 'invalid' });
    expect(errorsOf(contactSchema, contact({ company: 'Acme\u0000' }))).toEqual({ company: 'invalid' });
    expect(errorsOf(contactSchema, contact({ name: 'x\u009b' }))).toEqual({ name: 'invalid' });
  });

  it('length limits stay: 95/95/245/295 on the lead modal, the model limits elsewhere', () => {
    expect(errorsOf(leadSchema, lead({ name: 'a'.repeat(96) }))).toEqual({ name: 'too_long' });
    expect(errorsOf(leadSchema, lead({ company: 'a'.repeat(96) }))).toEqual({ company: 'too_long' });
    expect(errorsOf(leadSchema, lead({ email: `${'a'.repeat(240)}@example.com` }))).toEqual({ email: 'too_long' });
    expect(errorsOf(leadSchema, lead({ interest_area: 'a'.repeat(296) }))).toEqual({ interest_area: 'too_long' });
    expect(leadSchema.safeParse(lead({ name: 'a'.repeat(95), interest_area: 'a'.repeat(295) })).success).toBe(true);
    expect(errorsOf(contactSchema, contact({ comment: 'a'.repeat(LIMITS.comment + 1) }))).toEqual({ comment: 'too_long' });
  });
});

describe('contact phone: optional; PRODUCT pattern or a valid number of the selected country', () => {
  it('a contact without a phone is accepted and stores no phone (not the dial code alone)', () => {
    for (const phone of ['', undefined, '   ']) {
      const r = contactSchema.safeParse(contact({ phone }));
      expect(r.success).toBe(true);
      if (r.success) expect(fullPhone(r.data.dial_code, r.data.phone)).toBe('');
    }
  });

  const valid: Array<[string, string, string]> = [
    ['mx', '+52', '5512345678'],
    ['pe', '+51', '912345678'],
    ['cl', '+56', '912345678'],
    ['co', '+57', '3001234567'],
    ['ar', '+54', '91123456789'],
    ['ar', '+54', '1123456789'],
    ['es', '+34', '612345678'],
    ['us', '+1', '2015550123'],
  ];
  it.each(valid)('%s %s %s is accepted and stored as dial code + number', (country, dial, phone) => {
    const r = contactSchema.safeParse(contact({ phone_country: country, dial_code: dial, phone }));
    expect(r.success).toBe(true);
    if (r.success) expect(fullPhone(r.data.dial_code, r.data.phone)).toBe(`${dial.slice(1)}${phone}`);
  });

  it('PRODUCT’s pattern is accepted whatever the country (and with no country)', () => {
    for (const phone of ['5512345678', '(551) 234-5678', '551.234.567890']) {
      expect(isValidPhone(phone, 'pe')).toBe(true);
      expect(isValidPhone(phone, null)).toBe(true);
      expect(contactSchema.safeParse(contact({ phone, phone_country: undefined })).success).toBe(true);
    }
  });

  it('a number invalid for the chosen country is refused with code phone', () => {
    expect(errorsOf(contactSchema, contact({ phone_country: 'mx', phone: '912345678' }))).toEqual({ phone: 'phone' });
    expect(errorsOf(contactSchema, contact({ phone_country: 'pe', phone: '12345' }))).toEqual({ phone: 'phone' });
    expect(errorsOf(contactSchema, contact({ phone_country: 'us', phone: '55123456789012' }))).toEqual({ phone: 'phone' });
    expect(errorsOf(contactSchema, contact({ phone_country: 'us', phone: '1'.repeat(17) }))).toEqual({ phone: 'too_long' });
    expect(errorsOf(contactSchema, contact({ phone_country: 'es', phone: '61234567a' }))).toEqual({ phone: 'phone' });
    // Peru's mobile without the country: not PRODUCT's pattern, no plan to check it against.
    expect(errorsOf(contactSchema, contact({ phone_country: undefined, phone: '912345678' }))).toEqual({ phone: 'phone' });
    expect(errorsOf(contactSchema, contact({ phone_country: 'zz', phone: '912345678' }))).toEqual({ phone: 'phone' });
    expect(errorsOf(contactSchema, contact({ phone_country: 'peru' }))).toEqual({ phone_country: 'phone' });
  });

  it('the phone is checked on its own too (validation on blur of a half-filled form)', () => {
    const half = { ...contact({ name: '', company: '', phone_country: 'mx', phone: '912345678' }) };
    expect(errorsOf(contactSchema, half)).toMatchObject({ name: 'required', company: 'required', phone: 'phone' });
    expect(errorsOf(contactSchema, { ...half, phone_country: 'pe' })).not.toHaveProperty('phone');
  });

  it('a malformed e-mail is code email, an empty one required', () => {
    expect(errorsOf(contactSchema, contact({ email: 'lucia@example' }))).toEqual({ email: 'email' });
    expect(errorsOf(contactSchema, contact({ email: '' }))).toEqual({ email: 'required' });
  });
});
