export function loader() {
  return Response.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } });
}
