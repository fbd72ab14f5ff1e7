/**
 * The chat assistant service (SPEC §7: POST /api/Chat/Send). This first version answers its health
 * route only; the chat issue fills in the answerers.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { loadConfig } from './config';

export function createChatServer() {
  return createServer((req: IncomingMessage, res: ServerResponse) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'GET' && req.url === '/health') return send(200, { status: 'ok' });
    if (req.url === '/api/Chat/Send') return send(503, { error: 'chat assistant not available yet' });
    return send(404, { error: 'not found' });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const config = loadConfig();
  const server = createChatServer();
  server.listen(config.CHAT_PORT, config.CHAT_HOST, () => {
    console.log(`[chat] listening on http://${config.CHAT_HOST}:${config.CHAT_PORT}`);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
}
