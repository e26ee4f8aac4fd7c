import http from 'node:http';
import { WebSocket, WebSocketServer } from 'ws';

/**
 * The reference of bench/live-fanout: a bare `ws` server. Sockets subscribe with the same first
 * message as on /api/live and get an ack; `POST /broadcast` sends its body, as it is, to every
 * subscribed socket and answers 201. What is left is the socket fan-out itself.
 *
 * env: PORT.
 */
const server = http.createServer((req, res) => {
  if (req.url === '/api/health') return res.end('{"ok":true}');
  if (req.method !== 'POST' || req.url !== '/broadcast') {
    res.statusCode = 404;
    return res.end();
  }
  const parts: Buffer[] = [];
  req.on('data', (b: Buffer) => parts.push(b));
  req.on('end', () => {
    const body = Buffer.concat(parts).toString();
    for (const ws of subscribed) if (ws.readyState === WebSocket.OPEN) ws.send(body);
    res.statusCode = 201;
    res.end(body);
  });
});

const subscribed = new Set<WebSocket>();
const wss = new WebSocketServer({ server, path: '/api/live' });
wss.on('connection', (ws) => {
  ws.on('message', (data) => {
    try {
      const m = JSON.parse(data.toString()) as { type?: string; offerId?: string };
      if (m.type !== 'offer') return;
      subscribed.add(ws);
      ws.send(JSON.stringify({ type: 'ack', offerId: m.offerId, seq: 0 }));
    } catch {
      // unparsable: ignored, as the product does
    }
  });
  ws.on('close', () => subscribed.delete(ws));
});

server.listen(Number(process.env.PORT), '127.0.0.1');
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    for (const ws of wss.clients) ws.terminate();
    wss.close();
    server.close(() => process.exit(0));
  });
}
