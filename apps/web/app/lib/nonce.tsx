/**
 * The Content-Security-Policy nonce of the current response (server/index.ts makes a fresh one per
 * request, puts it in React Router's load context as `cspNonce`, and sends it in the CSP header).
 * entry.server.tsx provides it to the render; the root layout puts it on its inline scripts. In the
 * browser there is none (the browser hides nonces from the DOM; scripts added later are modules).
 */
import { createContext, useContext } from 'react';
import type { AppLoadContext } from 'react-router';

export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = (): string | undefined => useContext(NonceContext);

/** The nonce server/index.ts put in the load context, if any. */
export function cspNonce(context: AppLoadContext): string | undefined {
  return context.cspNonce || undefined;
}
