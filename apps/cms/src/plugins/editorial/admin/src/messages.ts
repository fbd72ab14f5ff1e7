/** The admin texts of the schedule and translation status (docs/decisions/0043), per admin language. */
export const en = {
  'editorial.column.schedule': 'Schedule',
  'editorial.column.translation': 'Translation',
  'editorial.schedule.scheduled': 'Scheduled',
  'editorial.schedule.publish': 'Publishes {date}',
  'editorial.schedule.unpublish': 'Unpublishes {date}',
  'editorial.schedule.none': 'Not scheduled',
  'editorial.translation.none': 'Complete',
  'editorial.translation.es': 'Spanish missing',
  'editorial.translation.en': 'English missing',
  'editorial.translation.both': 'Both incomplete',
  'editorial.panel.title': 'Translation',
  'editorial.panel.complete': 'Every text is in Spanish and English.',
  'editorial.panel.missing.es': 'Empty in Spanish (the Spanish page shows the English text):',
  'editorial.panel.missing.en': 'Empty in English (the English page shows the Spanish text):',
  'editorial.confirm.title': 'Publish with a missing translation?',
  'editorial.confirm.body':
    'Some texts are empty in one language; until they are translated the page shows the other language there. Publish anyway?',
  'editorial.confirm.es': 'Missing in Spanish: {fields}',
  'editorial.confirm.en': 'Missing in English: {fields}',
  'editorial.confirm.publish': 'Publish anyway',
} as const;

export type EditorialKey = keyof typeof en;

const es: Record<EditorialKey, string> = {
  'editorial.column.schedule': 'Programación',
  'editorial.column.translation': 'Traducción',
  'editorial.schedule.scheduled': 'Programado',
  'editorial.schedule.publish': 'Se publica {date}',
  'editorial.schedule.unpublish': 'Se retira {date}',
  'editorial.schedule.none': 'Sin programar',
  'editorial.translation.none': 'Completa',
  'editorial.translation.es': 'Falta español',
  'editorial.translation.en': 'Falta inglés',
  'editorial.translation.both': 'Ambas incompletas',
  'editorial.panel.title': 'Traducción',
  'editorial.panel.complete': 'Todos los textos están en español y en inglés.',
  'editorial.panel.missing.es': 'Vacío en español (la página en español muestra el texto en inglés):',
  'editorial.panel.missing.en': 'Vacío en inglés (la página en inglés muestra el texto en español):',
  'editorial.confirm.title': '¿Publicar con una traducción pendiente?',
  'editorial.confirm.body':
    'Hay textos vacíos en un idioma; hasta que se traduzcan, la página muestra ahí el otro idioma. ¿Publicar de todos modos?',
  'editorial.confirm.es': 'Falta en español: {fields}',
  'editorial.confirm.en': 'Falta en inglés: {fields}',
  'editorial.confirm.publish': 'Publicar de todos modos',
};

export const editorialTranslations = { en, es };
