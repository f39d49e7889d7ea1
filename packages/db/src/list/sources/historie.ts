import { sql, type Kysely, type SqlBool } from 'kysely';
import {
  ANGEBOT_HISTORIE_LIST,
  AUFTRAGSHISTORIE_LIST,
  HISTORIE_AUFTRAEGE_LIST,
  HISTORIE_LIST,
  HISTORIEN_LIST,
  ROLE,
} from '@lap/contracts';
import { HISTORIE_USER_DATUM_INDEX } from '../../entities/historie.js';
import type { Dialect, ListSelect, ListSource, LooseDB } from '../engine.js';
import { rollen } from './nutzer.js';
import { col, notNullCol } from './column.js';

const netto = 'coalesce(ag.netto_cent, 0)';
const rabattSumme = `round(${netto} * coalesce(ag.rabatt, 0) / 100)`;

/** The offers of one customer with their order date and amounts (money in cents). */
export function angebotHistorieSource(
  userId: string,
  appBasePath: string,
): ListSource<typeof ANGEBOT_HISTORIE_LIST.fields> {
  return {
    def: ANGEBOT_HISTORIE_LIST,
    base: (k) =>
      k
        .selectFrom('angebot as ag')
        .innerJoin('antrag as an', (j) => j.on(sql<SqlBool>`an.id = ag.antrag_id`))
        .leftJoin('auftrag as au', (j) => j.on(sql<SqlBool>`au.antrag_id = an.id`))
        .where(sql<SqlBool>`an.owner_id = ${userId}`),
    id: sql`ag.id`,
    columns: {
      vorgang: col('an.vorgangsnummer'),
      angebotAm: col('ag.angebot_versand'),
      auftragAm: col('au.auftrags_datum'),
      rabatt: col('ag.rabatt'),
      rabattSumme: col(rabattSumme),
      summeNetto: col(`(${netto} - ${rabattSumme})`),
      angebotUrl: {
        expr: (d) =>
          d === 'mysql'
            ? sql`concat(${`${appBasePath}/angebot/`}, an.id)`
            : sql`(${`${appBasePath}/angebot/`} || an.id)`,
      },
    },
  };
}

/** `a || b` concatenates on SQLite only; MySQL reads it as OR. */
const concat = (d: Dialect, ...parts: string[]): string =>
  d === 'mysql' ? `concat(${parts.join(', ')})` : `(${parts.join(' || ')})`;
const personName = (alias: string) => ({
  expr: (d: Dialect) =>
    sql.raw(
      `(case when ${alias}.id is null then null else trim(${concat(d, `${alias}.vorname`, "' '", `${alias}.name`)}) end)`,
    ),
});

/**
 * History rows (spec 001 §3 History row) over `h` with the case (`an`), its order (`au`: the case's order, also for the offer codes
 * 1 and 2 written before there was one), the supplier (`v`) and who acted (`u`).
 * `auftragAktionUrl` opens the order's /bearbeitungslist, or the offer while the case has no order.
 */
function historieColumns(appBasePath: string) {
  return {
    vorgang: col('an.vorgangsnummer'),
    datum: notNullCol('h.created_at'),
    aktion: col('h.aktion'),
    beschreibung: col('h.beschreibung'),
    versorgername: col('v.versorger_name'),
    anfrageStatus: col('h.anfrage_status'),
    bearbeiter: personName('u'),
    auftragId: col('au.id'),
    antragId: col('an.id'),
    auftragAktionUrl: {
      expr: (d: Dialect) => {
        const link = (prefix: string, id: string) =>
          d === 'mysql' ? sql`concat(${prefix}, ${sql.raw(id)})` : sql`(${prefix} || ${sql.raw(id)})`;
        return sql`(case when au.id is not null then ${link(`${appBasePath}/bearbeitungslist/`, 'au.id')} when an.id is not null then ${link(`${appBasePath}/angebot/`, 'an.id')} else null end)`;
      },
    },
  };
}

