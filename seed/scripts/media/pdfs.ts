/**
 * PDFs (`pdf`): A4 documents laid out with pdf-lib in the standard Helvetica fonts (text made
 * WinAnsi-safe): a branded first page, sub-headings, bullets, up to 3 pages, a footer on each page.
 * Deterministic: fixed dates and a seeded Math.random while pdf-lib names its resources.
 */
import { basename } from 'node:path';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { BRAND, hexToRgb, paletteOf } from './palette';
import { Rand, wrap } from './primitives';
import type { Spec } from './spec';

const FIRM = 'Nexalia Consulting';

const CP1252_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const REPLACEMENTS: Record<string, string> = {
  '→': '->',
  '←': '<-',
  '≥': '>=',
  '≤': '<=',
  '≈': '~',
  '✓': '-',
  '✔': '-',
  '−': '-',
  '‐': '-',
  '‑': '-',
  '\u00a0': ' ',
  '\u202f': ' ',
  '\u2009': ' ',
  '\u200b': '',
  '″': '"',
  '′': "'",
  '×': 'x',
};

function winAnsi(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const code = ch.codePointAt(0) ?? 0;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRA.includes(ch)) {
      out += ch;
      continue;
    }
    if (ch === '\n' || ch === '\t') {
      out += ' ';
      continue;
    }
    const rep = REPLACEMENTS[ch];
    if (rep !== undefined) {
      out += rep;
      continue;
    }
    const base = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    if (base && [...base].every((c) => (c.codePointAt(0) ?? 0) >= 0x20 && (c.codePointAt(0) ?? 0) <= 0x7e)) out += base;
  }
  return out;
}

function pdfColor(hex: string): ReturnType<typeof rgb> {
  const [r, g, b] = hexToRgb(hex);
  return rgb(r / 255, g / 255, b / 255);
}

function formatDate(date: string, lang: 'es' | 'en'): string {
  const d = new Date(`${date}T12:00:00Z`);
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-US' : 'es-MX', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(d);
}

/** pdf-lib names resources with Math.random(); PDFs are made one at a time with a seeded one. */
let pdfQueue: Promise<unknown> = Promise.resolve();
export function renderPdfDeterministic(spec: Spec): Promise<Uint8Array> {
  const run = async (): Promise<Uint8Array> => {
    const random = Math.random;
    const r = new Rand(`${spec.path}|pdf`);
    Math.random = () => r.next();
    try {
      return await renderPdf(spec);
    } finally {
      Math.random = random;
    }
  };
  const result = pdfQueue.then(run, run);
  pdfQueue = result.catch(() => undefined);
  return result;
}

