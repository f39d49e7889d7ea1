import type { TAnfrageStatus, TVersorger } from '@lap/contracts';
import { nurDeaktivierteGemeinden } from '@lap/domain';
import { sql } from 'kysely';
import { driverBoolean, driverInstant, driverNumber, driverText as text, type Em } from '@lap/db';

type Raw = Record<string, unknown>;
const iso = (v: unknown): string | null => (v === null || v === undefined ? null : driverInstant(v).toISOString());

/** The history of a supplier row as the table's Historie modal loads it (spec 001 §7 GetHistorieVersorgerById). */
export const auskunftHistorieUrl = (id: string): string => `api/Auftraege/GetHistorieVersorgerById/${id}`;

type TGemeindeVersorger = TVersorger['gemeindeVersorger'][number];

/**
 * Supplier rows as the spec names their fields (001 §3), in the order of `ids`, with their municipalities
 * (gemeindeVersorger): two statements, no entities (hydration was a third of the page's time; see
 * docs/decisions/lists-and-grids.md). The edits read their answer with it inside their transaction after a flush: the
 * statements run on the transaction's connection, so they see what it wrote.
 */
export async function versorgerViews(em: Em, ids: readonly string[]): Promise<TVersorger[]> {
  if (ids.length === 0) return [];
  const k = em.getKysely<Record<string, Raw>>();
  const idList = sql.join([...ids]);
  const rows = await sql<Raw>`
    select v.id, v.auftrag_id, v.versorger_name, v.netzbetreiber_id, v.netzbetreiber_aktion_url, v.netzbetreiber_url, v.email,
      v.telefon, v.kontakt, v.bemerkung, v.portal_link, v.abfrageart, v.angefragt_datum, v.auskunft_datum, v.vorlage_datum,
      v.abgeschlossen, v.auskunft_bemerkung, v.anfrage_status, v.email_generierung_aktion_url, v.automatik_versand, v.position_id
    from versorger v
    where v.id in (${idList})`.execute(k);
  const links = await sql<Raw>`
    select vg.versorger_id, g.id as gemeinde_id, g.name as gemeinde_name, vg.disabled, vg.getroffen
    from versorger_gemeinde vg
    join gemeinde g on g.id = vg.gemeinde_id
    where vg.versorger_id in (${idList})
    order by g.name asc, vg.id asc`.execute(k);
  const gemeindenOf = new Map<string, TGemeindeVersorger[]>();
  for (const l of links.rows) {
    const key = String(l.versorger_id);
    const list = gemeindenOf.get(key) ?? [];
    list.push({
      gemeindeId: Number(l.gemeinde_id),
      gemeindeName: String(l.gemeinde_name),
      disabled: driverBoolean(l.disabled),
      getroffen: driverBoolean(l.getroffen),
    });
    gemeindenOf.set(key, list);
  }
  const byId = new Map(rows.rows.map((r) => [String(r.id), r]));
  return ids.flatMap((key) => {
    const r = byId.get(key);
    return r ? [viewOf(r, gemeindenOf.get(key) ?? [])] : [];
  });
}

export async function versorgerViewOf(em: Em, versorgerId: string): Promise<TVersorger> {
  const [view] = await versorgerViews(em, [versorgerId]);
  if (!view) throw new Error(`Versorger ${versorgerId} verschwunden`);
  return view;
}

function viewOf(r: Raw, gemeindeVersorger: TGemeindeVersorger[]): TVersorger {
  const versorgerId = String(r.id);
  return {
    id: versorgerId,
    auftragId: String(r.auftrag_id),
    versorgerName: String(r.versorger_name),
    netzbetreiberId: driverNumber(r.netzbetreiber_id),
    netzbetreiberAktionUrl: text(r.netzbetreiber_aktion_url),
    netzbetreiberUrl: text(r.netzbetreiber_url),
    email: text(r.email),
    telefon: text(r.telefon),
    kontakt: text(r.kontakt),
    bemerkung: text(r.bemerkung),
    portalLink: text(r.portal_link),
    abfrageart: String(r.abfrageart ?? ''),
    angefragtDatum: iso(r.angefragt_datum),
    auskunftDatum: iso(r.auskunft_datum),
    vorlageDatum: iso(r.vorlage_datum),
    abgeschlossen: driverBoolean(r.abgeschlossen),
    auskunftBemerkung: text(r.auskunft_bemerkung),
    auskunftHistorieUrl: auskunftHistorieUrl(versorgerId),
    anfrageStatus: Number(r.anfrage_status) as TAnfrageStatus,
    gemeindeVersorger,
    emailGenerierungAktionUrl: text(r.email_generierung_aktion_url),
    automatikVersand: driverBoolean(r.automatik_versand),
    positionId: driverNumber(r.position_id),
    nurDeaktivierteGemeinden: nurDeaktivierteGemeinden(gemeindeVersorger),
  };
}
