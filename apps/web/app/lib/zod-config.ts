/**
 * The site's CSP has no 'unsafe-eval' (docs/decisions/0008). Zod 4 compiles object parsers with `new Function`
 * unless told not to, and its probe for that is reported as a CSP violation in the browser. Jitless
 * parsing is the same validation without eval. Imported first by root.tsx, so it holds before any parse.
 */
import { z } from 'zod';

z.config({ jitless: true });
