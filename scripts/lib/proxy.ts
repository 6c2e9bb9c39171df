import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Added to every answer: which upstream (its index in `targets`) served the request. */
export const SERVED_BY_HEADER = 'x-served-by';

export interface RoundRobinProxy {
  url: string;
  /** The upstream index of every request, in arrival order. */
  served: number[];
  close(): Promise<void>;
}

/** Headers that belong to one connection and must not be forwarded (RFC 9110, 7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
]);

function forwardable(headers: http.IncomingHttpHeaders) {
  const kept: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined && !HOP_BY_HOP.has(name)) kept[name] = value;
  return kept;
}

/**
 * A small load balancer for tests: each request goes to the next target in turn, with its
 * method, path, headers (cookies included) and body, and `X-Forwarded-For` / `-Proto` / `-Host`
 * set as a real one would. Answers are streamed back as they come, so server-sent events work.
 */
export async function startRoundRobinProxy(
  targets: string[],
  options: { port?: number; host?: string } = {},
): Promise<RoundRobinProxy> {
  if (targets.length === 0) throw new Error('a proxy needs at least one target');
  const served: number[] = [];
  let next = 0;

  const server = http.createServer((req, res) => {
    const index = next;
    next = (next + 1) % targets.length;
    served.push(index);
    const target = new URL(req.url ?? '/', targets[index]);
    const client = req.socket.remoteAddress ?? '';
    const forwardedFor = req.headers['x-forwarded-for'];
    const headers = {
      ...forwardable(req.headers),
      'x-forwarded-for': forwardedFor ? `${forwardedFor}, ${client}` : client,
      'x-forwarded-proto': 'http',
      'x-forwarded-host': req.headers.host ?? '',
    };
    const upstream = http.request(target, { method: req.method, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, {
        ...forwardable(answer.headers),
        [SERVED_BY_HEADER]: String(index),
      });
      // Server-sent events: each chunk goes on at once (pipe does not buffer).
      answer.pipe(res);
      answer.on('error', () => res.destroy());
    });
    upstream.on('error', () => {
      if (!res.headersSent) {
        res.writeHead(502, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ error: { code: 'bad_gateway', message: 'Upstream unreachable.' } }),
        );
      } else {
        res.destroy();
      }
    });
    // A client that goes away before the end (a closed event stream) ends the upstream request.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  });

  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