function historieBase(k: Kysely<LooseDB>): ListSelect {
  return (
    k
      .selectFrom('historie as h')
      .leftJoin('antrag as an', (j) => j.on(sql<SqlBool>`an.id = h.antrag_id`))
      // one order per case (unique antrag_id): also the order of the offer rows written before it existed
      .leftJoin('auftrag as au', (j) => j.on(sql<SqlBool>`au.antrag_id = h.antrag_id`))
      .leftJoin('versorger as v', (j) => j.on(sql<SqlBool>`v.id = h.versorger_id`))
      .leftJoin('app_user as u', (j) => j.on(sql<SqlBool>`u.id = h.user_id`))
  );
}

/**
 * How many history rows a person wrote: the count kept in historie_stand (refreshed by the worker, every row counted up
 * to the same `bis_id`) plus the rows after it. `stand` is the person's historie_stand row (null: none yet or never
 * refreshed, every row is counted); `nachher` the count of the person's rows after `bis_id`.
 */
const historieAnzahl = (stand: string, nachher: string): string =>
  `(coalesce(${stand}.anzahl, 0) + coalesce(${nachher}, 0))`;

/** historie/{userId}, historie/adminHistorie/{userId}: the rows one user wrote. */
export function historieNutzerSource(userId: string, appBasePath: string): ListSource<typeof HISTORIE_LIST.fields> {
  return {
    def: HISTORIE_LIST,
    base: (k) => historieBase(k).where(sql<SqlBool>`h.user_id = ${userId}`),
    id: sql`h.id`,
    columns: historieColumns(appBasePath),
    // a filter by Aktion counts from the (user_id, aktion, created_at) index alone, without the joins (every one a left
    // join to a unique key: one row per history row); a sort by case joins the cases only
    narrow: [
      {
        base: (k) => k.selectFrom('historie as h').where(sql<SqlBool>`h.user_id = ${userId}`),
        fields: ['datum', 'aktion', 'beschreibung', 'anfrageStatus'],
      },
      {
        base: (k) =>
          k
            .selectFrom('historie as h')
            .leftJoin('antrag as an', (j) => j.on(sql<SqlBool>`an.id = h.antrag_id`))
            .where(sql<SqlBool>`h.user_id = ${userId}`),
        fields: ['datum', 'aktion', 'beschreibung', 'anfrageStatus', 'vorgang', 'antragId'],
      },
    ],
    // the person's rows by date from the (user_id, created_at) index, from either end
    everyRow: true,
    // the person's rows after the kept count from the (user_id, id) range of the user_id index (InnoDB's secondary
    // indexes end in the primary key, SQLite's in the rowid)
    unfilteredTotal: sql<number>`(select ${sql.raw(historieAnzahl('hs', '(select count(*) from historie hc where hc.user_id = hu.id and hc.id > coalesce(hs.bis_id, 0))'))} from app_user hu left join historie_stand hs on hs.user_id = hu.id where hu.id = ${userId})`,
  };
}

/** auftraghistorie/{antragId}: the rows of one case, offer and order alike. */
export function auftragshistorieSource(
  antragId: string,
  appBasePath: string,
): ListSource<typeof AUFTRAGSHISTORIE_LIST.fields> {
  return {
    def: AUFTRAGSHISTORIE_LIST,
    base: (k) => historieBase(k).where(sql<SqlBool>`h.antrag_id = ${antragId}`),
    id: sql`h.id`,
    columns: historieColumns(appBasePath),
  };
}

