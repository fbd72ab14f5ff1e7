/**
 * The visitor's IP address. The site's Node server (server/index.ts) puts it in React Router's load
 * context as `clientIp`, from Express's `req.ip`, which honours TRUST_PROXY behind a CDN or proxy.
 * Null when it is not known (another adapter, a test calling a loader directly). The helper is the
 * one the chat service shares (@site/server-kit).
 */
import { contextClientIp } from '@site/server-kit';
import type { AppLoadContext } from 'react-router';

export const clientIp = (context: AppLoadContext): string | null => contextClientIp(context);
