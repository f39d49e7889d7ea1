import type { TAnfrageStatus, TVersorger } from '@lap/contracts';
import { nurDeaktivierteGemeinden } from '@lap/domain';
import { sql } from 'kysely';
import { driverBoolean, driverInstant, Versorger, VersorgerGemeinde, type Em, type IVersorger } from '@lap/db';

const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);

/** What a supplier row's view is made of: the row's own fields, its order, operator and position by id. */
type VersorgerFields = Pick<
  IVersorger,
  | 'id' | 'versorgerName' | 'netzbetreiberAktionUrl' | 'netzbetreiberUrl' | 'email' | 'telefon' | 'kontakt' | 'bemerkung' | 'portalLink' | 'abfrageart'
  | 'angefragtDatum' | 'auskunftDatum' | 'vorlageDatum' | 'abgeschlossen' | 'auskunftBemerkung' | 'anfrageStatus' | 'emailGenerierungAktionUrl' | 'automatikVersand'
> & { auftragId: string; netzbetreiberId: number | null; positionId: number | null };

interface GemeindeLink {
  gemeinde: { id: number; name: string };
  disabled: boolean;
  getroffen: boolean;
}

type Raw = Record<string, unknown>;
const text = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
const instant = (v: unknown): Date | null => (v === null || v === undefined ? null : driverInstant(v));

/** The history of a supplier row as the table's Historie modal loads it (spec 001 §7 GetHistorieVersorgerById). */
export const auskunftHistorieUrl = (id: string): string => `api/Auftraege/GetHistorieVersorgerById/${id}`;

/**
 * Supplier rows as the spec names their fields (001 §3), in the order of `ids`, with their municipalities
 * (gemeindeVersorger) from one query.
 */
export async function versorgerViews(em: Em, ids: readonly string[]): Promise<TVersorger[]> {
  if (ids.length === 0) return [];
  // the relations are read by id only: references, no extra queries
  const rows = await em.find(Versorger, { id: { $in: [...ids] } });
  const links = await em.find(VersorgerGemeinde, { versorger: { $in: [...ids] } }, { populate: ['gemeinde'], orderBy: { gemeinde: { name: 'asc' }, id: 'asc' } });
  const byVersorger = new Map<string, typeof links>();
  for (const link of links) byVersorger.set(link.versorger.id, [...(byVersorger.get(link.versorger.id) ?? []), link]);
  const byId = new Map(rows.map((v) => [v.id, v]));
  return ids.flatMap((id) => {
    const v = byId.get(id);
    return v ? [toView(fieldsOf(v), byVersorger.get(id) ?? [])] : [];
  });
}

/**
 * The supplier table's page of rows (/bearbeitungslist), read by id in two statements without loading entities: the rows
 * and their municipalities. The same views as `versorgerViews` (which the edits use inside their transaction, where the
 * identity map holds what is not written yet); entity hydration took ~5 ms of a 16 ms page.
 */
export async function versorgerListViews(em: Em, ids: readonly string[]): Promise<TVersorger[]> {
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
  const byVersorger = new Map<string, GemeindeLink[]>();
  for (const l of links.rows) {
    const key = String(l.versorger_id);
    const list = byVersorger.get(key) ?? [];
    list.push({ gemeinde: { id: Number(l.gemeinde_id), name: String(l.gemeinde_name) }, disabled: driverBoolean(l.disabled), getroffen: driverBoolean(l.getroffen) });
    byVersorger.set(key, list);
  }
  const byId = new Map(
    rows.rows.map((r): [string, VersorgerFields] => [
      String(r.id),
      {
        id: String(r.id),
        auftragId: String(r.auftrag_id),
        versorgerName: String(r.versorger_name),
        netzbetreiberId: r.netzbetreiber_id === null || r.netzbetreiber_id === undefined ? null : Number(r.netzbetreiber_id),
        netzbetreiberAktionUrl: text(r.netzbetreiber_aktion_url),
        netzbetreiberUrl: text(r.netzbetreiber_url),
        email: text(r.email),
        telefon: text(r.telefon),
        kontakt: text(r.kontakt),
        bemerkung: text(r.bemerkung),
        portalLink: text(r.portal_link),
        abfrageart: String(r.abfrageart ?? ''),
        angefragtDatum: instant(r.angefragt_datum),
        auskunftDatum: instant(r.auskunft_datum),
        vorlageDatum: instant(r.vorlage_datum),
        abgeschlossen: driverBoolean(r.abgeschlossen),
        auskunftBemerkung: text(r.auskunft_bemerkung),
        anfrageStatus: Number(r.anfrage_status) as TAnfrageStatus,
        emailGenerierungAktionUrl: text(r.email_generierung_aktion_url),
        automatikVersand: driverBoolean(r.automatik_versand),
        positionId: r.position_id === null || r.position_id === undefined ? null : Number(r.position_id),
      },
    ]),
  );
  return ids.flatMap((id) => {
    const v = byId.get(id);
    return v ? [toView(v, byVersorger.get(id) ?? [])] : [];
  });
}

