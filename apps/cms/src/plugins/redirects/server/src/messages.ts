/**
 * The redirect check's refusals in the admin's language (docs/decisions/0035, 0090). The rules are
 * a copy of the site's (redirect-rules.ts, kept identical to packages/content's), which write English;
 * each refusal is matched here and written in Spanish for a Spanish admin. Data: one pattern a refusal.
 */
const SPANISH: Array<[RegExp, (...parts: string[]) => string]> = [
  [
    /^From path: write a path that starts with \/ \(or paste a full http\(s\) address of the old site\)\.$/,
    () => 'Ruta de origen: escriba una ruta que empiece por / (o pegue la dirección http(s) completa del sitio anterior).',
  ],
  [
    /^To: write a path of this site that starts with \/ or a full http\(s\) address\.$/,
    () => 'Destino: escriba una ruta de este sitio que empiece por / o una dirección http(s) completa.',
  ],
  [
    /^From path (.+) is an address the site answers itself: it cannot be redirected\.$/,
    (from) => `La ruta de origen ${from} es una dirección que el sitio responde por sí mismo: no se puede redirigir.`,
  ],
  [/^This redirect sends (.+) to itself \(a loop\)\.$/, (from) => `Esta redirección envía ${from} a sí misma (un bucle).`],
  [/^Another redirect already sends (.+) on\.$/, (from) => `Otra redirección ya envía ${from} a otro sitio.`],
  [
    /^(.+) is itself redirected \(to (.+)\): send (.+) straight there \(no chains\)\.$/,
    (to, next, from) => `${to} también está redirigida (a ${next}): envíe ${from} directamente allí (sin cadenas).`,
  ],
  [
    /^Another redirect sends (.+) to (.+) \(a chain\): point that one at (.+) instead\.$/,
    (other, from, to) => `Otra redirección envía ${other} a ${from} (una cadena): apunte esa a ${to}.`,
  ],
];

/** A refusal of the redirect check in `lang` (the English text when no pattern knows it). */
export function redirectMessage(message: string, lang: 'es' | 'en'): string {
  if (lang === 'en') return message;
  for (const [pattern, spanish] of SPANISH) {
    const m = pattern.exec(message);
    if (m) return spanish(...m.slice(1));
  }
  return message;
}
