/**
 * The firm's name is the editors' (the footer's `company_name` in the CMS), never the code's: the
 * join-us link is labelled with it, the home page's search words hold it, and a renamed firm is named
 * anew at the next index build (pages.ts `withFirm`, passages.ts `firmName`).
 */
import { describe, expect, test } from 'vitest';
import { answerFrom, indexContent } from '../src/answerers/built-in';
import type { IndexContent } from '../src/answerers/built-in/passages';
import { tinySite } from './tiny-site';

const site = (companyName: string | null): IndexContent => {
  const content = tinySite([
    ['/#incorporate', 'join', 'Únete a nuestro equipo: vacantes para consultores SAP.', 'Join our team: openings for SAP consultants.'],
    ['/nosotros', 'about', 'Somos una consultora de TI fundada en 2014.', 'We are an IT consultancy founded in 2014.'],
  ]);
  const footer = { documentId: 'footer', ...(companyName === null ? {} : { company_name: companyName }), phone: '+52 55 1234 5678' };
  return { ...content, singles: [...content.singles, { path: '/#contacto', entity: footer }] };
};

describe("the firm's name, from the CMS", () => {
  test('labels the join-us link in both languages', () => {
    const index = indexContent(site('Acme Consulting'));
    expect(answerFrom(index, 'Do you have openings for consultants?', 'en').text).toContain('[Join Acme Consulting](/en/#incorporate)');
    expect(answerFrom(index, '¿Tienen vacantes para consultores?', 'es').text).toContain('[Únete a Acme Consulting](/es/#incorporate)');
  });

  test('a renamed firm is named anew; without a name, the label needs none', () => {
    const renamed = indexContent(site('Zeta Partners'));
    const answer = answerFrom(renamed, 'Do you have openings for consultants?', 'en').text;
    expect(answer).toContain('[Join Zeta Partners]');
    expect(answer).not.toContain('Acme');
    const unnamed = indexContent(site(null));
    const text = answerFrom(unnamed, 'Do you have openings for consultants?', 'en').text;
    expect(text).toContain('[Join the team](/en/#incorporate)');
    expect(text).not.toContain('{firm}');
  });
});