const fieldsOf = (v: IVersorger): VersorgerFields => ({
  id: v.id,
  auftragId: v.auftrag.id,
  versorgerName: v.versorgerName,
  netzbetreiberId: v.netzbetreiber?.id ?? null,
  netzbetreiberAktionUrl: v.netzbetreiberAktionUrl,
  netzbetreiberUrl: v.netzbetreiberUrl,
  email: v.email,
  telefon: v.telefon,
  kontakt: v.kontakt,
  bemerkung: v.bemerkung,
  portalLink: v.portalLink,
  abfrageart: v.abfrageart,
  angefragtDatum: v.angefragtDatum,
  auskunftDatum: v.auskunftDatum,
  vorlageDatum: v.vorlageDatum,
  abgeschlossen: v.abgeschlossen,
  auskunftBemerkung: v.auskunftBemerkung,
  anfrageStatus: v.anfrageStatus,
  emailGenerierungAktionUrl: v.emailGenerierungAktionUrl,
  automatikVersand: v.automatikVersand,
  positionId: v.position?.id ?? null,
});

export async function versorgerViewOf(em: Em, id: string): Promise<TVersorger> {
  const [view] = await versorgerViews(em, [id]);
  if (!view) throw new Error(`Versorger ${id} verschwunden`);
  return view;
}

function toView(v: VersorgerFields, links: readonly GemeindeLink[]): TVersorger {
  const gemeindeVersorger = links.map((l) => ({ gemeindeId: l.gemeinde.id, gemeindeName: l.gemeinde.name, disabled: l.disabled, getroffen: l.getroffen }));
  return {
    id: v.id,
    auftragId: v.auftragId,
    versorgerName: v.versorgerName,
    netzbetreiberId: v.netzbetreiberId,
    netzbetreiberAktionUrl: v.netzbetreiberAktionUrl ?? null,
    netzbetreiberUrl: v.netzbetreiberUrl ?? null,
    email: v.email ?? null,
    telefon: v.telefon ?? null,
    kontakt: v.kontakt ?? null,
    bemerkung: v.bemerkung ?? null,
    portalLink: v.portalLink ?? null,
    abfrageart: v.abfrageart,
    angefragtDatum: iso(v.angefragtDatum),
    auskunftDatum: iso(v.auskunftDatum),
    vorlageDatum: iso(v.vorlageDatum),
    abgeschlossen: v.abgeschlossen,
    auskunftBemerkung: v.auskunftBemerkung ?? null,
    auskunftHistorieUrl: auskunftHistorieUrl(v.id),
    anfrageStatus: v.anfrageStatus satisfies TAnfrageStatus,
    gemeindeVersorger,
    emailGenerierungAktionUrl: v.emailGenerierungAktionUrl ?? null,
    automatikVersand: v.automatikVersand,
    positionId: v.positionId,
    nurDeaktivierteGemeinden: nurDeaktivierteGemeinden(gemeindeVersorger),
  };
}
