// Placeholder until its issue lands: the route exists and answers the not-found page (404).
import NotFoundRoute, { meta } from './not-found';

export function loader(): never {
  throw new Response(null, { status: 404 });
}

export { meta };
export default NotFoundRoute;
