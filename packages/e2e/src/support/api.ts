import { parseRoles } from '@lap/contracts';
import { baseUrl } from './browser.js';
import { DEMO_PASSWORD } from './users.js';

/** A tRPC error as our server formats it. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * A signed-in API client for arranging data in journeys (never for what the journey itself checks):
 * keeps the session and XSRF cookies and sends the anti-forgery header with mutations.
 */
export class ApiSession {
  private readonly cookies = new Map<string, string>();
  /** The attributes a browser would keep with each cookie (for a browser context that continues this session). */
  private readonly attributes = new Map<
    string,
    { path: string; httpOnly: boolean; secure: boolean; sameSite: 'Strict' | 'Lax' | 'None'; expires: number }
  >();

  private cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private keep(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      this.cookies.set(name, pair.slice(eq + 1).trim());
      const attr = (key: string) =>
        attrs.map((a) => a.trim()).find((a) => a.toLowerCase().startsWith(key.toLowerCase()));
      const sameSite = attr('SameSite=')?.split('=')[1]?.toLowerCase();
      const expires = attr('Expires=');
      this.attributes.set(name, {
        path: attr('Path=')?.slice('Path='.length) || '/',
        httpOnly: attr('HttpOnly') !== undefined,
        secure: attr('Secure') !== undefined,
        sameSite: sameSite === 'strict' ? 'Strict' : sameSite === 'none' ? 'None' : 'Lax',
        expires: expires ? Math.floor(Date.parse(expires.slice('Expires='.length)) / 1000) : -1,
      });
    }
  }

  /** The session's cookies as Playwright's storage state names them (host-only cookies of the server under test). */
  browserCookies(): Array<{
    name: string;
    value: string;
    domain: string;
    path: string;
    expires: number;
    httpOnly: boolean;
    secure: boolean;
    sameSite: 'Strict' | 'Lax' | 'None';
  }> {
    const { hostname } = new URL(baseUrl());
    return [...this.cookies].map(([name, value]) => {
      const { path, httpOnly, secure, sameSite, expires } = this.attributes.get(name) ?? {
        path: '/',
        httpOnly: false,
        secure: false,
        sameSite: 'Lax' as const,
        expires: -1,
      };
      return { name, value, domain: hostname, path, expires, httpOnly, secure, sameSite };
    });
  }

  private async unwrap(res: Response): Promise<unknown> {
    this.keep(res);
    const body: unknown = await res.json();
    if (isRecord(body) && isRecord(body.error)) {
      const message = typeof body.error.message === 'string' ? body.error.message : 'Fehler';
      throw new ApiError(message, res.status);
    }
    if (isRecord(body) && isRecord(body.result)) return body.result.data;
    throw new ApiError('Unerwartete Antwort', res.status);
  }

  async query(path: string, input?: unknown): Promise<unknown> {
    const qs = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    const res = await fetch(`${baseUrl()}/trpc/${path}${qs}`, { headers: { cookie: this.cookieHeader() } });
    return this.unwrap(res);
  }

  async mutation(path: string, input?: unknown): Promise<unknown> {
    if (!this.cookies.has('XSRF-TOKEN')) this.keep(await fetch(`${baseUrl()}/healthz`));
    const res = await fetch(`${baseUrl()}/trpc/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: this.cookieHeader(),
        'x-xsrf-token': decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? ''),
      },
      body: JSON.stringify(input ?? null),
    });
    return this.unwrap(res);
  }

  /** A plain GET with the session's cookies (e.g. the mail viewer, which is no tRPC call). */
  async get(path: string): Promise<Response> {
    const res = await fetch(`${baseUrl()}${path}`, { headers: { cookie: this.cookieHeader() } });
    this.keep(res);
    return res;
  }

  /** Signs in; returns the user's id. */
  async signIn(email: string, password = DEMO_PASSWORD): Promise<string> {
    return (await this.login(email, password)).userId;
  }

  /** Signs in; returns the user's id and roles as the login answer gives them (roles comma-separated). */
  async login(email: string, password = DEMO_PASSWORD): Promise<{ userId: string; roles: string[] }> {
    const answer = await this.mutation('account.login', { email, password });
    if (!isRecord(answer) || typeof answer.userId !== 'string' || typeof answer.roles !== 'string')
      throw new Error('Anmeldung ohne userId');
    return { userId: answer.userId, roles: parseRoles(answer.roles) };
  }
}

/** A unique address per run, so journeys never collide with each other or with a previous run. */
export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.org`;
}

export interface SeededUser {
  id: string;
  email: string;
  password: string;
  vorname: string;
  name: string;
}

/** The administrator creates a confirmed user with a password and the given roles (PostNutzer). */
export async function seedUser(
  admin: ApiSession,
  options: { tag: string; roles?: string[]; password?: string; vorname?: string; name?: string },
): Promise<SeededUser> {
  const list = await admin.query('nutzer.rollenList', { pageSize: 100 });
  const rows = isRecord(list) && Array.isArray(list.rows) ? list.rows : [];
  const wanted = options.roles ?? ['Antragsteller'];
  const rolesList = rows.filter(
    (r): r is { id: number; text: string } => isRecord(r) && typeof r.text === 'string' && wanted.includes(r.text),
  );
  const user = {
    email: uniqueEmail(options.tag),
    password: options.password ?? 'Start#2026a',
    vorname: options.vorname ?? 'Erika',
    name: options.name ?? 'Testfall',
  };
  const answer = await admin.mutation('nutzer.create', {
    email: user.email,
    password: user.password,
    vorname: user.vorname,
    name: user.name,
    telefon: '0351 1234567',
    strasse: 'Teststraße',
    hausnummer: '1',
    plz: '01067',
    ort: 'Dresden',
    emailConfirmed: true,
    datenschutzAkzeptiert: true,
    rolesList,
  });
  if (!isRecord(answer) || typeof answer.user_id !== 'string') throw new Error('PostNutzer ohne user_id');
  return { id: answer.user_id, ...user };
}

/** An API session signed in as the demo administrator. */
export async function adminSession(): Promise<ApiSession> {
  const admin = new ApiSession();
  await admin.signIn('admin@example.org');
  return admin;
}
