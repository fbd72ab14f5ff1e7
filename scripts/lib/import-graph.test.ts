import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { boundaryViolations, findCycles, folderTies, type ImportGraph, layerOf, serverImports, serverOnlyProblems } from './import-graph';

const graph = (edges: Record<string, string[]>): ImportGraph => new Map(Object.entries(edges).map(([k, v]) => [k, new Set(v)]));
const A = 'apps/web/app/';

describe('import circles', () => {
  it('finds a circle through three modules and a module importing itself', () => {
    const cycles = findCycles(graph({ a: ['b'], b: ['c'], c: ['a'], d: ['d'], e: ['a'] }));
    expect(cycles).toEqual([['a', 'b', 'c'], ['d']]);
  });
  it('finds none in a tree', () => {
    expect(findCycles(graph({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([]);
  });
});

describe('site boundaries', () => {
  it('places modules in their layer', () => {
    expect(layerOf('root.tsx')).toBe('routes');
    expect(layerOf('features/chat-widget/ChatPanel.tsx')).toBe('features');
    expect(layerOf('i18n/i18n.ts')).toBe('lib');
    expect(layerOf('config/env.server.ts')).toBe('config');
  });
  it('refuses an import upwards, between features, and of a .server module from browser code', () => {
    const problems = boundaryViolations(
      graph({
        [`${A}features/chat-widget/ChatPanel.tsx`]: [`${A}root.tsx`, `${A}features/contact-form/ContactForm.tsx`],
        [`${A}components/Media.tsx`]: [`${A}content/content.server.ts`],
        [`${A}routes/home.tsx`]: [`${A}features/forms/options.server.ts`, `${A}blocks/home/HomeBanner.tsx`],
        [`${A}features/forms/options.server.ts`]: [`${A}content/content.server.ts`],
        [`${A}blocks/about/split.test.ts`]: [`${A}routes/home.tsx`],
      }),
      A,
    );
    expect(problems).toHaveLength(3);
    expect(problems[0]).toContain('browser code may not import a .server module');
    expect(problems[1]).toContain('a feature may not import another feature');
    expect(problems[2]).toContain('features may not import routes');
  });
  it('lets every feature use the shared features (forms, analytics), and only those', () => {
    const problems = boundaryViolations(
      graph({
        [`${A}features/contact-form/ContactForm.tsx`]: [`${A}features/forms/submit.ts`, `${A}features/analytics/visit.ts`],
        [`${A}features/forms/fields/AttributionFields.tsx`]: [`${A}features/analytics/visit.ts`],
        [`${A}features/forms/submit.ts`]: [`${A}features/lead-modal/LeadModal.tsx`],
      }),
      A,
    );
    expect(problems).toEqual([
      `${A}features/forms/submit.ts → ${A}features/lead-modal/LeadModal.tsx: a feature may not import another feature but the shared ones (move what both need below features)`,
    ]);
  });
  it("refuses the app importing the site's Express server, which may import the app", () => {
    const problems = boundaryViolations(
      graph({
        [`${A}routes/api.preview.ts`]: ['apps/web/server/preview.ts'],
        'apps/web/server/index.ts': [`${A}features/forms/outbox.server.ts`, 'apps/web/server/preview.ts'],
      }),
      A,
    );
    expect(problems).toEqual([
      `${A}routes/api.preview.ts → apps/web/server/preview.ts: the app may not import the site's Express server (server/*.ts)`,
    ]);
  });
  it("lets the app's server code use the server's rooms, never browser code", () => {
    const problems = boundaryViolations(
      graph({
        [`${A}routes/api.contact.ts`]: ['apps/web/server/http/http.server.ts'],
        [`${A}features/forms/submissions.server.ts`]: ['apps/web/server/http/client-ip.server.ts'],
        [`${A}entry.server.tsx`]: ['apps/web/server/pages/scripts-after-paint.server.ts'],
        [`${A}features/forms/submit.ts`]: ['apps/web/server/http/http.server.ts'],
      }),
      A,
    );
    expect(problems).toEqual([
      `${A}features/forms/submit.ts → apps/web/server/http/http.server.ts: browser code may not import the site's server (server/)`,
    ]);
  });
});

describe('two-way ties between folders', () => {
  it('finds folders that import each other without a file circle, with one import each way', () => {
    const ties = folderTies(
      graph({
        'a/x.ts': ['b/y.ts'],
        'b/z.ts': ['a/w.ts'],
        'a/w.ts': [],
        'b/y.ts': [],
        'c/one.ts': ['d/two.ts'],
        'd/two.ts': [],
      }),
    );
    expect(findCycles(graph({ 'a/x.ts': ['b/y.ts'], 'b/z.ts': ['a/w.ts'] }))).toEqual([]);
    expect(ties).toEqual(['a ⇄ b: a/x.ts → b/y.ts, and b/z.ts → a/w.ts (one folder must not need the other back)']);
  });
  it('counts a folder and its subfolder as two folders, generated code as its parent, and leaves tests out', () => {
    expect(folderTies(graph({ 'app/lib/x.ts': ['app/lib/sub/y.ts'], 'app/lib/sub/y.ts': ['app/lib/z.ts'] }))).toHaveLength(1);
    expect(folderTies(graph({ 'src/client.ts': ['src/generated/types.ts'], 'src/generated/types.ts': ['src/media.ts'] }))).toEqual([]);
    expect(folderTies(graph({ 'a/x.ts': ['b/y.ts'], 'b/y.test.ts': ['a/x.ts'] }))).toEqual([]);
  });
});

describe('server-only code in the app', () => {
  const S = 'apps/web/server/';
  it("refuses it in lib/, unnamed, or used only by the site's server; accepts features' and routes' server halves", () => {
    const problems = serverOnlyProblems(
      graph({
        [`${A}lib/page-cache.server.ts`]: [],
        [`${A}lib/geo.ts`]: [],
        [`${A}lib/seo.ts`]: [],
        [`${A}lib/only-for-server.ts`]: [],
        [`${A}features/forms/mail.server.ts`]: [],
        [`${A}routes/api.cms-webhook.ts`]: [`${A}lib/seo.ts`],
        [`${A}lib/seo.test.ts`]: [`${A}lib/page-cache.server.ts`],
        [`${S}index.ts`]: [`${A}lib/page-cache.server.ts`, `${A}lib/only-for-server.ts`, `${A}features/forms/mail.server.ts`],
        [`${A}features/forms/outbox.server.ts`]: [`${A}features/forms/mail.server.ts`],
      }),
      new Map([
        [`${A}lib/geo.ts`, ['node:module']],
        [`${A}routes/api.cms-webhook.ts`, ['node:crypto']],
        [`${A}features/forms/mail.server.ts`, ['nodemailer']],
      ]),
      A,
    );
    expect(problems).toEqual([
      `${A}lib/geo.ts: imports node:module (server code) but is not named *.server.ts, its declaration as a server half`,
      `${A}lib/geo.ts: server-only code in lib/ (every layer's helpers, the browser's too): move it to apps/web/server/ or to its feature's server half`,
      `${A}lib/only-for-server.ts: imported only by the site's server (${S}index.ts): it belongs in apps/web/server/`,
      `${A}lib/page-cache.server.ts: imported only by the site's server (${S}index.ts): it belongs in apps/web/server/`,
      `${A}lib/page-cache.server.ts: server-only code in lib/ (every layer's helpers, the browser's too): move it to apps/web/server/ or to its feature's server half`,
    ]);
  });
  it("does not count an import of a module's text (the starter script the server inlines)", () => {
    const g = graph({
      [`${S}pages/scripts-after-paint.server.ts`]: [`${A}lib/inline-scripts/starter.ts`],
      [`${A}lib/inline-scripts/starter.ts`]: [],
    });
    expect(serverOnlyProblems(g, new Map(), A)).toHaveLength(1);
    expect(
      serverOnlyProblems(g, new Map(), A, graph({ [`${S}pages/scripts-after-paint.server.ts`]: [`${A}lib/inline-scripts/starter.ts`] })),
    ).toEqual([]);
  });
  it('reads the imports of Node built-ins and server packages', () => {
    const dir = mkdtempSync(join(tmpdir(), 'server-imports-'));
    try {
      writeFileSync(
        join(dir, 'a.ts'),
        "import { createHash } from 'node:crypto';\nimport express from 'express';\nimport { z } from 'zod';\n",
      );
      writeFileSync(join(dir, 'b.ts'), "import { readFileSync } from 'fs';\nexport const x = () => import('@site/server-kit');\n");
      writeFileSync(join(dir, 'c.ts'), "import { useState } from 'react';\n");
      const found = serverImports(
        dir,
        ['a.ts', 'b.ts', 'c.ts'].map((f) => join(dir, f)),
      );
      expect(Object.fromEntries(found)).toEqual({ 'a.ts': ['node:crypto', 'express'], 'b.ts': ['fs', '@site/server-kit'] });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
