/**
 * What belongs to one person in a privacy request (privacy-match.ts): an address is found whole and
 * in any case, never inside a neighbouring address; names and companies as whole words, ignoring case
 * and accents.
 */
import { describe, expect, it } from 'vitest';
import { addressPattern, holdsAddress, namesPerson, personTerms, termsPattern } from './match';

describe('an address in a text', () => {
  const ana = addressPattern('ana@example.com');
  it('is found whole, in any case, beside punctuation', () => {
    for (const text of [
      'ana@example.com',
      'Escríbanme a Ana@Example.com.',
      'correo: ANA@EXAMPLE.COM, gracias',
      '<ana@example.com>',
      '(ana@example.com)',
      '¿ana@example.com?',
      'mail ana@example.com\nbye',
    ])
      expect(ana.test(text), text).toBe(true);
  });
  it('is not found inside another address', () => {
    for (const text of [
      'mariana@example.com',
      'ana@example.com.mx',
      'juana.ana@example.com',
      'ana@example.company',
      'ana@example.com-mx.org',
      'x+ana@example.com',
      'ana@example.com@other.org',
      'ana@example.co',
    ])
      expect(ana.test(text), text).toBe(false);
  });
  it('is found in any string of a JSON value (a conversation), and not in its keys', () => {
    const conversation = [{ id: 'u1', sender: 'user', message: 'Soy Ana: ANA@example.com' }];
    expect(holdsAddress(conversation, ana)).toBe(true);
    expect(holdsAddress([{ message: 'mariana@example.com' }], ana)).toBe(false);
    expect(holdsAddress({ 'ana@example.com': 1 }, ana)).toBe(false);
    // Characters special in a pattern are taken literally.
    expect(addressPattern('a.b+c@example.com').test('aXb+c@example.com')).toBe(false);
    expect(addressPattern('a.b+c@example.com').test('a.b+c@example.com')).toBe(true);
  });
});

describe("a person's names and companies in a stored question", () => {
  const terms = personTerms([
    { name: 'Ana', last_name: 'Pérez de la Luz', company: 'Acme Logística S.A. de C.V.' },
    { name: 'Ana Pérez', company: 'Beta Corp' },
    { user_name: '  ' },
  ]);
  const pattern = termsPattern(terms);
  const address = addressPattern('ana@example.com');
  it('lists each name, full name, name word and company with and without its legal form', () => {
    expect(terms).toEqual(
      expect.arrayContaining([
        'ana',
        'perez de la luz',
        'perez',
        'luz',
        'ana perez de la luz',
        'acme logistica s.a. de c.v.',
        'acme logistica',
        'beta',
      ]),
    );
    expect(terms).not.toContain('de');
    expect(terms).not.toContain('la');
  });
  it('finds them as whole words, ignoring case and accents', () => {
    for (const q of [
      'Soy ANA, ¿tienen SAP?',
      'soy la sra. perez',
      '¿Trabajan con Acme Logistica?',
      'BETA quiere precios',
      'escriban a ana@example.com',
    ])
      expect(namesPerson(q, address, pattern), q).toBe(true);
    for (const q of ['soy Mariana de Gamma', '¿hacen nómina en Lucía?', 'Betania', 'Acme quiere precios', 'mariana@example.com'])
      expect(namesPerson(q, address, pattern), q).toBe(false);
  });
  it('finds only the address when the records give no name', () => {
    expect(termsPattern(personTerms([{ name: '' }]))).toBeNull();
    expect(namesPerson('soy Ana', address, null)).toBe(false);
  });
});
