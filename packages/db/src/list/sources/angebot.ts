import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { ANGEBOT_LIST_STATUSES, ANGEBOTE_LIST } from '@lap/contracts';
import { joinWithIndex, type Dialect, type ListSelect, type ListSource, type LooseDB } from '../engine.js';
import { ANGEBOT_LIST_INDEX } from '../../entities/angebot.js';
import { col, notNullCol } from './column.js';

/** A customer who has not yet paid an invoice (spec 000 §1): none of their requests reached 'Rechnung bezahlt' (7). */
export const ERSTKUNDE_SQL =
  '(case when exists (select 1 from antrag paid where paid.owner_id = an.owner_id and paid.antrag_status = 7) then 0 else 1 end)';
// the offer's net sum (angebot.netto_cent, kept from its lines), copied onto its request by triggers
// (angebot_netto_cent); NULL for a request without an offer
const NETTO_SQL = 'an.angebot_netto_cent';

/**
 * Sent requests and their offers. Staff see statuses 2, 3, 4 and 8 (001 §2); a customer sees their own
 * offers (status 3 and later) except 8 (000 §4).
 */
export function angeboteListSource(
  scope: { kind: 'staff' } | { kind: 'customer'; ownerId: string },
): ListSource<typeof ANGEBOTE_LIST.fields> {
  // the offer (for its prepayment flag) through (antrag_id, vorkasse_status), which holds what the list reads of it:
  // MariaDB's own choice, the unique antrag_id index, reads every offer's row as well
  const withOffer = (k: Kysely<LooseDB>, d: Dialect) =>
    k
      .selectFrom('antrag as an')
      .leftJoin(joinWithIndex(d, 'angebot as ag', ANGEBOT_LIST_INDEX), (j) => j.on(sql<SqlBool>`ag.antrag_id = an.id`));
  const scoped = (q: ListSelect) =>
    scope.kind === 'staff'
      ? q.where(sql<SqlBool>`an.antrag_status in (${sql.join([...ANGEBOT_LIST_STATUSES])})`)
      : q.where(
          sql<SqlBool>`an.owner_id = ${scope.ownerId} and an.antrag_status >= 3 and an.antrag_status <> 8 and an.angebot_versand is not null`,
        );
  return {
    def: ANGEBOTE_LIST,
    base: (k, d) =>
      scoped(
        withOffer(k, d).innerJoin('person as pe', (j) =>
          j.on(sql<SqlBool>`pe.antrag_id = an.id and pe.person_typ = 1`),
        ),
      ),
    id: sql`an.id`,
    // the offer is unique per request and every sent request has exactly one applicant (personTyp 1); the offer's
    // dispatch is copied onto the request (antrag.angebot_versand, kept by triggers), so the default order is the
    // requests' own index
    // staff: a filtered page by case number is looked for among the 5,000 requests nearest that end first
    // (`straightFrom`). Not for a customer, whose few requests are spread over the whole index. The offer date is listed
    // but never read along its index any more (its NULLs sort first: `nullsNewest`).
    ...(scope.kind === 'staff'
      ? { straightOrder: ['vorgangsnummer', 'angebotAm'] as const, straightFrom: 'antrag as an' }
      : {}),
    // the staff's total and net sum over ~20,000 requests from one index range, (antrag_status, angebot_netto_cent)
    narrow: [
      {
        base: (k) => scoped(k.selectFrom('antrag as an')),
        fields: [
          'vorgangsnummer',
          'antragStatus',
          'vorhaben',
          'ort',
          'antragVersand',
          'angebotAm',
          'nettoBetrag',
          'erstKunde',
        ],
      },
      {
        base: (k, d) => scoped(withOffer(k, d)),
        fields: [
          'vorgangsnummer',
          'antragStatus',
          'vorhaben',
          'ort',
          'antragVersand',
          'angebotAm',
          'nettoBetrag',
          'vorkasse',
          'erstKunde',
        ],
      },
    ],
    columns: {
      vorgangsnummer: notNullCol('an.vorgangsnummer'),
      antragStatus: col('an.antrag_status'),
      firma: col('pe.firma'),
      antragsteller: {
        expr: (d) =>
          sql.raw(d === 'mysql' ? "trim(concat(pe.vorname, ' ', pe.name))" : "trim(pe.vorname || ' ' || pe.name)"),
      },
      telefon: col('pe.telefon'),
      vorhaben: col('an.vorhaben'),
      // the request's place: a few thousand names over years of requests, read by the antrag (ort) index
      ort: { ...col('an.ort'), fewValues: { table: 'antrag', column: 'ort' } },
      antragVersand: col('an.datum_versand'),
      // issue 42: a request without an offer yet is the newest work: first in the default order (offer date descending),
      // newest request first among them
      angebotAm: {
        ...col('an.angebot_versand'),
        nullsNewest: () => sql.raw('an.datum_versand') as RawBuilder<unknown>,
      },
      nettoBetrag: col(NETTO_SQL),
      vorkasse: col('(case when ag.vorkasse_status is not null and ag.vorkasse_status <> 0 then 1 else 0 end)'),
      erstKunde: col(ERSTKUNDE_SQL),
    },
  };
}
