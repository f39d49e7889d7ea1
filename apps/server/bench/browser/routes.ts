// The routes of both specs as the browser bench opens them: every page of the route table (apps/web/src/routes/router.tsx
// and account-routes.tsx), with the ids of real rows of the data set filled in, who opens it and what 'usable' means
// there. Pages that only answer a signed link or a one-time token (confirmemail, resetpassword, unsubscribenewsletter,
// versorgerupload) have no usable state without a mail and are left out.
import { sql, type Kysely } from 'kysely';

export type Who = 'anon' | 'kunde' | 'sb' | 'admin';
/**
 * What the page shows once a user can work on it: 'grid' its first data row (or the grid's 'no rows' overlay), 'table'
 * a plain table's first body row, 'form'
 * its first enabled field, 'map' the map's canvas, 'page' its title (pages that are a text or a set of cards).
 */
export type Kind = 'grid' | 'table' | 'form' | 'map' | 'page';

export interface BenchRoute {
  spec: '000' | '001';
  path: string;
  who: Who;
  kind: Kind;
}

export const EMAIL: Record<Exclude<Who, 'anon'>, string> = {
  kunde: 'kunde@example.org',
  sb: 'sb@example.org',
  admin: 'admin@example.org',
};

interface Ids {
  kunde: string;
  sb: string;
  admin: string;
  /** the applicant's request with an order (documents, offer, invoice address) */
  kundeAntrag: string;
  /** the applicant's draft, if any (the wizard's steps) */
  kundeEntwurf: string | undefined;
  /** an open order with supplier rows and its request */
  auftrag: string;
  auftragAntrag: string;
  versorger: string;
  /** a request with an offer (the offer editor) */
  angebotAntrag: string;
  netzbetreiber: number | string;
  mailvorlage: number | string;
  rechnung: string;
  mahnung: string;
}

type Row = Record<string, unknown>;
async function one(k: Kysely<unknown>, what: string, query: ReturnType<typeof sql<Row>>): Promise<Row> {
  const row = (await query.execute(k)).rows[0];
  if (!row) throw new Error(`browser bench: no ${what} in the data set`);
  return row;
}
const str = (v: unknown): string => String(v);

/** Ids of real rows: the demo users, the applicant's own requests, and for the back office the open order with the most supplier rows. */
export async function resolveIds(k: Kysely<unknown>): Promise<Ids> {
  const user = async (email: string) =>
    str((await one(k, email, sql<Row>`select id from app_user where email = ${email}`)).id);
  const [kunde, sb, admin] = [await user(EMAIL.kunde), await user(EMAIL.sb), await user(EMAIL.admin)];
  const kundeAntrag = await one(
    k,
    "the applicant's request with an order",
    sql<Row>`select a.id from antrag a join auftrag au on au.antrag_id = a.id where a.owner_id = ${kunde} order by a.create_date desc limit 1`,
  );
  const entwurf = (
    await sql<Row>`select id from antrag where owner_id = ${kunde} and antrag_status = 1 order by create_date desc limit 1`.execute(
      k,
    )
  ).rows[0];
  // an open order among the most recent ones, with the most supplier rows (the order's page at its fullest)
  const auftrag = await one(
    k,
    'an open order with supplier rows',
    sql<Row>`select au.id, au.antrag_id, count(v.id) as n from (select id, antrag_id from auftrag where abgeschlossen_am is null order by auftrags_datum desc limit 200) au
      join versorger v on v.auftrag_id = au.id group by au.id, au.antrag_id order by n desc, au.id limit 1`,
  );
  const versorger = await one(
    k,
    'a supplier row',
    sql<Row>`select id from versorger where auftrag_id = ${auftrag.id} order by id limit 1`,
  );
  const angebot = await one(k, 'an offer', sql<Row>`select antrag_id from angebot order by updated_at desc limit 1`);
  const netzbetreiber = await one(k, 'an operator', sql<Row>`select id from netzbetreiber order by id limit 1`);
  const mailvorlage = await one(k, 'a mail template', sql<Row>`select id from mail_vorlage order by id limit 1`);
  const rechnung = await one(
    k,
    'an invoice',
    sql<Row>`select id from rechnung where rechnung_generiert is not null order by rechnungs_datum desc limit 1`,
  );
  const mahnung = await one(
    k,
    'an open dunning notice',
    sql<Row>`select id from mahnung where abgeschlossen = 0 order by mahnung_date desc limit 1`,
  ).catch(() => one(k, 'a dunning notice', sql<Row>`select id from mahnung order by mahnung_date desc limit 1`));
  return {
    kunde,
    sb,
    admin,
    kundeAntrag: str(kundeAntrag.id),
    kundeEntwurf: entwurf ? str(entwurf.id) : undefined,
    auftrag: str(auftrag.id),
    auftragAntrag: str(auftrag.antrag_id),
    versorger: str(versorger.id),
    angebotAntrag: str(angebot.antrag_id),
    netzbetreiber: str(netzbetreiber.id),
    mailvorlage: str(mailvorlage.id),
    rechnung: str(rechnung.id),
    mahnung: str(mahnung.id),
  };
}

