import { sql, type SqlBool } from 'kysely';
import { ANTRAEGE_LIST } from '@lap/contracts';
import type { ListSource } from '../engine.js';
import { col } from './column.js';

/** The requests of one applicant. */
export function antraegeListSource(ownerId: string): ListSource<typeof ANTRAEGE_LIST.fields> {
  return {
    def: ANTRAEGE_LIST,
    base: (k) => k.selectFrom('antrag as a').where(sql<SqlBool>`a.owner_id = ${ownerId}`),
    id: sql`a.id`,
    columns: {
      vorgangsnummer: col('a.vorgangsnummer'),
      vorhaben: col('a.vorhaben'),
      ort: col('a.ort'),
      strasse: col('a.strasse'),
      antragStatus: col('a.antrag_status'),
      createDate: col('a.create_date'),
      datumVersand: col('a.datum_versand'),
    },
  };
}
