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
  { method: 'GET', path: 'api/Account/CaptchaChallenge', call: (c) => c.account.captcha() },
  { method: 'POST', path: 'api/Account/Register', call: (c, r) => c.account.register(unchecked(bodyObject(r.body))) },
  {
    method: 'POST',
    path: 'api/Account/ForgotPassword',
    // `f=rlo` may come as query (the page's URL) or in the body
    call: (c, r) => c.account.forgotPassword(unchecked({ ...bodyObject(r.body), ...(r.query.f ? { f: r.query.f } : {}) })),
  },
  { method: 'POST', path: 'api/Account/NewEmail/{userId}', call: (c, r) => c.account.newEmail(unchecked({ ...bodyObject(r.body), userId: r.params.userId })) },
  { method: 'GET', path: 'api/Account/ConfirmEmail', call: (c, r) => c.account.confirmEmail(unchecked({ userId: r.query.userId ?? r.query.userid, code: r.query.code })) },
  { method: 'POST', path: 'api/Account/ResetPassword', call: (c, r) => c.account.resetPassword(unchecked(bodyObject(r.body))) },
  {
    method: 'POST',
    path: 'api/Account/unsubscribenewsletter',
    call: (c, r) => c.account.unsubscribeNewsletter(unchecked(typeof r.body === 'string' ? { email: r.body } : bodyObject(r.body))),
  },
  { method: 'GET', path: 'api/Nutzer/GetNutzerById/{id}', call: (c, r) => c.nutzer.byId({ id: r.params.id ?? '' }) },
  { method: 'DELETE', path: 'api/Nutzer/DeleteNutzer/{id}', call: (c, r) => c.nutzer.delete({ id: r.params.id ?? '' }) },
  { method: 'POST', path: 'api/Nutzer/PostNutzer', call: (c, r) => c.nutzer.create(unchecked(bodyObject(r.body))) },
  { method: 'PUT', path: 'api/Nutzer/PutEditNutzer', call: (c, r) => c.nutzer.editLegacy(r.body) },
  { method: 'POST', path: 'api/Nutzer/PostChangePassword', call: (c, r) => c.nutzer.changePassword(unchecked(bodyObject(r.body))) },
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
  { method: 'POST', path: 'api/Antrag/PostAntrag', call: (c, r) => c.antrag.save(unchecked(bodyObject(r.body))) },
  {
    method: 'PUT',
    path: 'api/Antrag/PutUpdateOrtById/{id}',
    call: (c, r) => c.antrag.updateOrt(unchecked({ id: r.params.id, ort: typeof r.body === 'string' ? r.body : bodyObject(r.body).ort })),
  },
  { method: 'GET', path: 'api/Antrag/GetAntraege', call: (c, r) => c.antrag.listOwn(unchecked(listQueryFromUrl(r.query))) },
  // A documented GET that changes state: it still requires the anti-forgery header (ARCHITECTURE §4).
  { method: 'GET', path: 'api/Antrag/AntragSendenById/{id}', mutatingGet: true, call: (c, r) => c.antrag.send({ id: r.params.id ?? '' }) },
  { method: 'GET', path: 'api/Antrag/GetAntragById/{id}', call: (c, r) => c.antrag.byId({ id: r.params.id ?? '' }) },
  { method: 'GET', path: 'api/Antrag/GetLastAntragsteller', call: (c) => c.antrag.lastAntragsteller() },
  { method: 'GET', path: 'api/Antrag/AntragOrtSucheById/{id}', call: (c, r) => c.antrag.ortSuche({ id: r.params.id ?? '' }) },
  { method: 'GET', path: 'api/Antrag/FeaturesByAntragId/{id}', call: (c, r) => c.antrag.features({ antragId: r.params.id ?? '' }) },
  { method: 'POST', path: 'api/Antrag/PostFeature', call: (c, r) => c.antrag.addFeature(unchecked({ ...bodyObject(r.body), wkt: bodyObject(r.body).wkt ?? bodyObject(r.body).featureWkt })) },
  { method: 'POST', path: 'api/Antrag/PostCheckWktFeatureValid', call: (c, r) => c.antrag.checkWkt(unchecked({ wkt: bodyObject(r.body).wkt ?? bodyObject(r.body).featureWkt })) },
  { method: 'DELETE', path: 'api/Antrag/DeleteFeature/{id}', call: (c, r) => c.antrag.deleteFeature({ featureId: Number(r.params.id) }) },
  { method: 'POST', path: 'api/Antrag/PostPositionKarte', call: (c, r) => c.antrag.savePosition(unchecked(bodyObject(r.body))) },
  { method: 'GET', path: 'api/Antrag/PositionKarteByAntragId/{id}', call: (c, r) => c.antrag.position({ antragId: r.params.id ?? '' }) },
  { method: 'GET', path: 'api/Antrag/AntragFilesById/{id}', call: (c, r) => c.antrag.files({ antragId: r.params.id ?? '' }) },
  { method: 'GET', path: 'api/Antrag/DokumenteFilesById/{id}', call: (c, r) => c.antrag.dokumente({ antragId: r.params.id ?? '' }) },
  { method: 'GET', path: 'api/Antrag/AuskunftFilesById/{id}', call: (c, r) => c.antrag.auskuenfte({ antragId: r.params.id ?? '' }) },
  { method: 'DELETE', path: 'api/Antrag/DeleteAntragDatei/{id}', call: (c, r) => c.antrag.deleteFile({ id: r.params.id ?? '' }) },
  { method: 'GET', path: 'api/Antrag/RechnungsAdresseById/{id}', call: (c, r) => c.antrag.rechnungsAdresse({ antragId: r.params.id ?? '' }) },
  { method: 'POST', path: 'api/Antrag/PostRechnungsAdresse', call: (c, r) => c.antrag.saveRechnungsAdresse(unchecked(bodyObject(r.body))) },
  { method: 'GET', path: 'api/Angebot/GetAngebote', call: (c, r) => c.angebot.list(unchecked(listQueryFromUrl(r.query))) },
  { method: 'GET', path: 'api/Angebot/GetAngebotByAntragId/{id}', call: (c, r) => c.angebot.byAntragId({ antragId: r.params.id ?? '' }) },
  { method: 'GET', path: 'api/Angebot/GetAngebotsPositionen/{id}', call: (c, r) => c.angebot.positionen({ antragId: r.params.id ?? '' }) },
  { method: 'GET', path: 'api/Angebot/GetGemeindenById/{id}', call: (c, r) => c.angebot.gemeinden({ antragId: r.params.id ?? '' }) },
  {
    method: 'PUT',
    path: 'api/Angebot/PutEnDisableGemeindeById/{id}',
    call: (c, r) => c.angebot.enDisableGemeinde(unchecked({ id: Number(r.params.id), ...(typeof bodyObject(r.body).disabled === 'boolean' ? { disabled: bodyObject(r.body).disabled } : {}) })),
  },
  { method: 'POST', path: 'api/Angebot/PostAngebotPosition', call: (c, r) => c.angebot.addPosition(unchecked(bodyObject(r.body))) },
  { method: 'PUT', path: 'api/Angebot/PutAngebotPosition/{id}', call: (c, r) => c.angebot.updatePosition(unchecked({ ...bodyObject(r.body), id: Number(r.params.id) })) },
  { method: 'DELETE', path: 'api/Angebot/DeleteAngebotPosition/{id}', call: (c, r) => c.angebot.deletePosition({ id: Number(r.params.id) }) },
  { method: 'PUT', path: 'api/Angebot/UebernahmeAllePosition/{id}', call: (c, r) => c.angebot.uebernahme({ antragId: r.params.id ?? '' }) },
  { method: 'PUT', path: 'api/Angebot/BemerkungAngebot/{id}', call: (c, r) => c.angebot.bemerkung({ antragId: r.params.id ?? '', bemerkung: remarkOf(r.body) }) },
  { method: 'PUT', path: 'api/Angebot/SendeAngebot/{id}', call: (c, r) => c.angebot.senden(unchecked({ antragId: r.params.id, vorkasse: bodyObject(r.body).vorkasse ?? false })) },
  { method: 'PUT', path: 'api/Angebot/DienstleisterBeenden/{id}', call: (c, r) => c.angebot.beenden({ antragId: r.params.id ?? '' }) },
  { method: 'DELETE', path: 'api/Angebot/DeleteAngebot/{id}', call: (c, r) => c.angebot.delete({ antragId: r.params.id ?? '' }) },
  {
    method: 'PUT',
    path: 'api/Angebot/ZustimmungAngebotKunde/{id}',
    call: (c, r) => c.angebot.zustimmung(unchecked({ antragId: r.params.id, widerrufAnerkannt: bodyObject(r.body).widerrufAnerkannt })),
  },
  // The spec names the body "reason text": {grund, text}, or a bare reason string.
  {
    method: 'PUT',
    path: 'api/Angebot/AblehnungAngebotKunde/{id}',
    call: (c, r) => c.angebot.ablehnung(unchecked({ antragId: r.params.id, ...(typeof r.body === 'string' ? { grund: r.body } : bodyObject(r.body)) })),
  },
  {
    method: 'GET',
    path: 'api/Historien/GetAngebotHistorie/{id}',
    call: (c, r) => c.historien.angebotHistorie(unchecked({ ...listQueryFromUrl(r.query), userId: r.params.id })),
  },
  { method: 'GET', path: 'api/Stammdaten/GetNetzarten', call: (c) => c.stammdaten.netzarten() },
  { method: 'GET', path: 'api/Stammdaten/GetAllNetzarten', call: (c) => c.stammdaten.allNetzarten() },
];
