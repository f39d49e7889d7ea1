import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, type AddressInfo, type Server, type Socket, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '@lap/contracts';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

/** A free TCP port on 127.0.0.1 (asked of the kernel, released again). */
export async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const port = (s.address() as AddressInfo).port;
  await new Promise((resolve) => s.close(resolve));
  return port;
}

export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs = 30_000,
  everyMs = 100,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => null);
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** One app node: a real server process (src/main.ts through tsx) on its own port and data directory. */
export class AppNode {
  proc: ChildProcess | undefined;
  output = '';
  private exitedPromise: Promise<number | null> = Promise.resolve(null);

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts the process and waits until /healthz answers. */
  async start(timeoutMs = 60_000): Promise<void> {
    const dataDir = mkdtempSync(join(tmpdir(), `lap-node-${this.name}-`));
    const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        INIT_CWD: serverDir,
        DATA_DIR: dataDir,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.proc = proc;
    proc.stdout?.on('data', (d: Buffer) => (this.output += d.toString()));
    proc.stderr?.on('data', (d: Buffer) => (this.output += d.toString()));
    this.exitedPromise = new Promise((resolve) => proc.once('exit', (code) => resolve(code)));
    await waitFor(
      `${this.name} /healthz`,
      async () => proc.exitCode !== null || (await fetch(`${this.url}/healthz`)).ok,
      timeoutMs,
      200,
    ).catch((error: unknown) => {
      throw new Error(`${String(error)}\n${this.output.slice(-3000)}`);
    });
    // a process that ended during start-up (refused, crashed) fails the start at once, with what it printed
    if (proc.exitCode !== null) throw new Error(`${this.name} exited (${proc.exitCode}): ${this.output.slice(-3000)}`);
  }

  /** kill -9: no shutdown, no cleanup. */
  async kill9(): Promise<void> {
    this.proc?.kill('SIGKILL');
    await this.exitedPromise;
  }

  async stop(): Promise<number | null> {
    if (!this.proc || this.proc.exitCode !== null) return this.proc?.exitCode ?? null;
    this.proc.kill('SIGTERM');
    return this.exitedPromise;
  }

  /** The JSON log lines the node wrote (LOG_LEVEL info or lower). */
  logLines(): Array<Record<string, unknown>> {
    return this.output
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .flatMap((l) => {
        try {
          return [JSON.parse(l) as Record<string, unknown>];
        } catch {
          return [];
        }
      });
  }
}

/** A browser-like client over real HTTP: one cookie jar for all nodes (as behind one load balancer). */
export class HttpClient {
  private readonly cookies = new Map<string, string>();

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  get signedIn(): boolean {
    return this.cookies.has(SESSION_COOKIE);
  }

  private remember(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = decodeURIComponent(pair.slice(eq + 1).trim());
      const expired = attrs.some((a) => /^\s*max-age=0/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request(
    node: { url: string },
    method: string,
    path: string,
    opts: {
      json?: unknown;
      body?: Buffer | ReadableStream;
      contentType?: string;
      headers?: Record<string, string>;
    } = {},
  ): Promise<Response> {
    if (!this.cookies.has(XSRF_COOKIE)) this.remember(await fetch(`${node.url}/healthz`));
    const headers: Record<string, string> = { ...opts.headers, [XSRF_HEADER]: this.cookies.get(XSRF_COOKIE) ?? '' };
    headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
    let body: RequestInit['body'];
    if (opts.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.json);
    } else if (opts.body) {
      if (opts.contentType) headers['content-type'] = opts.contentType;
      body = opts.body as RequestInit['body'];
    }
    const res = await fetch(`${node.url}/${path.replace(/^\//, '')}`, {
      method,
      headers,
      body,
      ...(opts.body instanceof ReadableStream ? { duplex: 'half' } : {}),
    } as RequestInit);
    this.remember(res);
    return res;
  }

  login(node: { url: string }, email: string, password: string): Promise<Response> {
    return this.request(node, 'POST', 'api/Account/Login', { json: { email, password } });
  }
}

export interface SinkMail {
  messageId: string;
  to: string;
  subject: string;
  raw: string;
}

/** An SMTP server that keeps what it receives in memory, optionally slow (to catch a node mid-delivery). */
export async function startSmtpSink(
  opts: { delayMs?: number } = {},
): Promise<{ port: number; mails: SinkMail[]; setDelay(ms: number): void; close(): Promise<void> }> {
  const mails: SinkMail[] = [];
  let delay = opts.delayMs ?? 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const header = (name: string): string => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(raw)?.[1]?.trim() ?? '';
        setTimeout(() => {
          mails.push({
            messageId: header('Message-ID'),
            to: session.envelope.rcptTo.map((r) => r.address).join(','),
            subject: header('Subject'),
            raw,
          });
          callback();
        }, delay);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    mails,
    setDelay(ms) {
      delay = ms;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * A TCP proxy in front of the database server: `down()` refuses and cuts every connection (the database unreachable for
 * the nodes behind it), `up()` serves again on the same port.
 */
export async function startTcpProxy(
  targetPort: number,
  targetHost = '127.0.0.1',
): Promise<{ port: number; down(): Promise<void>; up(): Promise<void>; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const up = async (): Promise<void> => {
    server = createServer((client) => {
      const upstream = connect(targetPort, targetHost);
      sockets.add(client);
      sockets.add(upstream);
      const drop = (): void => {
        client.destroy();
        upstream.destroy();
        sockets.delete(client);
        sockets.delete(upstream);
      };
      client.on('error', drop).on('close', drop);
      upstream.on('error', drop).on('close', drop);
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server?.listen(port, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  };
  const down = async (): Promise<void> => {
    const closing = new Promise((resolve) => server?.close(resolve));
    for (const s of sockets) s.destroy();
    sockets.clear();
    await closing;
  };
  await up();
  return { port, up, down, close: down };
}
