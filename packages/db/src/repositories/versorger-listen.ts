import type { TMailJobWerte } from '@lap/domain';
import { sql } from 'kysely';
import { dialectOf, driverInstant as instant, driverText as text, instantParam } from '../list/engine.js';
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

/** An open follow-up: a date set, the supplier row not finished and not answered 'abgeschlossen' (anfrageStatus 3). */
const OFFEN = sql`v.vorlage_datum is not null and v.abgeschlossen = 0 and v.anfrage_status <> 3`;
const eigene = (sachbearbeiterId: string | undefined) =>
  sachbearbeiterId === undefined ? sql`` : sql`and v.sachbearbeiter_id = ${sachbearbeiterId}`;

/** A stretch of time [von, bis): a Berlin day's follow-ups. */
export interface Zeitraum {
  von: Date;
  bis: Date;
}
const innerhalb = (em: Em, z: Zeitraum | undefined) =>
  z ? sql`and v.vorlage_datum >= ${instantParam(em, z.von)} and v.vorlage_datum < ${instantParam(em, z.bis)}` : sql``;

/** How many open follow-ups fall in a stretch of time (a day group's count). */
export async function countOpenWiedervorlagen(
  em: Em,
  options: { sachbearbeiterId?: string; zeitraum: Zeitraum },
): Promise<number> {
  const result = await sql<{ n: unknown }>`
    select count(*) as n from versorger v
    where ${OFFEN} ${eigene(options.sachbearbeiterId)} ${innerhalb(em, options.zeitraum)}`.execute(em.getKysely());
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * Every open follow-up, or those of one stretch of time (a Berlin day), newest day first, then by supplier name,
 * optionally one page of them: one plain query over the columns the screen shows — no entities are loaded, so tens of
 * thousands of open follow-ups cost a few hundred milliseconds, not the ORM's hydration of every row and its relations.
 */
export async function openWiedervorlagen(
  em: Em,
  options: { sachbearbeiterId?: string; zeitraum?: Zeitraum; seite?: { offset: number; limit: number } },
): Promise<WiedervorlageRow[]> {
  const { seite } = options;
  // whole numbers of ours (the page's input is checked): literals, as MariaDB's prepared LIMIT wants integers
  const page = seite
    ? sql`limit ${sql.lit(Math.trunc(seite.limit))} offset ${sql.lit(Math.trunc(seite.offset))}`
    : sql``;
  const result = await sql<Record<string, unknown>>`
    select v.id as id, v.auftrag_id as auftrag_id, au.antrag_id as antrag_id, an.vorgangsnummer as vorgangsnummer,
      v.versorger_name as versorger_name, v.kontakt as kontakt, v.telefon as telefon, v.email as email,
      v.angefragt_datum as angefragt_datum, v.vorlage_datum as vorlage_datum, v.wiedervorlage_bemerkung as bemerkung,
      v.anfrage_status as anfrage_status, sb.id as sb_id, sb.vorname as sb_vorname, sb.name as sb_name
    from versorger v
    inner join auftrag au on au.id = v.auftrag_id
    inner join antrag an on an.id = au.antrag_id
    left join app_user sb on sb.id = v.sachbearbeiter_id
    where ${OFFEN} ${eigene(options.sachbearbeiterId)} ${innerhalb(em, options.zeitraum)}
    order by v.vorlage_datum desc, v.versorger_name asc, v.id asc ${page}`.execute(em.getKysely());
  return result.rows.map((r) => ({
    id: String(r['id']),
    auftragId: String(r['auftrag_id']),
    antragId: String(r['antrag_id']),
    vorgangsnummer: String(r['vorgangsnummer']),
    versorgerName: String(r['versorger_name']),
    kontakt: text(r['kontakt']),
    telefon: text(r['telefon']),
    email: text(r['email']),
    angefragtDatum:
      r['angefragt_datum'] === null || r['angefragt_datum'] === undefined ? null : instant(r['angefragt_datum']),
    vorlageDatum: instant(r['vorlage_datum']),
    wiedervorlageBemerkung: text(r['bemerkung']),
    anfrageStatus: Number(r['anfrage_status']),
    sachbearbeiterId: text(r['sb_id']),
    sachbearbeiterName:
      r['sb_id'] === null || r['sb_id'] === undefined
        ? null
        : `${String(r['sb_vorname'] ?? '')} ${String(r['sb_name'] ?? '')}`.trim(),
  }));
}

/**
 * How many open follow-ups fall in each UTC hour (hours since 1970), newest first: what the day groups and their counts
 * are made of (Berlin days begin on a UTC hour), read from the (abgeschlossen, vorlage_datum, anfrage_status,
 * sachbearbeiter_id) index alone — a provider's 39,000 open follow-ups fall in a few hundred hours.
 */
export async function openWiedervorlageStunden(
  em: Em,
  options: { sachbearbeiterId?: string },
): Promise<Array<{ stunde: number; anzahl: number }>> {
  // datetimes are UTC on MariaDB (the connection's time zone) and epoch milliseconds on SQLite
  const stunde =
    dialectOf(em) === 'mysql'
      ? sql`timestampdiff(hour, '1970-01-01', v.vorlage_datum)`
      : sql`(v.vorlage_datum / 3600000)`;
  const result = await sql<{ stunde: unknown; anzahl: unknown }>`
    select ${stunde} as stunde, count(*) as anzahl from versorger v
    where ${OFFEN} ${eigene(options.sachbearbeiterId)}
    group by 1 order by 1 desc`.execute(em.getKysely());
  return result.rows.map((r) => ({ stunde: Number(r.stunde), anzahl: Number(r.anzahl) }));
}

/** What /mailversand needs of a job beyond the list's columns: its supplier row and order, and the placeholder values. */
export interface MailJobZeile {
  versorgerId: string;
  auftragId: string;
  /** The {Auto-…} values of the job, so the subject reads as it will be sent. */
  werte: TMailJobWerte;
}

/** The supplier row, order and placeholder values of each mail job (the /mailversand page's rows), by job id: one statement. */
export async function mailJobLinks(em: Em, jobIds: readonly string[]): Promise<Map<string, MailJobZeile>> {
  if (jobIds.length === 0) return new Map();
  const result = await sql<{
    id: string;
    versorger_id: string;
    auftrag_id: string;
    anrede: string | null;
    ort: string | null;
    bauausfuehrende: string | null;
    auftraggeber: string | null;
    bau_beschreibung: string | null;
    karten_link: string | null;
    bearbeiter: string | null;
    telefon_bearbeiter: string | null;
  }>`
    select j.id as id, j.versorger_id as versorger_id, v.auftrag_id as auftrag_id, j.anrede, j.ort, j.bauausfuehrende, j.auftraggeber,
      j.bau_beschreibung, j.karten_link, j.bearbeiter, j.telefon_bearbeiter
    from mail_versand_job j inner join versorger v on v.id = j.versorger_id
    where j.id in (${sql.join(jobIds)})`.execute(em.getKysely());
  return new Map(
    result.rows.map((r) => [
      String(r.id),
      {
        versorgerId: String(r.versorger_id),
        auftragId: String(r.auftrag_id),
        werte: {
          anrede: r.anrede,
          ort: r.ort,
          bauausfuehrende: r.bauausfuehrende,
          auftraggeber: r.auftraggeber,
          bauBeschreibung: r.bau_beschreibung,
          kartenLink: r.karten_link,
          bearbeiter: r.bearbeiter,
          telefonBearbeiter: r.telefon_bearbeiter,
        },
      },
    ]),
  );
}
