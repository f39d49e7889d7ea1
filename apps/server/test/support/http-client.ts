import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '@lap/contracts';
import { DEMO_PASSWORD } from '../harness.js';

export interface RawRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** Path and query, already encoded (hostile requests may carry malformed escapes on purpose). */
  url: string;
  /** The body text exactly as sent; absent means no body. */
  payload?: string;
  contentType?: string;
  /** Sends the anti-forgery header (default true). */
  xsrf?: boolean;
}

/**
 * A browser-like client for fuzzing: cookie jar, anti-forgery echo, raw bodies, and a chosen client address
 * (fuzzed sign-ins come from their own addresses, so the per-IP sign-in limit never locks out the suite's own logins).
 */
export class FuzzClient {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    readonly email: string | null,
  ) {}

  get signedIn(): boolean {
    return this.cookies.has(SESSION_COOKIE);
  }

  private remember(res: LightMyRequestResponse): void {
    for (const c of res.cookies) {
      if (c.value === '' || (c.expires && c.expires.getTime() < Date.now())) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }

  async send(req: RawRequest, remoteAddress = '127.0.0.1'): Promise<LightMyRequestResponse> {
    if (!this.cookies.has(XSRF_COOKIE))
      this.remember(await this.app.inject({ method: 'GET', url: '/healthz', remoteAddress }));
    const headers: Record<string, string> = {};
    if (req.xsrf !== false) headers[XSRF_HEADER] = this.cookies.get(XSRF_COOKIE) ?? '';
    if (req.contentType) headers['content-type'] = req.contentType;
    const res = await this.app.inject({
      method: req.method,
      url: req.url,
      headers,
      cookies: Object.fromEntries(this.cookies),
      remoteAddress,
      ...(req.payload !== undefined ? { payload: req.payload } : {}),
    });
    this.remember(res);
    return res;
  }

  /** Signs in (again) when this client stands for a user and has no session. */
  async ensureSignedIn(): Promise<void> {
    if (!this.email || this.signedIn) return;
    this.cookies.clear();
    const res = await this.send({
      method: 'POST',
      url: '/api/Account/Login',
      payload: JSON.stringify({ email: this.email, password: DEMO_PASSWORD }),
      contentType: 'application/json',
    });
    if (res.statusCode !== 200) throw new Error(`sign-in of ${this.email} failed: ${res.statusCode} ${res.body}`);
  }
}
