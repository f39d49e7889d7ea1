import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { ANGEBOT_HISTORIE_LIST } from '@lap/contracts';
import type { ListSource } from '../engine.js';

const col = (expr: string) => ({ expr: () => sql.raw(expr) as RawBuilder<unknown> });
const netto = '(select coalesce(sum(ap.gesamtpreis_cent), 0) from angebot_position ap where ap.angebot_id = ag.id)';
const rabattSumme = `round(${netto} * coalesce(ag.rabatt, 0) / 100)`;

/** The offers of one customer with their order date and amounts (money in cents). */
export function angebotHistorieSource(userId: string, appBasePath: string): ListSource<typeof ANGEBOT_HISTORIE_LIST.fields> {
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