/** /historien: everyone with a staff role, and anyone else who wrote history rows (a former colleague, an anonymised account). */
export const historienListSource: ListSource<typeof HISTORIEN_LIST.fields> = {
  def: HISTORIEN_LIST,
  // The people as one small set first (the staff roles' members and the distinct writers, an index skip-scan on
  // MariaDB), then their user rows by primary key. MariaDB misjudges the staff roles as a quarter of all users (its
  // index statistics average over the roles, and almost every user is an applicant) and would scan every user
  // instead: STRAIGHT_JOIN keeps the order as written.
  straightJoin: true,
  base: (k) =>
    k
      .selectFrom(
        sql`(select ur.user_id as user_id from user_role ur join role r on r.id = ur.role_id where r.name in (${ROLE.SbBereich}, ${ROLE.Administration}) union select distinct hx.user_id as user_id from historie hx where hx.user_id is not null)`.as(
          'w',
        ),
      )
      .innerJoin('app_user as u', (j) => j.on(sql<SqlBool>`u.id = w.user_id`))
      .leftJoin('historie_stand as hs', (j) => j.on(sql<SqlBool>`hs.user_id = u.id`))
      // Everyone's rows after the kept count, grouped once: a range of the primary key over the last minutes' rows. A
      // count per person (a dependent subquery) read all of the person's rows on MariaDB, which looks them up by
      // user_id alone and checks the id row by row (docs/decisions/lists-and-grids.md).
      .leftJoin(
        sql`(select hn.user_id as user_id, count(*) as anzahl from historie hn where hn.id > coalesce((select max(hb.bis_id) from historie_stand hb), 0) group by hn.user_id)`.as(
          'hn',
        ),
        (j) => j.on(sql<SqlBool>`hn.user_id = u.id`),
      ),
  id: sql`u.id`,
  columns: {
    name: col('u.name'),
    vorname: col('u.vorname'),
    email: col('u.email'),
    rollen,
    anzahl: col(historieAnzahl('hs', 'hn.anzahl')),
    // the newest row from the (user_id, created_at) index: MariaDB's max() in a dependent subquery read all of a
    // person's rows. Named for MariaDB: since the (user_id, aktion, created_at) index it took that one, equal to it on
    // user_id, and sorted each person's rows (docs/decisions/lists-and-grids.md)
    letzteAktion: {
      expr: (d) =>
        sql.raw(
          `(select hm.created_at from historie hm ${d === 'mysql' ? `force index (${HISTORIE_USER_DATUM_INDEX}) ` : ''}where hm.user_id = u.id order by hm.created_at desc limit 1)`,
        ),
    },
  },
};

/** api/Historien/GetAuftraege: every order with the size and the latest entry of its case's history. */
export function historieAuftraegeSource(appBasePath: string): ListSource<typeof HISTORIE_AUFTRAEGE_LIST.fields> {
  return {
    def: HISTORIE_AUFTRAEGE_LIST,
    base: (k) =>
      k
        .selectFrom('auftrag as au')
        .innerJoin('antrag as an', (j) => j.on(sql<SqlBool>`an.id = au.antrag_id`))
        .leftJoin('app_user as b', (j) => j.on(sql<SqlBool>`b.id = au.bearbeiter_id`)),
    id: sql`au.id`,
    columns: {
      vorgangsnummer: notNullCol('an.vorgangsnummer'),
      auftragsDatum: notNullCol('au.auftrags_datum'),
      bearbeiter: personName('b'),
      anzahl: col('(select count(*) from historie hc where hc.antrag_id = an.id)'),
      letzteAktion: col(
        '(select hm.created_at from historie hm where hm.antrag_id = an.id order by hm.created_at desc limit 1)',
      ),
      letzteBeschreibung: col(
        '(select hl.beschreibung from historie hl where hl.antrag_id = an.id order by hl.created_at desc, hl.id desc limit 1)',
      ),
      antragId: col('an.id'),
      auftragshistorieUrl: {
        expr: (d) =>
          d === 'mysql'
            ? sql`concat(${`${appBasePath}/auftraghistorie/`}, an.id)`
            : sql`(${`${appBasePath}/auftraghistorie/`} || an.id)`,
      },
    },
  };
}
