import { sql } from 'kysely';
import { driverInstant as instant } from '../list/engine.js';
import type { Em } from '../orm.js';

/** One open follow-up with what /wiedervorlagen shows of its order, case and case worker. */
export interface WiedervorlageRow {
  id: string;
  auftragId: string;
  antragId: string;
  vorgangsnummer: string;
  versorgerName: string;
  kontakt: string | null;
  telefon: string | null;
  email: string | null;
  angefragtDatum: Date | null;
  vorlageDatum: Date;
  wiedervorlageBemerkung: string | null;
  anfrageStatus: number;
  sachbearbeiterId: string | null;
  sachbearbeiterName: string | null;
}

const text = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

/**
 * Every open follow-up (a supplier row with a follow-up date, not finished, not answered 'abgeschlossen' (3)), newest
 * day first, then by supplier name: one plain query over the columns the screen shows — no entities are loaded, so tens of
 * thousands of open follow-ups cost a few hundred milliseconds, not the ORM's hydration of every row and its relations.
 */
export async function openWiedervorlagen(em: Em, options: { sachbearbeiterId?: string }): Promise<WiedervorlageRow[]> {
  const own = options.sachbearbeiterId === undefined ? sql`` : sql`and v.sachbearbeiter_id = ${options.sachbearbeiterId}`;
  const result = await sql<Record<string, unknown>>`
    select v.id as id, v.auftrag_id as auftrag_id, au.antrag_id as antrag_id, an.vorgangsnummer as vorgangsnummer,
      v.versorger_name as versorger_name, v.kontakt as kontakt, v.telefon as telefon, v.email as email,
      v.angefragt_datum as angefragt_datum, v.vorlage_datum as vorlage_datum, v.wiedervorlage_bemerkung as bemerkung,
      v.anfrage_status as anfrage_status, sb.id as sb_id, sb.vorname as sb_vorname, sb.name as sb_name
    from versorger v
    inner join auftrag au on au.id = v.auftrag_id
    inner join antrag an on an.id = au.antrag_id
    left join app_user sb on sb.id = v.sachbearbeiter_id
    where v.vorlage_datum is not null and v.abgeschlossen = 0 and v.anfrage_status <> 3 ${own}
    order by v.vorlage_datum desc, v.versorger_name asc, v.id asc`.execute(em.getKysely());
  return result.rows.map((r) => ({
    id: String(r['id']),
    auftragId: String(r['auftrag_id']),
    antragId: String(r['antrag_id']),
    vorgangsnummer: String(r['vorgangsnummer']),
    versorgerName: String(r['versorger_name']),
    kontakt: text(r['kontakt']),
    telefon: text(r['telefon']),
    email: text(r['email']),
    angefragtDatum: r['angefragt_datum'] === null || r['angefragt_datum'] === undefined ? null : instant(r['angefragt_datum']),
    vorlageDatum: instant(r['vorlage_datum']),
    wiedervorlageBemerkung: text(r['bemerkung']),
    anfrageStatus: Number(r['anfrage_status']),
    sachbearbeiterId: text(r['sb_id']),
    sachbearbeiterName: r['sb_id'] === null || r['sb_id'] === undefined ? null : `${String(r['sb_vorname'] ?? '')} ${String(r['sb_name'] ?? '')}`.trim(),
  }));
}

/** The supplier row and order of each mail job (the /mailversand rows' links), by job id. */
export async function mailJobLinks(em: Em, jobIds: readonly string[]): Promise<Map<string, { versorgerId: string; auftragId: string }>> {
  if (jobIds.length === 0) return new Map();
  const result = await sql<{ id: string; versorger_id: string; auftrag_id: string }>`
    select j.id as id, j.versorger_id as versorger_id, v.auftrag_id as auftrag_id
    from mail_versand_job j inner join versorger v on v.id = j.versorger_id
    where j.id in (${sql.join(jobIds)})`.execute(em.getKysely());
  return new Map(result.rows.map((r) => [String(r.id), { versorgerId: String(r.versorger_id), auftragId: String(r.auftrag_id) }]));
}
