/**
 * Typed access to the parts of Strapi the CMS's features use (docs/decisions/0096), in place of a cast
 * at every call:
 * - `adminRouter`: a router of the admin API for a feature's local plugin (its `routes`), whose handlers
 *   read the few parts of Koa's context they need;
 * - `serviceOf` / `pluginService`: a service of Strapi's or of a plugin's, with the methods the caller
 *   uses (Strapi types every service as a record of `any`);
 * - `contentTypeSchemas` / `componentSchemas`: every model's schema (Strapi's `Struct` types), by uid.
 */
import type { Core, Struct, UID } from '@strapi/strapi';

/** A route of the admin API; the handler takes the context it reads (a part of Koa's). */
export interface AdminRoute<C> {
  method: Core.HTTPMethod;
  path: string;
  handler: (ctx: C) => unknown;
  config?: Core.RouteConfig;
}

/**
 * The admin API's router of a feature's local plugin. `prefix: ''` keeps each route's address as it is
 * written (a plugin's routes are otherwise put under `/<plugin name>`).
 */
export function adminRouter(routes: Array<AdminRoute<never>>): Core.RouterInput {
  return {
    type: 'admin',
    prefix: '',
    routes: routes.map((route) => ({
      ...route,
      // Koa's context is wider than what each handler reads: the one place it is narrowed.
      handler: route.handler as unknown as Core.MiddlewareHandler,
    })),
  };
}

/** Adds admin routes from the app itself (not a plugin's): the media library's WebP backfill. */
export function addAdminRoutes(strapi: Core.Strapi, routes: Array<AdminRoute<never>>): void {
  const router = adminRouter(routes);
  strapi.server.routes({ type: router.type, routes: router.routes.map((route) => ({ ...route, info: {} })) });
}

/** A service of Strapi's (`admin::role`, `admin::permission` …) with the methods the caller uses. */
export const serviceOf = <T>(strapi: Core.Strapi, uid: UID.Service): T => strapi.service(uid) as T;

/** A plugin's service (`content-manager` `content-types`, `upload` `folder` …) with the methods the caller uses. */
export const pluginService = <T>(strapi: Core.Strapi, plugin: string, name: string): T => strapi.plugin(plugin).service(name) as T;

/**
 * Every content type's schema, by uid. Strapi types `strapi.contentTypes` by the uids of the generated
 * types (none here), so it is read as what it holds: Strapi's `Struct` schemas.
 */
export const contentTypeSchemas = (strapi: Core.Strapi): Record<string, Struct.ContentTypeSchema> =>
  strapi.contentTypes as Record<string, Struct.ContentTypeSchema>;

/** Every component's schema, by uid. */
export const componentSchemas = (strapi: Core.Strapi): Record<string, Struct.ComponentSchema> =>
  strapi.components as Record<string, Struct.ComponentSchema>;

/** One content type's schema (`api::lead.lead`), if there is one. */
export const contentTypeSchema = (strapi: Core.Strapi, uid: string): Struct.ContentTypeSchema | undefined =>
  contentTypeSchemas(strapi)[uid];

/** One component's schema (`shared.seo`), if there is one. */
export const componentSchema = (strapi: Core.Strapi, uid: string): Struct.ComponentSchema | undefined => componentSchemas(strapi)[uid];

/** An admin permission a feature adds (Settings → Roles), as Strapi's action provider takes it. */
interface AdminAction {
  section: 'settings' | 'plugins';
  category: string;
  subCategory: string;
  displayName: string;
  /** Without a plugin name, the action's id is `api::<uid>` (`api::inbox.export`). */
  uid: string;
}

/** Register phase: adds a feature's admin permissions. */
export async function registerAdminActions(strapi: Core.Strapi, actions: AdminAction[]): Promise<void> {
  await serviceOf<{ actionProvider: { registerMany: (actions: AdminAction[]) => Promise<unknown> | unknown } }>(
    strapi,
    'admin::permission',
  ).actionProvider.registerMany(actions);
}

/**
 * Strapi's cron rule (croner's pattern, with seconds) of a job run every `seconds`: on the clock's
 * multiples of it within each minute (`*\/5 * * * * *`: at :00, :05 …), or of its minutes or hours when
 * longer (rounded to whole ones). A step that does not divide 60 starts again at each minute's (or
 * hour's, or day's) start.
 */
export function everySeconds(seconds: number): string {
  const s = Math.max(1, Math.round(seconds));
  if (s < 60) return `*/${s} * * * * *`;
  const minutes = Math.round(s / 60);
  if (minutes < 60) return `0 */${minutes} * * * *`;
  return `0 0 */${Math.min(24, Math.round(minutes / 60))} * * *`;
}
