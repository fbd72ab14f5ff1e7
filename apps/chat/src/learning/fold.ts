/** Lower case, accents removed (ñ → n), so "Cómo" and "como" are the same term: the built-in answerer's and the models' folding. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
