import { defineEntity, p, type EntityMetadata, type InferEntity, type TriggerDef } from '@mikro-orm/core';

/**
 * The kept totals of the back-office lists over every row of a table (or every row of one condition): the count and
 * net sum of a list (`liste`) is the sum of its rows here. Triggers on the counted table add a row for every insert,
 * delete and relevant update (`zaehlerTriggers`): a write only inserts, so it takes no lock another writer waits for,
 * and the worker folds a list's rows into one and counts them afresh hourly (repositories/list-zaehler.ts). A list's unfiltered total then reads a
 * handful of rows from the (liste, …) index instead of counting a million (docs/decisions/lists-and-grids.md).
 */
export const ListZaehler = defineEntity({
  name: 'ListZaehler',
  tableName: 'list_zaehler',
  indexes: [{ properties: ['liste', 'gruppe', 'anzahl', 'summeCent'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    liste: p.string().length(40),
    /** The counted row's value of the list's `gruppe` column (a list kept per value, e.g. per dunning level); else NULL. */
    gruppe: p.integer().nullable(),
    anzahl: p.bigint('number'),
    summeCent: p.bigint('number'),
  },
});
export type IListZaehler = InferEntity<typeof ListZaehler>;

/** One kept total: the list's name, the counted table, the summed column (none: a count only), the rows it counts. */
export interface ZaehlerDef {
  liste: string;
  table: string;
  /** The summed column of the counted table (NULL counts as 0). */
  sum?: string;
  /** The condition a row must meet to be counted, over the columns of `row` (`new`, `old`, the table; none: every row). */
  where?: (row: string) => string;
  /** An integer column of the counted table: the totals are kept per value of it (its `set` filter reads them). */
  gruppe?: string;
  /**
   * The tables the condition also reads, joined after the counted table (its recount's FROM). Such a total is not kept
   * by `zaehlerTriggers`, which read the changed row alone, but by triggers of its own on each table it reads.
   */
  join?: string;
}

/**
 * The triggers on `table` that keep its totals (those of ZAEHLER over it). An insert adds the new row's count and sum
 * if it is counted, a delete takes the old row's away; an update that changes a row's sum adds the difference, and one
 * that moves a row in or out of the condition (or changes its sum there) takes the old contribution away and adds the
 * new one. An update that changes neither writes nothing. SQLite and MariaDB both take `insert … select … where`
 * without a FROM.
 */
export function zaehlerTriggers(
  table: string,
): Array<{ name: string; timing: 'after'; events: Array<'insert' | 'delete' | 'update'>; body: string }> {
  const zaehler: ZaehlerDef[] = Object.values(ZAEHLER).filter((z: ZaehlerDef) => z.table === table && !z.join);
  const sumOf = (z: ZaehlerDef, row: 'new' | 'old') => (z.sum ? `coalesce(${row}.${z.sum}, 0)` : '0');
  const gruppeOf = (z: ZaehlerDef, row: 'new' | 'old') => (z.gruppe ? `${row}.${z.gruppe}` : 'null');
  const add = (z: ZaehlerDef, row: 'new' | 'old', anzahl: string, summe: string, when?: string) =>
    when
      ? `insert into list_zaehler (liste, gruppe, anzahl, summe_cent) select '${z.liste}', ${gruppeOf(z, row)}, ${anzahl}, ${summe} where ${when};`
      : `insert into list_zaehler (liste, gruppe, anzahl, summe_cent) values ('${z.liste}', ${gruppeOf(z, row)}, ${anzahl}, ${summe});`;
  const negated = (z: ZaehlerDef) => (z.sum ? `-${sumOf(z, 'old')}` : '0');
  const updated = (z: ZaehlerDef): string[] => {
    if (!z.where && !z.gruppe)
      return z.sum
        ? [add(z, 'new', '0', `${sumOf(z, 'new')} - ${sumOf(z, 'old')}`, `${sumOf(z, 'old')} <> ${sumOf(z, 'new')}`)]
        : [];
    // the row counted before and after, with the same sum and group: nothing to write
    const [was, is] = z.where ? [`(${z.where('old')})`, `(${z.where('new')})`] : [null, null];
    const same = [
      was,
      is,
      `${sumOf(z, 'old')} = ${sumOf(z, 'new')}`,
      z.gruppe ? `${gruppeOf(z, 'old')} = ${gruppeOf(z, 'new')}` : null,
    ]
      .filter((c) => c !== null)
      .join(' and ');
    const unless = (counted: string | null) => [counted, `not (${same})`].filter((c) => c !== null).join(' and ');
    return [add(z, 'old', '-1', negated(z), unless(was)), add(z, 'new', '1', sumOf(z, 'new'), unless(is))];
  };
  const triggers: ReturnType<typeof zaehlerTriggers> = [
    {
      name: `${table}_zaehler_ai`,
      timing: 'after',
      events: ['insert'],
      body: zaehler.map((z) => add(z, 'new', '1', sumOf(z, 'new'), z.where?.('new'))).join(' '),
    },
    {
      name: `${table}_zaehler_ad`,
      timing: 'after',
      events: ['delete'],
      body: zaehler.map((z) => add(z, 'old', '-1', negated(z), z.where?.('old'))).join(' '),
    },
  ];
  const onUpdate = zaehler.flatMap(updated);
  if (onUpdate.length > 0)
    triggers.push({ name: `${table}_zaehler_au`, timing: 'after', events: ['update'], body: onUpdate.join(' ') });
  return triggers;
}

/**
 * An invoice sent and awaiting payment, as far as its own columns tell (spec 001 §2 'Versandte Rechnungen': no
 * prepayment, not completed, neither cancelled nor a cancellation; its request's status 6 is the other half), over the
 * columns of `row`. Every column is NOT NULL but the number, so the condition is never NULL.
 */
export const versandtOffen = (row: string) =>
  `${row}.rechnungs_nummer is not null and ${row}.vorkasse = 0 and ${row}.bezahlt_am is null and ${row}.storniert = 0 and ${row}.storniert_rechnung_id is null`;

/** The kept totals: the lists over every row of their table (or of their table joined, `join`). */
export const ZAEHLER = {
  mailversand: { liste: 'mailversand', table: 'mail_versand_job' },
  rechnungen: { liste: 'rechnungen', table: 'rechnung', sum: 'netto_cent' },
  offeneRechnungen: {
    liste: 'rechnungen_offen',
    table: 'rechnung',
    sum: 'netto_cent',
    where: (row: string) => `${row}.abgeschlossen = 0`,
  },
  mahnungen: { liste: 'mahnungen', table: 'mahnung', sum: 'netto_cent' },
  mahnungenNachStufe: { liste: 'mahnungen_stufe', table: 'mahnung', sum: 'netto_cent', gruppe: 'mahnung_status' },
  // /rechnungenbezahlt: the invoice's condition and its request's status (versandtZaehlerTriggers)
  versandteRechnungen: {
    liste: 'rechnungen_versandt',
    table: 'rechnung',
    sum: 'netto_cent',
    join: 'join auftrag au on au.id = rechnung.auftrag_id join antrag an on an.id = au.antrag_id',
    where: (row: string) => `${versandtOffen(row)} and an.antrag_status = 6`,
  },
} as const satisfies Record<string, ZaehlerDef>;

/** The database a trigger is written for. */
export type ZaehlerDialect = 'mysql' | 'sqlite';

/**
 * The triggers that keep 'Versandte Rechnungen' (ZAEHLER.versandteRechnungen): its condition reads the invoice and its
 * request's status, so the invoice's triggers read the request's status, and the request's trigger counts its invoices
 * when its status moves to 6 or away from it. On MariaDB they read the other table in `select … into`, a consistent read
 * that takes no lock (a subquery of `insert … select` locks the rows it reads: a request's row lock taken by every
 * invoice written, which two sends of one request would deadlock on). A write that races another on the same request —
 * one reads the status the other is changing — may leave the total one invoice off until the hourly recount. SQLite
 * has one writer at a time and takes the same reads in plain `insert … select`.
 */
export function versandtZaehlerTriggers(dialect: ZaehlerDialect): { rechnung: TriggerDef[]; antrag: TriggerDef[] } {
  const liste = ZAEHLER.versandteRechnungen.liste;
  const row = (anzahl: string, summe: string) =>
    `insert into list_zaehler (liste, gruppe, anzahl, summe_cent) values ('${liste}', null, ${anzahl}, ${summe});`;
  const counted = (r: 'new' | 'old') => `(${versandtOffen(r)})`;
  // an update that leaves a counted invoice counted, with its sum and its order: nothing to write
  const same = `${counted('old')} and ${counted('new')} and old.netto_cent = new.netto_cent and old.auftrag_id = new.auftrag_id`;
  const statusOf = (into: string, auftrag: string) =>
    `select max(an.antrag_status) into ${into} from auftrag au join antrag an on an.id = au.antrag_id where au.id = ${auftrag};`;
  const moved = '(old.antrag_status = 6) <> (new.antrag_status = 6)';
  if (dialect === 'mysql') {
    const invoice = (r: 'new' | 'old', sign: '' | '-') =>
      `declare st int; if ${counted(r)} then ${statusOf('st', `${r}.auftrag_id`)} if st = 6 then ${row(`${sign}1`, `${sign}${r}.netto_cent`)} end if; end if;`;
    return {
      rechnung: [
        { name: 'rechnung_versandt_ai', timing: 'after', events: ['insert'], body: invoice('new', '') },
        { name: 'rechnung_versandt_ad', timing: 'after', events: ['delete'], body: invoice('old', '-') },
        {
          name: 'rechnung_versandt_au',
          timing: 'after',
          events: ['update'],
          body:
            `declare st_old int; declare st_new int; if (${counted('old')} or ${counted('new')}) and not (${same}) then ` +
            `${statusOf('st_new', 'new.auftrag_id')} ` +
            `if old.auftrag_id = new.auftrag_id then set st_old = st_new; else ${statusOf('st_old', 'old.auftrag_id')} end if; ` +
            `if ${counted('old')} and st_old = 6 then ${row('-1', '-old.netto_cent')} end if; ` +
            `if ${counted('new')} and st_new = 6 then ${row('1', 'new.netto_cent')} end if; end if;`,
        },
      ],
      antrag: [
        {
          name: 'antrag_versandt_au',
          timing: 'after',
          events: ['update'],
          body:
            `declare n bigint; declare s bigint; if ${moved} then ` +
            `select count(*), coalesce(sum(re.netto_cent), 0) into n, s from rechnung re join auftrag au on au.id = re.auftrag_id where au.antrag_id = new.id and ${versandtOffen('re')}; ` +
            `if n > 0 and new.antrag_status = 6 then ${row('n', 's')} elseif n > 0 then ${row('-n', '-s')} end if; end if;`,
        },
      ],
    };
  }
  const invoice = (r: 'new' | 'old', sign: '' | '-', also = '') =>
    `insert into list_zaehler (liste, gruppe, anzahl, summe_cent) select '${liste}', null, ${sign}1, ${sign}${r}.netto_cent from auftrag au join antrag an on an.id = au.antrag_id where au.id = ${r}.auftrag_id and an.antrag_status = 6 and ${counted(r)}${also};`;
  // +1 into status 6, -1 out of it (no `case … end`: the ORM reads a SQLite trigger's body up to its first `end`)
  const sign = '((new.antrag_status = 6) * 2 - 1)';
  return {
    rechnung: [
      { name: 'rechnung_versandt_ai', timing: 'after', events: ['insert'], body: invoice('new', '') },
      { name: 'rechnung_versandt_ad', timing: 'after', events: ['delete'], body: invoice('old', '-') },
      {
        name: 'rechnung_versandt_au',
        timing: 'after',
        events: ['update'],
        body: `${invoice('old', '-', ` and not (${same})`)} ${invoice('new', '', ` and not (${same})`)}`,
      },
    ],
    antrag: [
      {
        name: 'antrag_versandt_au',
        timing: 'after',
        events: ['update'],
        body:
          `insert into list_zaehler (liste, gruppe, anzahl, summe_cent) select '${liste}', null, c.n * ${sign}, c.s * ${sign} ` +
          `from (select count(*) as n, coalesce(sum(re.netto_cent), 0) as s from rechnung re join auftrag au on au.id = re.auftrag_id where au.antrag_id = new.id and ${versandtOffen('re')}) c where c.n > 0 and ${moved};`,
      },
    ],
  };
}

/**
 * Adds the triggers written per database (versandtZaehlerTriggers) to their tables' metadata while the ORM discovers
 * the entities (`discovery.onMetadata`): the entities themselves are shared by both databases.
 */
export function addDialectTriggers(dialect: ZaehlerDialect) {
  const triggers = versandtZaehlerTriggers(dialect);
  return (meta: EntityMetadata): void => {
    if (meta.tableName === 'rechnung') meta.triggers = [...meta.triggers, ...triggers.rechnung];
    if (meta.tableName === 'antrag') meta.triggers = [...meta.triggers, ...triggers.antrag];
  };
}
