/**
 * The media library's "Alternative text" field says how to write it in both languages
 * (docs/decisions/0044): the convention the site and the publish check read (`es: … | en: …`,
 * `decorativa`), in the admin's language.
 */
export const mediaTranslations = {
  en: {
    'upload.form.input.label.file-alt': 'Alternative text (Spanish and English)',
    // The revamped media library's file panel.
    'upload.asset-details.alternativeText': 'Alternative text — "es: … | en: …", or "decorative"',
    'upload.form.input.description.file-alt':
      'What the image shows, in both languages: "es: Equipo revisando un proyecto | en: Team reviewing a project". One text without "es:"/"en:" is used for both (a name, a logo); "decorative" if it adds nothing to the text around it. Pages with an image without it cannot be published.',
  },
  es: {
    'upload.form.input.label.file-alt': 'Texto alternativo (español e inglés)',
    'upload.asset-details.alternativeText': 'Texto alternativo — «es: … | en: …», o «decorativa»',
    'upload.form.input.description.file-alt':
      'Lo que muestra la imagen, en los dos idiomas: «es: Equipo revisando un proyecto | en: Team reviewing a project». Un solo texto sin «es:»/«en:» vale para los dos (un nombre, un logotipo); «decorativa» si no añade nada al texto que la rodea. Una página con una imagen sin él no se puede publicar.',
  },
};

/** Several sets of admin translations in one, per locale. */
export function mergeTranslations(...sets: Array<Record<string, Record<string, string>>>): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const set of sets) for (const [locale, messages] of Object.entries(set)) out[locale] = { ...out[locale], ...messages };
  return out;
}
