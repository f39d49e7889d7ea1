import type { TAnfrageStatus, TVersorger } from '@lap/contracts';
import { nurDeaktivierteGemeinden } from '@lap/domain';
import { Versorger, VersorgerGemeinde, type Em, type IVersorger } from '@lap/db';

const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);

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
    return v ? [toView(v, byVersorger.get(id) ?? [])] : [];
  });
}

export async function versorgerViewOf(em: Em, id: string): Promise<TVersorger> {
  const [view] = await versorgerViews(em, [id]);
  if (!view) throw new Error(`Versorger ${id} verschwunden`);
  return view;
}

function toView(v: IVersorger, links: ReadonlyArray<{ gemeinde: { id: number; name: string }; disabled: boolean; getroffen: boolean }>): TVersorger {
  const gemeindeVersorger = links.map((l) => ({ gemeindeId: l.gemeinde.id, gemeindeName: l.gemeinde.name, disabled: l.disabled, getroffen: l.getroffen }));
  return {
    id: v.id,
    auftragId: v.auftrag.id,
    versorgerName: v.versorgerName,
    netzbetreiberId: v.netzbetreiber?.id ?? null,
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
    positionId: v.position?.id ?? null,
    nurDeaktivierteGemeinden: nurDeaktivierteGemeinden(gemeindeVersorger),
  };
}
