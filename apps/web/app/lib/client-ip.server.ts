/**
 * The visitor's IP address. The site's Node server (server.ts) puts it in React Router's load
 * context as `clientIp`, from Express's `req.ip`, which honours TRUST_PROXY behind a CDN or proxy.
 * Null when it is not known (another adapter, a test calling a loader directly).
 */
export function clientIp(context: unknown): string | null {
  if (context && typeof context === 'object' && 'clientIp' in context) {
    const ip = (context as { clientIp?: unknown }).clientIp;
    if (typeof ip === 'string' && ip) return ip.replace(/^::ffff:/, '');
  }
  return null;
}
