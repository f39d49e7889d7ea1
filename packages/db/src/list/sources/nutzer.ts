import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { CUSTOMER_LIST, NUTZER_LIST, ROLE, ROLLEN_LIST } from '@lap/contracts';
import type { Dialect, ListFieldSql, ListSource } from '../engine.js';
import { col, notNullCol } from './column.js';

/**
 * A text column of the user (alias `u`): a text filter on it is matched against the users alone first, and when few
 * match (`fewRows`), the page and its count are read for those users by their ids instead of each testing every user
 * again ('e-mail enthält …' over 100,000 users: one scan instead of two at once on a page's two statements).
 */
const userText = (expr: string, notNull?: true): ListFieldSql => ({
  ...(notNull ? notNullCol(expr) : col(expr)),
  fewRows: { table: 'app_user as u', key: 'u.id', ref: 'u.id' },
});

/** Columns both user lists show, over alias `u` (app_user). */
const userColumns = {
  email: userText('u.email', true),
  vorname: userText('u.vorname'),
  name: userText('u.name'),
  firma: userText('u.firma'),
  telefon: userText('u.telefon'),
  anzahlAntraege: col('(select count(*) from antrag a where a.owner_id = u.id)'),
  createdAt: notNullCol('u.created_at'),
};

/** Role names of a user (alias `u`), comma-separated and sorted; the aggregate syntax differs per dialect. */
export const rollen = {
  expr: (d: Dialect) =>
    d === 'mysql'
      ? sql.raw(
          `(select group_concat(r.name order by r.name separator ', ') from user_role ur join role r on r.id = ur.role_id where ur.user_id = u.id)`,
        )
      : sql.raw(
          `(select group_concat(name, ', ') from (select r.name from user_role ur join role r on r.id = ur.role_id where ur.user_id = u.id order by r.name))`,
        ),
  match: (condition: (e: RawBuilder<unknown>) => RawBuilder<SqlBool>) =>
    sql<SqlBool>`u.id in (select ur.user_id from user_role ur join role r on r.id = ur.role_id where ${condition(sql.raw('r.name'))})`,
};

export const nutzerListSource: ListSource<typeof NUTZER_LIST.fields> = {
  def: NUTZER_LIST,
  base: (k) => k.selectFrom('app_user as u').where(sql<SqlBool>`u.deleted_at is null`),
  id: sql`u.id`,
  columns: {
    ...userColumns,
    ort: userText('u.ort'),
    rollen,
    emailConfirmed: col('u.email_confirmed'),
  },
};

export const customerListSource: ListSource<typeof CUSTOMER_LIST.fields> = {
  def: CUSTOMER_LIST,
  base: (k) =>
    k
      .selectFrom('app_user as u')
      .where(sql<SqlBool>`u.deleted_at is null`)
      .where(
        sql<SqlBool>`exists (select 1 from user_role ur join role r on r.id = ur.role_id where ur.user_id = u.id and r.name = ${ROLE.Antragsteller})`,
      ),
  id: sql`u.id`,
  columns: {
    ...userColumns,
    // spec 000 §2: a request below status 2 is unfinished (Antrag unvollständig)
    anzahlUnvollstaendig: col('(select count(*) from antrag a where a.owner_id = u.id and a.antrag_status < 2)'),
    registrierungsGrund: col('u.registrierungs_grund'),
    newsletterAkzeptiert: col('u.newsletter_akzeptiert'),
    bemerkung: col('u.bemerkung'),
  },
};

export const rollenListSource: ListSource<typeof ROLLEN_LIST.fields> = {
  def: ROLLEN_LIST,
  base: (k) => k.selectFrom('role as r'),
  id: sql`r.id`,
  columns: {
    text: col('r.name'),
    anzahlRolle: col(
      '(select count(*) from user_role ur join app_user u on u.id = ur.user_id where ur.role_id = r.id and u.deleted_at is null)',
    ),
  },
};
