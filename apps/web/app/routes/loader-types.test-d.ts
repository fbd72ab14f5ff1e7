/**
 * Type test (docs/decisions/0019, run by `npm run typecheck`, never executed): every page component reads its
 * loader's data through React Router's generated `Route.ComponentProps`, through the browser-cache
 * clientLoader, with no cast. It fails to compile when a loader's shape and its component disagree:
 * when the data a component receives is `any`/`unknown`, is not what its clientLoader returns, or
 * lacks or adds a field the server loader returns.
 */
import type { BlogCard, Home } from '@site/content';
import type * as About from './about';
import type * as Blog from './blog';
import type * as BlogDetail from './blog-detail';
import type * as C3 from './c3';
import type * as Digital from './digital';
import type * as Downloads from './downloads';
import type * as HomeModule from './home';
import type * as Ia from './ia';
import type * as Insights from './insights';
import type * as Microsoft from './microsoft';
import type * as OfferAgents from './offer-agents';
import type * as OfferAutomation from './offer-automation';
import type * as OfferProductivity from './offer-productivity';
import type * as Sap from './sap';
import type * as Staffing from './staffing';
import type * as SuccessCaseDetail from './success-case-detail';
import type * as SuccessCases from './success-cases';
import type { Route as HomeRoute } from './+types/home';
import type { Route as AboutRoute } from './+types/about';
import type { Route as BlogRoute } from './+types/blog';
import type { Route as BlogDetailRoute } from './+types/blog-detail';
import type { Route as C3Route } from './+types/c3';
import type { Route as DigitalRoute } from './+types/digital';
import type { Route as DownloadsRoute } from './+types/downloads';
import type { Route as IaRoute } from './+types/ia';
import type { Route as InsightsRoute } from './+types/insights';
import type { Route as MicrosoftRoute } from './+types/microsoft';
import type { Route as OfferAgentsRoute } from './+types/offer-agents';
import type { Route as OfferAutomationRoute } from './+types/offer-automation';
import type { Route as OfferProductivityRoute } from './+types/offer-productivity';
import type { Route as SapRoute } from './+types/sap';
import type { Route as StaffingRoute } from './+types/staffing';
import type { Route as SuccessCaseDetailRoute } from './+types/success-case-detail';
import type { Route as SuccessCasesRoute } from './+types/success-cases';

type IsAny<T> = 0 extends 1 & T ? true : false;
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Assert<T extends true> = T;

interface PageModule {
  loader: (...args: never[]) => unknown;
  clientLoader: (...args: never[]) => unknown;
}

/** The data a route component receives is typed, is its clientLoader's, and has its loader's fields. */
type Agrees<M extends PageModule, Props extends { loaderData: unknown }> =
  IsAny<Props['loaderData']> extends true
    ? false
    : unknown extends Props['loaderData']
      ? false
      : Equal<Awaited<ReturnType<M['clientLoader']>>, Props['loaderData']> extends true
        ? Equal<keyof Awaited<ReturnType<M['loader']>>, keyof Props['loaderData']>
        : false;

export type Checks = [
  Assert<Agrees<typeof HomeModule, HomeRoute.ComponentProps>>,
  Assert<Agrees<typeof About, AboutRoute.ComponentProps>>,
  Assert<Agrees<typeof Blog, BlogRoute.ComponentProps>>,
  Assert<Agrees<typeof BlogDetail, BlogDetailRoute.ComponentProps>>,
  Assert<Agrees<typeof C3, C3Route.ComponentProps>>,
  Assert<Agrees<typeof Digital, DigitalRoute.ComponentProps>>,
  Assert<Agrees<typeof Downloads, DownloadsRoute.ComponentProps>>,
  Assert<Agrees<typeof Ia, IaRoute.ComponentProps>>,
  Assert<Agrees<typeof Insights, InsightsRoute.ComponentProps>>,
  Assert<Agrees<typeof Microsoft, MicrosoftRoute.ComponentProps>>,
  Assert<Agrees<typeof OfferAgents, OfferAgentsRoute.ComponentProps>>,
  Assert<Agrees<typeof OfferAutomation, OfferAutomationRoute.ComponentProps>>,
  Assert<Agrees<typeof OfferProductivity, OfferProductivityRoute.ComponentProps>>,
  Assert<Agrees<typeof Sap, SapRoute.ComponentProps>>,
  Assert<Agrees<typeof Staffing, StaffingRoute.ComponentProps>>,
  Assert<Agrees<typeof SuccessCaseDetail, SuccessCaseDetailRoute.ComponentProps>>,
  Assert<Agrees<typeof SuccessCases, SuccessCasesRoute.ComponentProps>>,
];

/** A component reading what its loader does not return does not compile. */
export function homeReads({ loaderData }: HomeRoute.ComponentProps): [Home['tittle_banner_es'], BlogCard['tittle_es'][]] {
  // @ts-expect-error: the home loader returns no `page` (a service page's field).
  void loaderData.page;
  return [loaderData.home.tittle_banner_es, loaderData.trends.map((card) => card.tittle_es)];
}
