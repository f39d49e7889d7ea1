import type { TLoginInput } from '@lap/contracts';
import { appRouter } from '../routers/index.js';
import { createCallerFactory } from '../trpc.js';

/** Server-side caller of the whole router; the REST adapter builds one per request. */
export const createCaller = createCallerFactory(appRouter);
export type Caller = ReturnType<typeof createCaller>;

export interface RestRequest {
  params: Record<string, string>;
  query: Record<string, string | undefined>;
  body: unknown;
}

export interface RestRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** As documented in spec/endpoints.tsv, `{name}` marks a path parameter. */
  path: string;
  call: (caller: Caller, req: RestRequest) => Promise<unknown>;
  /** Documented legacy GETs that mutate still require the anti-forgery header (ARCHITECTURE §4). */
  mutatingGet?: boolean;
}

/** The body as the procedure's input type; the procedure's zod schema validates it before any use. */
const unchecked = <T>(body: unknown): T => body as T;

const bodyObject = (body: unknown): Record<string, unknown> =>
  body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

/**
 * The legacy REST surface: documented method + path → procedure. Field names are the documented ones;
 * inputs are validated by the procedures' zod schemas, so the adapter never trusts a body.
 */
export const REST_ROUTES: RestRoute[] = [
  { method: 'POST', path: 'api/Account/Login', call: (c, r) => c.account.login(unchecked<TLoginInput>(r.body)) },
  {
    method: 'POST',
    path: 'api/Account/Logout',
    call: (c, r) => {
      const returnUrl = bodyObject(r.body).returnUrl;
      return c.account.logout(typeof returnUrl === 'string' ? { returnUrl } : {});
    },
  },
  { method: 'GET', path: 'api/Stammdaten/GetNetzarten', call: (c) => c.stammdaten.netzarten() },
  { method: 'GET', path: 'api/Stammdaten/GetAllNetzarten', call: (c) => c.stammdaten.allNetzarten() },
];
