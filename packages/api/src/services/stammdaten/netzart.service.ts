import { NETZART_EXCLUDED_ID, type TNetzart } from '@lap/contracts';
import { Netzart, type Em } from '@lap/db';

/** spec 000 §3: id 20 exists but is excluded from selection lists. */
export async function listNetzarten(em: Em, includeExcluded: boolean): Promise<TNetzart[]> {
  const where = includeExcluded ? {} : { id: { $ne: NETZART_EXCLUDED_ID } };
  const rows = await em.find(Netzart, where, { orderBy: { id: 'asc' } });
  return rows.map((n) => ({ id: n.id, sparte: n.sparte, name: n.name, beschreibung: n.beschreibung ?? null }));
}
