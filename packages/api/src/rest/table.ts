import type { TExportRequest, TLoginInput } from '@lap/contracts';
import { AppError } from '../errors.js';
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

/** List GETs take `page`, `pageSize`, `search` and JSON-encoded `filterDto`/`sortingDto` query parameters. */
function listQueryFromUrl(query: Record<string, string | undefined>): Record<string, unknown> {
  const json = (name: 'filterDto' | 'sortingDto'): unknown => {
    const raw = query[name];
    if (raw === undefined || raw === '') return undefined;
    try {
      return JSON.parse(raw);
    } catch {
      throw new AppError('BAD_REQUEST', `Der Parameter „${name}“ ist kein gültiges JSON.`, [{ field: name, message: 'Kein gültiges JSON.' }]);
    }
  };
  const num = (name: 'page' | 'pageSize'): number | undefined => (query[name] === undefined || query[name] === '' ? undefined : Number(query[name]));
  return { filterDto: json('filterDto'), sortingDto: json('sortingDto'), page: num('page'), pageSize: num('pageSize'), search: query.search };
}

/** `PUT BemerkungNutzer/{id}` sends the remark as body: a JSON string or `{bemerkung}` are both accepted. */
function remarkOf(body: unknown): string {
  if (typeof body === 'string') return body;
  const b = bodyObject(body);
  const value = b.bemerkung ?? b.remark ?? '';
  return typeof value === 'string' ? value : '';
}

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
  { method: 'GET', path: 'api/Nutzer/GetNutzerList', call: (c, r) => c.nutzer.list(unchecked(listQueryFromUrl(r.query))) },
  { method: 'GET', path: 'api/Nutzer/GetCustomerList', call: (c, r) => c.nutzer.customerList(unchecked(listQueryFromUrl(r.query))) },
  { method: 'GET', path: 'api/Nutzer/GetRollenList', call: (c, r) => c.nutzer.rollenList(unchecked(listQueryFromUrl(r.query))) },
  {
    method: 'PUT',
    path: 'api/Nutzer/BemerkungNutzer/{id}',
    call: (c, r) => c.nutzer.setBemerkung({ id: r.params.id ?? '', bemerkung: remarkOf(r.body) }),
  },
  { method: 'POST', path: 'api/Nutzer/PostCreateNewRolle', call: (c, r) => c.nutzer.createRolle(unchecked(bodyObject(r.body))) },
  { method: 'POST', path: 'api/Export/ExportNutzerExcel', call: (c, r) => c.export.nutzer(unchecked<TExportRequest>(bodyObject(r.body))) },
  { method: 'POST', path: 'api/Export/PostExportRechnungenExcel', call: (c, r) => c.export.rechnungen(unchecked<TExportRequest>(bodyObject(r.body))) },
  {
    method: 'POST',
    path: 'api/Historien/ConvertHistorieToExcel',
    call: (c, r) => c.export.angebotHistorie(unchecked({ ...bodyObject(r.body), uid: r.query.uid, excelname: r.query.excelname })),
  },
  { method: 'GET', path: 'api/Stammdaten/GetNetzarten', call: (c) => c.stammdaten.netzarten() },
  { method: 'GET', path: 'api/Stammdaten/GetAllNetzarten', call: (c) => c.stammdaten.allNetzarten() },
];