async function renderPdf(spec: Spec): Promise<Uint8Array> {
  const p = paletteOf(spec);
  const en = spec.lang === 'en';
  const doc = await PDFDocument.create();
  const fixed = new Date(`${spec.date || '2024-01-15'}T12:00:00Z`);
  const title = winAnsi(spec.title || basename(spec.path, '.pdf').replace(/[-_]+/g, ' '));
  doc.setTitle(title, { showInWindowTitleBar: true });
  doc.setAuthor(FIRM);
  doc.setCreator(FIRM);
  doc.setProducer('Nexalia seed media generator');
  if (spec.subtitle) doc.setSubject(winAnsi(spec.subtitle));
  doc.setLanguage(en ? 'en-US' : 'es-MX');
  doc.setCreationDate(fixed);
  doc.setModificationDate(fixed);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);

  const PW = 595.28;
  const PH = 841.89;
  const M = 58;
  const bottom = 78;
  const textW = PW - M * 2;
  const primary = pdfColor(p.primary);
  const accent = pdfColor(p.accent);
  const ink = pdfColor(BRAND.ink);
  const body = pdfColor('#1e293b');
  const muted = pdfColor('#64748b');
  const white = rgb(1, 1, 1);
  const pages: PDFPage[] = [];
  let page!: PDFPage;
  let y = 0;
  let truncated = false;

  const drawLines = (lines: string[], font: PDFFont, size: number, lead: number, color: ReturnType<typeof rgb>, x = M): void => {
    for (const line of lines) {
      page.drawText(line, { x, y: y - size, size, font, color });
      y -= lead;
    }
  };
  const wrapPdf = (text: string, font: PDFFont, size: number, width: number): string[] =>
    wrap(text, width, (s) => font.widthOfTextAtSize(s, size));
  const newPage = (first: boolean): void => {
    page = doc.addPage([PW, PH]);
    pages.push(page);
    const band = first ? 104 : 40;
    page.drawRectangle({ x: 0, y: PH - band, width: PW, height: band, color: primary });
    page.drawRectangle({ x: 0, y: PH - band - 4, width: PW, height: 4, color: accent });
    if (first) {
      page.drawCircle({ x: PW - 60, y: PH - 18, size: 90, color: white, opacity: 0.07 });
      page.drawCircle({ x: PW - 150, y: PH - 100, size: 46, color: white, opacity: 0.06 });
      page.drawCircle({ x: M + 11, y: PH - 50, size: 11, borderColor: white, borderWidth: 2.5 });
      page.drawCircle({ x: M + 11, y: PH - 50, size: 4, color: accent });
      page.drawText(FIRM, { x: M + 32, y: PH - 57, size: 19, font: bold, color: white });
      const tag = winAnsi(en ? 'Mexico City  |  Technology consulting' : 'Ciudad de México  |  Consultoría en tecnología');
      page.drawText(tag, { x: M + 32, y: PH - 76, size: 9, font: regular, color: white, opacity: 0.85 });
      y = PH - band - 44;
    } else {
      page.drawText(FIRM, { x: M, y: PH - 25, size: 10, font: bold, color: white });
      const t = title.length > 70 ? `${title.slice(0, 67)}...` : title;
      page.drawText(t, {
        x: PW - M - regular.widthOfTextAtSize(t, 8.5),
        y: PH - 25,
        size: 8.5,
        font: regular,
        color: white,
        opacity: 0.85,
      });
      y = PH - band - 40;
    }
  };
  const ensure = (h: number): boolean => {
    if (y - h >= bottom) return true;
    if (pages.length >= 3) {
      truncated = true;
      return false;
    }
    newPage(false);
    return true;
  };

  newPage(true);
  // title block
  drawLines(wrapPdf(title, bold, 23, textW), bold, 23, 29, ink);
  if (spec.subtitle) {
    y -= 4;
    drawLines(wrapPdf(winAnsi(spec.subtitle), regular, 13, textW), regular, 13, 18, pdfColor(BRAND.slate));
  }
  y -= 6;
  const dateLine = spec.date
    ? winAnsi(`${en ? 'Published' : 'Publicado'}: ${formatDate(spec.date, spec.lang)}  |  ${FIRM}`)
    : winAnsi(`${FIRM}  |  ${en ? 'Mexico City' : 'Ciudad de México'}`);
  drawLines([dateLine], regular, 9.5, 14, muted);
  y -= 8;
  page.drawRectangle({ x: M, y, width: 46, height: 3, color: accent });
  page.drawLine({ start: { x: M + 52, y: y + 1.5 }, end: { x: PW - M, y: y + 1.5 }, thickness: 0.6, color: pdfColor('#cbd5e1') });
  y -= 26;

  const paragraphs = spec.paragraphs.length
    ? spec.paragraphs
    : [en ? 'Document prepared by Nexalia Consulting.' : 'Documento elaborado por Nexalia Consulting.'];
  const size = 10.5;
  const lead = 15.5;
  for (const raw of paragraphs) {
    if (truncated) break;
    const text = winAnsi(raw.trim());
    if (!text) continue;
    if (text.startsWith('## ')) {
      const lines = wrapPdf(text.slice(3), bold, 13.5, textW);
      if (!ensure(lines.length * 18 + 8 + lead * 2)) break;
      y -= 6;
      drawLines(lines, bold, 13.5, 18, primary);
      y -= 4;
      continue;
    }
    if (text.startsWith('- ')) {
      const lines = wrapPdf(text.slice(2), regular, size, textW - 16);
      for (const [i, line] of lines.entries()) {
        if (!ensure(lead)) break;
        if (i === 0) page.drawCircle({ x: M + 4, y: y - size * 0.68, size: 2.2, color: accent });
        drawLines([line], regular, size, lead, body, M + 16);
      }
      y -= 3;
      continue;
    }
    const lines = wrapPdf(text, regular, size, textW);
    for (const line of lines) {
      if (!ensure(lead)) break;
      drawLines([line], regular, size, lead, body);
    }
    y -= 8;
  }
  if (truncated) console.warn(`  ! ${spec.path}: text longer than 3 pages was cut`);

  const total = pages.length;
  pages.forEach((pg, i) => {
    pg.drawLine({ start: { x: M, y: 52 }, end: { x: PW - M, y: 52 }, thickness: 0.6, color: pdfColor('#cbd5e1') });
    const left = winAnsi(
      `© ${(spec.date || '2024').slice(0, 4)} ${FIRM}. ${en ? 'All rights reserved.' : 'Todos los derechos reservados.'}`,
    );
    pg.drawText(left, { x: M, y: 36, size: 8, font: regular, color: muted });
    const right = winAnsi(en ? `Page ${i + 1} of ${total}` : `Página ${i + 1} de ${total}`);
    pg.drawText(right, { x: PW - M - regular.widthOfTextAtSize(right, 8), y: 36, size: 8, font: regular, color: muted });
  });
  return doc.save({ useObjectStreams: false });
}
