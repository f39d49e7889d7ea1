import type { TListFieldDef } from '@lap/contracts';
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
  /**
   * Money fields of this call. On `api/*` money is euros (JSON numbers, two decimals) in and out;
   * tRPC and the services work in integer cents. Named fields are converted wherever they occur
   * (rows, nested lines, list sums).
   */
  money?: readonly string[];
  /** Fields with a money-like name that hold a percentage here (an invoice's `mwst` is its rate, 19 or 16): not converted. */
  percent?: readonly string[];
  /** "with optional second id" (spec 001 §7): the path also answers with one more segment, named so in `params`. */
  optionalSegment?: string;
}

/** The body as the procedure's input type; the procedure's zod schema validates it before any use. */
export const unchecked = <T>(body: unknown): T => body as T;

export const bodyObject = (body: unknown): Record<string, unknown> =>
  body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

const isEmptyObject = (value: unknown): boolean =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0;

/** Legacy clients send `filterDto: {}` / `sortingDto: {}` for "none" (and `null`): read as absent. */
export function noneAsAbsent(value: unknown): unknown {
  return value === null || isEmptyObject(value) ? undefined : value;
}

/** List GETs take `page`, `pageSize`, `search` and JSON-encoded `filterDto`/`sortingDto` query parameters. */
export function listQueryFromUrl(query: Record<string, string | undefined>): Record<string, unknown> {
  const json = (name: 'filterDto' | 'sortingDto'): unknown => {
    const raw = query[name];
    if (raw === undefined || raw === '') return undefined;
    try {
      return noneAsAbsent(JSON.parse(raw));
    } catch {
      throw new AppError('BAD_REQUEST', `Der Parameter „${name}“ ist kein gültiges JSON.`, [
        { field: name, message: 'Kein gültiges JSON.' },
      ]);
    }
  };
  const num = (name: 'page' | 'pageSize'): number | undefined =>
    query[name] === undefined || query[name] === '' ? undefined : Number(query[name]);
  return {
    filterDto: json('filterDto'),
    sortingDto: json('sortingDto'),
    page: num('page'),
    pageSize: num('pageSize'),
    search: query.search,
  };
}

/** An export or list body with the legacy "none" spellings of filterDto/sortingDto removed. */
export function listBody(body: unknown): Record<string, unknown> {
  const b = { ...bodyObject(body) };
  for (const key of ['filterDto', 'sortingDto'] as const) {
    if (Object.hasOwn(b, key) && noneAsAbsent(b[key]) === undefined) delete b[key];
  }
  return b;
}

/** `PUT Bemerkung…/{id}` sends the remark as body: a JSON string or `{bemerkung}` are both accepted. */
export function remarkOf(body: unknown): string {
  if (typeof body === 'string') return body;
  const b = bodyObject(body);
  const value = b.bemerkung ?? b.remark ?? '';
  return typeof value === 'string' ? value : '';
}

/** The money columns of a list catalogue (rows and sums carry them). */
export function moneyFieldsOf(list: { fields: Readonly<Record<string, TListFieldDef>> }): string[] {
  return Object.entries(list.fields)
    .filter(([, def]) => def.type === 'money')
    .map(([name]) => name);
}

const EURO_MSG = 'Beträge werden in Euro mit höchstens zwei Nachkommastellen angegeben (z. B. 35.5 für 35,50 €).';

/** Euros (JSON number, at most two decimals) → integer cents; anything else is left for the schema to refuse. */
function toCents(value: unknown, field: string): unknown {
  if (typeof value !== 'number' || !Number.isFinite(value)) return value;
  const cents = Math.round(value * 100);
  if (Math.abs(cents - value * 100) > 1e-6) throw new AppError('BAD_REQUEST', EURO_MSG, [{ field, message: EURO_MSG }]);
  return cents;
}

/** Integer cents → euros as a JSON number with two decimals at most. */
const toEuros = (value: unknown): unknown =>
  typeof value === 'number' && Number.isInteger(value) ? value / 100 : value;

/** Converts the named money fields wherever they occur in a JSON value (objects, arrays, nested lines, sums). */
function convertMoney(
  value: unknown,
  fields: ReadonlySet<string>,
  convert: (v: unknown, field: string) => unknown,
): unknown {
  if (Array.isArray(value)) return value.map((v) => convertMoney(v, fields, convert));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    out[key] =
      fields.has(key) && (typeof v === 'number' || v === null)
        ? v === null
          ? null
          : convert(v, key)
        : convertMoney(v, fields, convert);
  }
  return out;
}

/** Runs one documented call: euros in, the procedure, euros out. */
export async function runRestRoute(route: RestRoute, caller: Caller, req: RestRequest): Promise<unknown> {
  if (!route.money?.length) return route.call(caller, req);
  const fields = new Set(route.money);
  const body = convertMoney(req.body, fields, toCents);
  const result = await route.call(caller, { ...req, body });
  return convertMoney(result, fields, (v) => toEuros(v));
}
