import {
  AUFTRAEGE_FEATURES_MAX,
  ZAuftraegeFeatures,
  ZAuftraegeListResult,
  type TAuftraegeFeatures,
} from '@lap/contracts';
import { germanToday } from '@lap/domain';
import { auftraegeListSource, openAuftragMarkers } from '@lap/db';
import { listPage, type TListPageQuery } from '../list.js';
import type { StaffContext } from '../../procedures.js';

/** GetAuftraege (/auftraege): finished and prepayment orders only with 'abgeschlossene Aufträge anzeigen'. */
export async function listAuftraege(ctx: StaffContext, query: TListPageQuery & { abgeschlossene: boolean }) {
  const source = auftraegeListSource({ abgeschlossene: query.abgeschlossene, today: germanToday() });
  return ZAuftraegeListResult.parse(await listPage(ctx.em, source, query));
}

/**
 * GetAuftraegeFeatures: one Point per open order at the centre of the box of its drawn area, for the overview
 * map's markers; the newest AUFTRAEGE_FEATURES_MAX orders (`truncated` says when there are more).
 */
export async function auftraegeFeatures(ctx: StaffContext): Promise<TAuftraegeFeatures> {
  const rows = await openAuftragMarkers(ctx.em, { limit: AUFTRAEGE_FEATURES_MAX + 1, today: germanToday() });
  const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
  return ZAuftraegeFeatures.parse({
    type: 'FeatureCollection',
    truncated: rows.length > AUFTRAEGE_FEATURES_MAX,
    features: rows.slice(0, AUFTRAEGE_FEATURES_MAX).map((r) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [round6((r.minX + r.maxX) / 2), round6((r.minY + r.maxY) / 2)] },
      properties: {
        vorgangsnummer: r.vorgangsnummer,
        Vorgangsnummer: r.vorgangsnummer,
        auftragId: r.auftragId,
        antragId: r.antragId,
        prioritaet: r.prioritaet,
        bearbeitungsStatus: r.bearbeitungsStatus,
        vorkasse: r.vorkasse,
        ueberschritten: r.ueberschritten,
      },
    })),
  });
}
