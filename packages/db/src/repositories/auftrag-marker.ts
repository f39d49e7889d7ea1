import { sql } from 'kysely';
import type { Em } from '../orm.js';
import { driverBoolean } from '../list/engine.js';
import { ueberschrittenSql } from '../list/sources/auftrag.js';

export interface AuftragMarkerRow {
  auftragId: string;
  antragId: string;
  vorgangsnummer: string;
  prioritaet: number;
  bearbeitungsStatus: number;
  vorkasse: boolean;
  ueberschritten: boolean;
  /** Bounding box of all shapes drawn for the request. */
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/**
 * Open orders (bearbeitungsStatus ≠ 3) with drawn shapes, newest first, at most `limit`, each with the box of
 * its shapes (from the stored bbox columns of map_feature: no geometry is parsed).
 */
export async function openAuftragMarkers(
  em: Em,
  options: { limit: number; today: string },
): Promise<AuftragMarkerRow[]> {
  const ueberschritten = ueberschrittenSql(options.today);
  const result = await sql<Record<string, unknown>>`
    select au.id as auftrag_id, an.id as antrag_id, an.vorgangsnummer as vorgangsnummer, au.prioritaet as prioritaet,
      au.bearbeitungs_status as bearbeitungs_status, au.vorkasse as vorkasse, ${ueberschritten} as ueberschritten,
      min(mf.min_x) as min_x, min(mf.min_y) as min_y, max(mf.max_x) as max_x, max(mf.max_y) as max_y
    from auftrag au
    inner join antrag an on an.id = au.antrag_id
    inner join map_feature mf on mf.antrag_id = an.id
    where au.bearbeitungs_status <> 3
    group by au.id, an.id, an.vorgangsnummer, au.prioritaet, au.bearbeitungs_status, au.vorkasse, au.bearbeitungs_frist, au.auftrags_datum
    order by au.auftrags_datum desc, au.id asc
    limit ${sql.lit(Math.max(1, Math.floor(options.limit)))}`.execute(em.getKysely());
  return result.rows.map((r) => ({
    auftragId: String(r['auftrag_id']),
    antragId: String(r['antrag_id']),
    vorgangsnummer: String(r['vorgangsnummer']),
    prioritaet: Number(r['prioritaet']),
    bearbeitungsStatus: Number(r['bearbeitungs_status']),
    vorkasse: driverBoolean(r['vorkasse']),
    ueberschritten: driverBoolean(r['ueberschritten']),
    minX: Number(r['min_x']),
    minY: Number(r['min_y']),
    maxX: Number(r['max_x']),
    maxY: Number(r['max_y']),
  }));
}
