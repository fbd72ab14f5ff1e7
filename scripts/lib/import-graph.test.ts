import { describe, expect, it } from 'vitest';
import { boundaryViolations, findCycles, type ImportGraph, layerOf } from './import-graph';

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
