// A signed-in browser without the login form: the session from `account.login` over tRPC, handed to a new context as
// its cookies, and the user the app keeps in localStorage stored as the login form stores it (apps/web session-store).
import { APP_BASE_PATH, parseRoles } from '@lap/contracts';

export interface BrowserCookie {
  name: string;
  value: string;
  domain: string;
  path: string;
  expires: number;
  httpOnly: boolean;
  secure: boolean;
  sameSite: 'Strict' | 'Lax' | 'None';
}
export interface StorageState {
  cookies: BrowserCookie[];
  origins: Array<{ origin: string; localStorage: Array<{ name: string; value: string }> }>;
}

/** The key under which the app keeps the signed-in user (apps/web/src/modules/auth/session-store.ts). */
export const SESSION_STORAGE_KEY = 'lap.user';

function cookiesOf(res: Response, host: string, jar: Map<string, BrowserCookie>): void {
  for (const line of res.headers.getSetCookie()) {
    const [pair = '', ...attrs] = line.split(';').map((s) => s.trim());
    const eq = pair.indexOf('=');
    if (eq <= 0) continue;
    const attr = (key: string) => attrs.find((a) => a.toLowerCase().startsWith(key.toLowerCase()));
    const sameSite = attr('SameSite=')?.split('=')[1]?.toLowerCase();
    jar.set(pair.slice(0, eq), {
      name: pair.slice(0, eq),
      value: pair.slice(eq + 1),
      domain: host,
      path: attr('Path=')?.slice(5) || '/',
      expires: -1,
      httpOnly: attr('HttpOnly') !== undefined,
      secure: attr('Secure') !== undefined,
      sameSite: sameSite === 'strict' ? 'Strict' : sameSite === 'none' ? 'None' : 'Lax',
    });
  }
}

/** Signs `email` in with the demo password and returns what a browser holds afterwards. */
export async function signedInState(
  base: string,
  email: string,
  password = 'Portal#2026',
): Promise<StorageState & { cookieHeader: string }> {
  const { hostname } = new URL(base);
  const jar = new Map<string, BrowserCookie>();
  cookiesOf(await fetch(`${base}/healthz`), hostname, jar);
  const res = await fetch(`${base}/trpc/account.login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: [...jar.values()].map((c) => `${c.name}=${c.value}`).join('; '),
      'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN')?.value ?? ''),
    },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { result?: { data?: { userId?: unknown; roles?: unknown } } };
  const data = body.result?.data;
  if (!res.ok || typeof data?.userId !== 'string' || typeof data.roles !== 'string')
    throw new Error(`sign-in of ${email} failed: ${res.status}`);
  cookiesOf(res, hostname, jar);
  const cookies = [...jar.values()];
  return {
    cookies,
    origins: [
      {
        origin: base,
        localStorage: [
          { name: SESSION_STORAGE_KEY, value: JSON.stringify({ userId: data.userId, roles: parseRoles(data.roles) }) },
        ],
      },
    ],
    cookieHeader: cookies.map((c) => `${c.name}=${c.value}`).join('; '),
  };
}

export const appUrl = (base: string, path: string) => `${base}${APP_BASE_PATH}${path}`;
