/**
 * Generates every media file the seed content references (`npm run seed:media`).
 *
 * Scans seed/content/*.json for media values — "media:<path>" strings and
 * { "$media": "<path>", "kind": …, … } objects (the first object form of a path wins) — and writes
 * each file to seed/media/out/<path>:
 *   - images are drawn as SVG in code, then rendered by sharp (.webp, .png, .jpg); .svg paths are
 *     written as SVG text;
 *   - PDFs are laid out with pdf-lib (standard Helvetica fonts, WinAnsi-safe text).
 *
 * Kinds (object key `kind`, else inferred from the path): hero, photo, background, diagram, icon,
 * logo, pdf. Optional keys: title, subtitle, labels, layout (desktop | mobile), glyph, lang (es | en),
 * paragraphs, palette (navy | teal | violet | orange | green | blue | light), width, height, and two
 * extras: `date` (YYYY-MM-DD, the date line of a PDF; else the `date`/`publication_date` of the
 * entry holding the media) and `scene` (photo template: dashboard, team, cloud, code, factory,
 * globe, ai, security; else chosen from the title and a hash of the path).
 * PDF paragraphs starting with "## " are sub-headings, "- " bullets.
 *
 * Output is deterministic (pseudo-random numbers seeded by the path). A manifest of spec hashes
 * (seed/media/out/.manifest.json) makes re-runs skip files whose spec did not change.
 *
 * Options: --force (regenerate all), --only=<substring> (paths containing it),
 *          --content=<dir>, --out=<dir> (defaults seed/content, seed/media/out).
 *
 * The drawing code lives in seed/scripts/media/, one module per kind of artwork: banners.ts (heroes,
 * backgrounds), photos.ts + scenes.ts + scene-kit.ts (illustrated photos), diagrams.ts, icons.ts,
 * logos.ts (firm, client and partner logos), pdfs.ts; over primitives.ts (shared drawing helpers)
 * and palette.ts (the one palette); spec.ts reads the content, index.ts runs everything.
 * seed/scripts/media.sha256 holds the hash of every generated file (checked by media.test.ts).
 */
import { generateMedia } from './media/index';

const arg = (name: string): string | undefined => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const result = await generateMedia({
  content: arg('content'),
  out: arg('out'),
  only: arg('only'),
  force: process.argv.includes('--force'),
});
if (result.failures.length) process.exitCode = 1;
