/**
 * What the site's Node server (server/index.ts, `getLoadContext`) gives every loader and action, declared
 * once for React Router: the visitor's IP (Express's `req.ip`, which honours TRUST_PROXY; '' when
 * unknown) and the response's Content-Security-Policy nonce.
 */
import 'react-router';

declare module 'react-router' {
  interface AppLoadContext {
    /** The visitor's IP address as Express reads it; '' when unknown (read it with `clientIp`). */
    clientIp: string;
    /** This response's CSP nonce (read it with `cspNonce`). */
    cspNonce: string;
  }
}
