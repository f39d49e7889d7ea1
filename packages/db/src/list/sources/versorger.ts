import { sql, type SqlBool } from 'kysely';
import { VERSORGER_LIST } from '@lap/contracts';
import type { ListSource } from '../engine.js';
import { col, notNullCol } from './column.js';

/**
 * A supplier brought only by switched-off municipalities (the rule of `nurDeaktivierteGemeinden` in
 * @lap/domain, in SQL): at least one municipality its coverage hits, and none of those still active.
 */
export const NUR_DEAKTIVIERTE_GEMEINDEN_SQL =
  '(case when exists (select 1 from versorger_gemeinde vg where vg.versorger_id = v.id and vg.getroffen = 1)' +
  ' and not exists (select 1 from versorger_gemeinde vg where vg.versorger_id = v.id and vg.getroffen = 1 and vg.disabled = 0) then 1 else 0 end)';

/** The supplier rows of one order (/bearbeitungslist); rows with abgeschlossen are hidden unless asked for. */
export function versorgerListSource(scope: {
  auftragId: string;
  abgeschlosseneAnzeigen: boolean;
}): ListSource<typeof VERSORGER_LIST.fields> {
  return {
    def: VERSORGER_LIST,
    base: (k) => {
      const q = k.selectFrom('versorger as v').where(sql<SqlBool>`v.auftrag_id = ${scope.auftragId}`);
      return scope.abgeschlosseneAnzeigen ? q : q.where(sql<SqlBool>`v.abgeschlossen = 0`);
    },
    id: sql`v.id`,
    columns: {
      versorgerName: notNullCol('v.versorger_name'),
      email: col('v.email'),
      telefon: col('v.telefon'),
      kontakt: col('v.kontakt'),
      bemerkung: col('v.bemerkung'),
      abfrageart: col('v.abfrageart'),
      anfrageStatus: col('v.anfrage_status'),
      angefragtDatum: col('v.angefragt_datum'),
      auskunftDatum: col('v.auskunft_datum'),
      vorlageDatum: col('v.vorlage_datum'),
      abgeschlossen: col('v.abgeschlossen'),
      auskunftBemerkung: col('v.auskunft_bemerkung'),
      automatikVersand: col('v.automatik_versand'),
      nurDeaktivierteGemeinden: col(NUR_DEAKTIVIERTE_GEMEINDEN_SQL),
    },
  };
}
