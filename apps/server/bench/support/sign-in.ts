/** A signed-in session against a running server, as a browser holds it: the cookie header and the anti-forgery token. */
export interface BenchSession {
  cookie: string;
  xsrf: string;
}

/** Signs in with the demo password (after a first request for the anti-forgery cookie). */
export async function signIn(base: string, email: string, password = 'Portal#2026'): Promise<BenchSession> {
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair = ''] = c.split(';');
      const i = pair.indexOf('=');
      jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
  };
  const header = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  keep(await fetch(`${base}/healthz`));
  const res = await fetch(`${base}/api/Account/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: header(), 'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  keep(res);
  return { cookie: header(), xsrf: jar.get('XSRF-TOKEN') ?? '' };
}
