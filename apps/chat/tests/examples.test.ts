/**
 * The model of labelled example questions (docs/decisions/0082), on examples of this test's own: it gives
 * each page its probability; a typo or a missing accent still meets an example; a post or a case stands
 * for its kind; a set left out is left out.
 */
import { describe, expect, test } from 'vitest';
import { LABELLED_SETS } from '../data/questions';
import { allExamples, createExamples, DECLINE, examplesWithout, pageProbabilities } from '../src/answerers/built-in/examples';

/** The model's best page for a question, with its probability (as `share`). */
const guessPage = (index: ReturnType<typeof createExamples>, question: string) => {
  const best = pageProbabilities(index, question)?.[0];
  return best ? { page: best.page, share: best.p } : null;
};

const examples = createExamples([
  { q: 'Do you migrate SAP ECC to S/4HANA?', page: '/servicio-sap' },
  { q: '¿Hacéis migraciones de SAP a S/4HANA?', page: '/servicio-sap' },
  { q: 'Necesito dos programadores para mi equipo', page: '/service-staffing' },
  { q: 'I need two developers to join my team for six months', page: '/service-staffing' },
  { q: 'Can we hire one of your consultants to work inside our team?', page: '/service-staffing' },
  { q: '¿Qué tiempo hará mañana en Madrid?', page: DECLINE },
  { q: 'What will the weather be like in London tomorrow?', page: DECLINE },
  { q: 'I read your article about clean core in SAP', page: '/blog-details/clean-core-en-sap' },
  { q: 'Where is that post about clean core?', page: ['/blog-details/clean-core-en-sap', '/blog'] },
]);

describe('the model of labelled example questions', () => {
  test('the examples choose the page, in either language, with a typo and without accents', () => {
    const staffing = guessPage(examples, 'necesito 2 programadores q se sumen a mi equipo');
    expect(staffing?.page).toBe('/service-staffing');
    expect(staffing?.share).toBeGreaterThan(0.5);
    expect(guessPage(examples, 'Can you migrat our SAP ECC system?')?.page).toBe('/servicio-sap');
    expect(guessPage(examples, 'que tiempo hara manana en Sevilla')?.page).toBe(DECLINE);
  });

  test('a post or a case stands for its kind; its share counts every example of the kind', () => {
    const post = guessPage(examples, 'the article about clean core');
    expect(post?.page).toBe('/blog-details/*');
    expect(post?.share).toBeGreaterThan(0.5);
  });

  test('a question of words no example has gets no page, and one evenly between pages gets no majority', () => {
    expect(guessPage(examples, 'zzz qqq')).toBeNull();
    const split = guessPage(
      createExamples([
        { q: 'SAP developers', page: '/servicio-sap' },
        { q: 'SAP developers', page: '/service-staffing' },
      ]),
      'SAP developers',
    );
    expect(split?.share).toBeLessThan(0.55);
  });

  test('the outsiders’ sets are the examples, and a set left out is left out in both its languages', () => {
    const u = LABELLED_SETS.filter((s) => s.set === 'u').flatMap((s) => s.questions);
    expect(u.length).toBeGreaterThan(60);
    expect(examplesWithout('u').examples.length).toBe(allExamples().examples.length - u.length);
  });
});
