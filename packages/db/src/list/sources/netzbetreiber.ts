import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { NETZBETREIBER_LIST } from '@lap/contracts';
import type { Dialect, ListSource } from '../engine.js';
import { col } from './column.js';

/** Names of the Netzarten an operator covers anywhere, comma-separated and sorted (dialects differ). */
const netzarten = {
  expr: (d: Dialect) =>
    d === 'mysql'
      ? sql.raw(
          `(select group_concat(distinct na.name order by na.name separator ', ') from netzbetreiber_coverage c join netzart na on na.id = c.netzart_id where c.netzbetreiber_id = n.id)`,
        )
      : sql.raw(
          `(select group_concat(name, ', ') from (select distinct na.name from netzbetreiber_coverage c join netzart na on na.id = c.netzart_id where c.netzbetreiber_id = n.id order by na.name))`,
        ),
  // filters look at each covered Netzart (a semi-join), not at the joined text
  match: (condition: (e: RawBuilder<unknown>) => RawBuilder<SqlBool>) =>
    sql<SqlBool>`n.id in (select c.netzbetreiber_id from netzbetreiber_coverage c join netzart na on na.id = c.netzart_id where ${condition(sql.raw('na.name'))})`,
};

/** /netzbetreiber: operator master data with the size of its coverage. */
export const netzbetreiberListSource: ListSource<typeof NETZBETREIBER_LIST.fields> = {
  def: NETZBETREIBER_LIST,
  base: (k) => k.selectFrom('netzbetreiber as n'),
  id: sql`n.id`,
  columns: {
    schluessel: col('n.schluessel'),
    name: col('n.name'),
    email: col('n.email'),
    telefon: col('n.telefon'),
    kontakt: col('n.kontakt'),
    abfrageart: col('n.abfrageart'),
    portalLink: col('n.portal_link'),
    bemerkung: col('n.bemerkung'),
    anzahlGemeinden: col(
      '(select count(distinct c.gemeinde_id) from netzbetreiber_coverage c where c.netzbetreiber_id = n.id)',
    ),
    netzarten,
  },
};
