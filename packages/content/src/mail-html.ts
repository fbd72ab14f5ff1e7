/**
 * The product's e-mails as HTML, one look for all (the site's form e-mails, apps/web/app/features/forms; the
 * CMS's notices to the firm's users, apps/cms/src/plugins/notifications): a heading, paragraphs (already HTML: escape
 * what a visitor wrote with `escapeHtml`) and an optional table of fields (escaped here).
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** A plain, readable HTML mail: a heading, paragraphs and an optional table of fields. */
export function mailHtml(lang: 'es' | 'en', heading: string, paragraphs: string[], rows: Array<[string, string]> = []): string {
  const table = rows.length
    ? `<table cellpadding="6" style="border-collapse:collapse;font-size:14px">${rows
        .map(
          ([k, v]) =>
            `<tr><th align="left" style="border-bottom:1px solid #d7deeb;color:#4a5875">${escapeHtml(k)}</th><td style="border-bottom:1px solid #d7deeb">${escapeHtml(v).replace(/\n/g, '<br>')}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  return `<!doctype html><html lang="${lang}"><body style="font-family:Arial,Helvetica,sans-serif;color:#13203b;line-height:1.5"><h1 style="font-size:20px;color:#0b1f4d">${escapeHtml(heading)}</h1>${paragraphs
    .map((p) => `<p>${p}</p>`)
    .join('')}${table}</body></html>`;
}