/** The route list with ids filled in (the paths as a user's address bar shows them). */
export function benchRoutes(ids: Ids): BenchRoute[] {
  const e = encodeURIComponent;
  const a: BenchRoute[] = [
    // spec 000: the applicant's side
    { spec: '000', path: '/', who: 'anon', kind: 'page' },
    { spec: '000', path: '/login', who: 'anon', kind: 'form' },
    { spec: '000', path: '/registrierung', who: 'anon', kind: 'form' },
    { spec: '000', path: '/forgotpassword', who: 'anon', kind: 'form' },
    { spec: '000', path: '/antraege', who: 'kunde', kind: 'grid' },
    { spec: '000', path: '/antrag', who: 'kunde', kind: 'form' },
  ];
  if (ids.kundeEntwurf) {
    a.push(
      { spec: '000', path: `/antrag/${e(ids.kundeEntwurf)}`, who: 'kunde', kind: 'form' },
      { spec: '000', path: `/antrag/${e(ids.kundeEntwurf)}?schritt=2`, who: 'kunde', kind: 'map' },
    );
  }
  a.push(
    { spec: '000', path: `/antragansicht/${e(ids.kundeAntrag)}`, who: 'kunde', kind: 'page' },
    { spec: '000', path: `/dokumente/${e(ids.kundeAntrag)}`, who: 'kunde', kind: 'page' },
    { spec: '000', path: `/angebotkunde/${e(ids.kundeAntrag)}`, who: 'kunde', kind: 'page' },
    { spec: '000', path: `/rechnungsadresse/${e(ids.kundeAntrag)}`, who: 'kunde', kind: 'form' },
    // the operators' map link: the request's id without dashes (spec 000 §2)
    { spec: '000', path: `/externalKarte/${e(ids.auftragAntrag.replace(/-/g, ''))}`, who: 'anon', kind: 'map' },
    { spec: '000', path: `/account/${e(ids.kunde)}`, who: 'kunde', kind: 'page' },
    { spec: '000', path: `/editNutzerDetails/${e(ids.kunde)}`, who: 'kunde', kind: 'form' },
    { spec: '000', path: `/newemail/${e(ids.kunde)}`, who: 'kunde', kind: 'form' },
  );
  const au = e(ids.auftrag);
  const b: BenchRoute[] = [
    // spec 001: the back office
    { spec: '001', path: '/dashboard', who: 'sb', kind: 'page' },
    { spec: '001', path: '/angebote', who: 'sb', kind: 'grid' },
    { spec: '001', path: `/angebot/${e(ids.angebotAntrag)}`, who: 'sb', kind: 'form' },
    { spec: '001', path: '/auftraege', who: 'sb', kind: 'grid' },
    { spec: '001', path: `/antragansicht/${e(ids.auftragAntrag)}`, who: 'sb', kind: 'map' },
    { spec: '001', path: `/bearbeitungslist/${au}`, who: 'sb', kind: 'grid' },
    { spec: '001', path: `/auftragpositionen/${au}/${e(ids.auftragAntrag)}`, who: 'sb', kind: 'table' },
    { spec: '001', path: `/auftraguploads/${au}`, who: 'sb', kind: 'page' },
    { spec: '001', path: `/auftraghistorie/${e(ids.auftragAntrag)}`, who: 'sb', kind: 'grid' },
    { spec: '001', path: `/emails/${au}`, who: 'sb', kind: 'page' },
    { spec: '001', path: `/editEmailJob/${e(ids.versorger)}/${au}`, who: 'sb', kind: 'form' },
    { spec: '001', path: `/upload/${e(ids.versorger)}/${au}`, who: 'sb', kind: 'page' },
    { spec: '001', path: `/editposition/${e(ids.versorger)}`, who: 'sb', kind: 'form' },
    { spec: '001', path: `/formfiller/${au}`, who: 'sb', kind: 'page' },
    { spec: '001', path: '/netzbetreiber', who: 'sb', kind: 'grid' },
    { spec: '001', path: `/netzbetreiber/${e(String(ids.netzbetreiber))}`, who: 'sb', kind: 'form' },
    { spec: '001', path: '/mailversand', who: 'sb', kind: 'grid' },
    { spec: '001', path: '/editMailTemplates', who: 'sb', kind: 'page' },
    { spec: '001', path: `/editMailTemplates/${e(String(ids.mailvorlage))}`, who: 'sb', kind: 'form' },
    { spec: '001', path: '/wiedervorlagen', who: 'sb', kind: 'page' },
    { spec: '001', path: '/rechnungen', who: 'sb', kind: 'grid' },
    { spec: '001', path: `/rechnungenauftrag/${au}`, who: 'sb', kind: 'page' },
    { spec: '001', path: `/rechnungpdf/${e(ids.rechnung)}`, who: 'sb', kind: 'page' },
    { spec: '001', path: '/vorkasselist', who: 'sb', kind: 'grid' },
    { spec: '001', path: '/rechnungenbezahlt', who: 'sb', kind: 'grid' },
    { spec: '001', path: '/erechnungeingaben', who: 'sb', kind: 'form' },
    { spec: '001', path: '/mahnungen', who: 'sb', kind: 'grid' },
    { spec: '001', path: `/mahnung/${au}`, who: 'sb', kind: 'form' },
    { spec: '001', path: `/editmahnung/${e(ids.mahnung)}`, who: 'sb', kind: 'form' },
    { spec: '001', path: `/mahnungSenden/${e(ids.mahnung)}`, who: 'sb', kind: 'page' },
    { spec: '001', path: '/pdfprocessing', who: 'sb', kind: 'page' },
    { spec: '001', path: `/angebothistorie/${e(ids.kunde)}`, who: 'sb', kind: 'grid' },
    { spec: '001', path: '/historien', who: 'sb', kind: 'grid' },
    { spec: '001', path: `/historie/${e(ids.sb)}`, who: 'sb', kind: 'grid' },
    { spec: '001', path: '/nutzer', who: 'admin', kind: 'grid' },
    { spec: '001', path: '/rollen', who: 'admin', kind: 'grid' },
    { spec: '001', path: '/editNutzerAdmin/neu', who: 'admin', kind: 'form' },
    { spec: '001', path: `/editNutzerAdmin/${e(ids.sb)}`, who: 'admin', kind: 'form' },
    { spec: '001', path: `/changePasswortAdmin/${e(ids.kunde)}`, who: 'admin', kind: 'form' },
    { spec: '001', path: `/editBemerkung/${e(ids.kunde)}`, who: 'admin', kind: 'form' },
    { spec: '001', path: `/deleteNutzerAdmin/${e(ids.kunde)}`, who: 'admin', kind: 'page' },
    { spec: '001', path: `/historie/adminHistorie/${e(ids.sb)}`, who: 'admin', kind: 'grid' },
  ];
  return [...a, ...b];
}
