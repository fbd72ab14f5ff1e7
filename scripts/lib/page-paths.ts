/**
 * Page addresses come from the page table only (packages/content/src/pages.ts, `SITE_PAGES`): a
 * string or template literal in the code that spells a page's path (`'/nosotros'`, `"/blog?page=2"`,
 * `` `/blog-details/${id}` ``, `'/es/servicio-sap'`) is a second copy of the table that an address
 * change would miss. Comments are not code: only literals count. The home page's `/` is too short to
 * tell apart from any other slash and is left out.
 */
import ts from 'typescript';

/** Files allowed to spell page paths, each with its reason. */
export const PAGE_PATH_OWNERS: Readonly<Record<string, string>> = {
  'packages/content/src/pages.ts': 'the page table itself',
  // Copied verbatim into the CMS by gen:model (docs/decisions/0002: the CMS imports no workspace
  // package), so it cannot import the table; its unit tests pin the two prefixes to the table's.
  'packages/content/src/redirect-rules.ts': 'copied into the CMS, which cannot import the table',
};

/** The fixed part of each page path (`/blog-details/:id` → `/blog-details/`), the home page left out. */
export function pagePathStems(paths: readonly string[]): string[] {
  return paths.filter((p) => p !== '/').map((p) => (p.includes(':') ? p.slice(0, p.indexOf(':')) : p));
}

/** Whether a literal's text spells one of the stems, alone or with a language prefix. */
export function spellsPagePath(text: string, stems: readonly string[]): boolean {
  const bare = text.replace(/^\/(es|en)(?=\/)/, '');
  return stems.some((stem) => {
    if (!bare.startsWith(stem)) return false;
    if (stem.endsWith('/')) return true;
    const next = bare.charAt(stem.length);
    return next === '' || next === '/' || next === '?' || next === '#';
  });
}

/** The literals of a source file that spell a page path: `line: text` for each. */
export function pagePathLiterals(fileName: string, source: string, stems: readonly string[]): string[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    let text: string | null = null;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isTemplateExpression(node)) text = node.head.text;
    // An import's module name is no address.
    if (text !== null && !ts.isImportDeclaration(node.parent) && !ts.isExportDeclaration(node.parent) && spellsPagePath(text, stems)) {
      const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
      found.push(`${line}: ${node.getText(file)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
