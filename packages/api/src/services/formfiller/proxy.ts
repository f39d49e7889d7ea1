import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { AppError } from '../../errors.js';
import { pruefeHost, type Freigabe } from './ssrf.js';

// Every request of the form filler's browser goes through this small forward proxy on the loopback interface:
// navigations, redirects, subresources, form posts and TLS tunnels alike. Each one is checked (http(s) only, public or
// allowed addresses) and connected to exactly the address that was checked, so neither a redirect nor a second DNS
// answer (rebinding) leads into the server's own network. Plain WebSocket upgrades are refused (wss passes as a tunnel).

/** The header a refusal carries, so the service can tell "blocked" from "the site answered 403". */
export const GESPERRT_HEADER = 'x-lap-formfiller';

const SOCKET_TIMEOUT_MS = 30_000;

export interface FormfillerProxy {
  url: string;
  close(): Promise<void>;
}

function refuse(res: ServerResponse, status: number, error: unknown): void {
  const message = error instanceof AppError ? error.message : 'Verbindung fehlgeschlagen';
  if (res.headersSent) return void res.destroy();
  res
    .writeHead(status, {
      'content-type': 'text/plain; charset=utf-8',
      [GESPERRT_HEADER]: status === 403 ? 'gesperrt' : 'fehler',
    })
    .end(message);
}

const gesperrt = (error: unknown): boolean =>
  error instanceof AppError && error.code === 'BAD_REQUEST' && /internen Netz/.test(error.message);

async function weiterleiten(freigabe: Freigabe, req: IncomingMessage, res: ServerResponse): Promise<void> {
  let url: URL;
  try {
    url = new URL(req.url ?? '');
  } catch {
    return refuse(res, 400, null);
  }
  if (url.protocol !== 'http:') return refuse(res, 403, null);
  let adressen: string[];
  try {
    adressen = await pruefeHost(url.hostname.replace(/^\[|\]$/g, '').toLowerCase(), freigabe);
  } catch (error) {
    return refuse(res, gesperrt(error) ? 403 : 502, error);
  }
  const headers = { ...req.headers };
  delete headers['proxy-connection'];
  delete headers['proxy-authorization'];
  const upstream = httpRequest({
    host: adressen[0],
    port: url.port || 80,
    method: req.method,
    path: `${url.pathname}${url.search}`,
    headers: { ...headers, host: url.host },
    setHost: false,
    timeout: SOCKET_TIMEOUT_MS,
  });
  upstream.on('response', (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
    answer.pipe(res);
  });
  upstream.on('timeout', () => upstream.destroy());
  upstream.on('error', (error) => refuse(res, 502, error));
  req.pipe(upstream);
}

async function tunnel(freigabe: Freigabe, req: IncomingMessage, client: Socket, head: Buffer): Promise<void> {
  client.on('error', () => undefined);
  const m = /^\[?([^\]]+?)\]?:(\d{1,5})$/.exec(req.url ?? '');
  if (!m?.[1] || !m[2]) return void client.end('HTTP/1.1 400 Bad Request\r\n\r\n');
  let adressen: string[];
  try {
    adressen = await pruefeHost(m[1].toLowerCase(), freigabe);
  } catch (error) {
    return void client.end(`HTTP/1.1 ${gesperrt(error) ? 403 : 502} Blocked\r\n${GESPERRT_HEADER}: gesperrt\r\n\r\n`);
  }
  const upstream = connect({ host: adressen[0] ?? '', port: Number(m[2]) });
  upstream.setTimeout(SOCKET_TIMEOUT_MS, () => upstream.destroy());
  upstream.on('error', () => client.destroy());
  upstream.on('connect', () => {
    client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    if (head.length > 0) upstream.write(head);
    upstream.pipe(client);
    client.pipe(upstream);
  });
  client.on('close', () => upstream.destroy());
}

/** Starts the proxy on 127.0.0.1 (a free port). */
export async function startFormfillerProxy(freigabe: Freigabe): Promise<FormfillerProxy> {
  const server: Server = createServer((req, res) => void weiterleiten(freigabe, req, res));
  server.on(
    'connect',
    (req: IncomingMessage, socket: Socket, head: Buffer) => void tunnel(freigabe, req, socket, head),
  );
  server.on('upgrade', (_req: IncomingMessage, socket: Socket) => socket.end('HTTP/1.1 403 Forbidden\r\n\r\n'));
  server.on('clientError', (_error, socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
