import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { TListFieldDef } from '@lap/contracts';
import {
  angebotHistorieSource,
  angeboteListSource,
  antraegeListSource,
  auftraegeListSource,
  auftragshistorieSource,
  customerListSource,
  historieAuftraegeSource,
  historienListSource,
  historieNutzerSource,
  loadSaxonyGemeinden,
  mahnungenListSource,
  mailVersandListSource,
  nutzerListSource,
  offeneRechnungenListSource,
  rechnungenListSource,
  rollenListSource,
  runListPage,
  seedDemo,
  versandteRechnungenListSource,
  versorgerListSource,
  vorkassenListSource,
  type Em,
  type ListSource,
} from '@lap/db';
import { testDatabases, type TestDatabase } from '@lap/db/testing';
import { generateDomain, type DomainData } from '../bench/support/domain-data.js';

// The benchmark data generator (bench/support/domain-data.ts) at a small scale: every back-office list shows generated
// rows, in its default view and with its 'show completed' switch, and the same seed writes the same data.

const SCALE = 0.001;
const NOW = new Date('2026-11-01T00:00:00Z');
const TODAY = '2026-11-24';
const BASE = '/leitungsauskunftportal';

const total = async <F extends Record<string, TListFieldDef>>(em: Em, src: ListSource<F>) =>
  (await runListPage(em.fork(), src, { filterDto: [], sortingDto: [], page: 1, pageSize: 50, part: 'total' })).total ??
  Number.NaN;

/** The lists that do not depend on generated ids, with their 'show completed' variants. */
const globalLists = {
  'auftraege (open)': (em: Em) => total(em, auftraegeListSource({ abgeschlossene: false, today: TODAY })),
  'auftraege (with completed)': (em: Em) => total(em, auftraegeListSource({ abgeschlossene: true, today: TODAY })),
  vorkassen: (em: Em) => total(em, vorkassenListSource),
  'rechnungen (open)': (em: Em) => total(em, offeneRechnungenListSource),
  'rechnungen (with completed)': (em: Em) => total(em, rechnungenListSource),
  'versandte rechnungen': (em: Em) => total(em, versandteRechnungenListSource),
  mahnungen: (em: Em) => total(em, mahnungenListSource(TODAY)),
  mailversand: (em: Em) => total(em, mailVersandListSource()),
  angebote: (em: Em) => total(em, angeboteListSource({ kind: 'staff' })),
  historien: (em: Em) => total(em, historienListSource),
  'historie auftraege': (em: Em) => total(em, historieAuftraegeSource(BASE)),
  nutzer: (em: Em) => total(em, nutzerListSource),
  kunden: (em: Em) => total(em, customerListSource),
};

async function sampleLists(em: Em, sample: DomainData['sample']): Promise<Record<string, number>> {
  const k = em.fork().getKysely<Record<string, Record<string, unknown>>>();
  const antragId = String(
    (await sql<{ antrag_id: string }>`select antrag_id from auftrag where id = ${sample.auftragId}`.execute(k)).rows[0]
      ?.antrag_id,
  );
  return {
    'versorger (open)': await total(
      em,
      versorgerListSource({ auftragId: sample.auftragId, abgeschlosseneAnzeigen: false }),
    ),
    'versorger (with completed)': await total(
      em,
      versorgerListSource({ auftragId: sample.auftragId, abgeschlosseneAnzeigen: true }),
    ),
    'historie of a case worker': await total(em, historieNutzerSource(sample.sachbearbeiterId, BASE)),
    auftragshistorie: await total(em, auftragshistorieSource(antragId, BASE)),
    'antraege of a customer': await total(em, antraegeListSource(sample.kundeId)),
    'angebotshistorie of a customer': await total(em, angebotHistorieSource(sample.kundeId, BASE)),
    rollen: await total(em, rollenListSource),
  };
}

/** A digest of the generated rows (their fixed id prefixes; the demo's ids are random) that must not change between runs with the same seed. */
async function fingerprint(em: Em): Promise<string> {
  const k = em.fork().getKysely<Record<string, Record<string, unknown>>>();
  const rows = [
    ...(
      await sql`select id, vorgangsnummer, antrag_status, owner_id from antrag where id like 'f1000000-0000-4000-8000-%' order by id`.execute(
        k,
      )
    ).rows,
    ...(
      await sql`select id, bearbeitungs_status, prioritaet, vorkasse from auftrag where id like 'f2000000-0000-4000-8000-%' order by id`.execute(
        k,
      )
    ).rows,
    ...(
      await sql`select id, rechnungs_nummer, storniert, vorkasse, gebuehren_rechnung from rechnung where id like 'f5000000-0000-4000-8000-%' order by id`.execute(
        k,
      )
    ).rows,
    ...(
      await sql`select id, mahnung_status, abgeschlossen from mahnung where id like 'f6000000-0000-4000-8000-%' order by id`.execute(
        k,
      )
    ).rows,
    ...(
      await sql`select id, anfrage_status, abgeschlossen from versorger where id like 'f3000000-0000-4000-8000-%' order by id`.execute(
        k,
      )
    ).rows,
    ...(
      await sql`select id, aktion, user_id, beschreibung from historie where antrag_id like 'f1000000-0000-4000-8000-%' order by id`.execute(
        k,
      )
    ).rows,
  ];
  return createHash('sha256').update(JSON.stringify(rows)).digest('hex');
}

const countsByDatabase = new Map<string, Record<string, number>>();

describe.each(testDatabases())('domain data generator on $name', (database) => {
  it('fills every back-office list and writes the same data for the same seed', async () => {
    const gemeinden = await loadSaxonyGemeinden();
    const dbs: TestDatabase[] = [];
    try {
      const first = await database.open();
      dbs.push(first);
      await seedDemo(first.em.fork(), { gemeinden, now: NOW });
      const before: Record<string, number> = {};
      for (const [name, list] of Object.entries(globalLists)) before[name] = await list(first.em);

      const data = await generateDomain(first.em, { scale: SCALE, seed: 7 });
      expect(data.counts['antrag']).toBeGreaterThan(200);
      expect(data.counts['auftrag']).toBe(200);
      expect(data.counts['versorger']).toBe(2000);
      for (const table of [
        'person',
        'map_feature',
        'antrag_gemeinde',
        'angebot',
        'rechnung',
        'rechnungs_position',
        'mahnung',
        'mail_versand_job',
        'historie',
        'app_user',
        'user_role',
      ]) {
        expect(data.counts[table], table).toBeGreaterThan(0);
      }

      // every list shows generated rows: more than the demo seed alone
      const after: Record<string, number> = {};
      for (const [name, list] of Object.entries(globalLists)) after[name] = await list(first.em);
      for (const name of Object.keys(globalLists)) expect(after[name], name).toBeGreaterThan(before[name] ?? 0);
      const sampled = await sampleLists(first.em, data.sample);
      for (const [name, n] of Object.entries(sampled)) expect(n, name).toBeGreaterThan(0);
      // the switches show more
      expect(after['auftraege (with completed)']).toBeGreaterThan(after['auftraege (open)'] ?? 0);
      expect(after['rechnungen (with completed)']).toBeGreaterThan(after['rechnungen (open)'] ?? 0);
      expect(sampled['versorger (with completed)']).toBeGreaterThan(sampled['versorger (open)'] ?? 0);

      // the same seed on a fresh database: the same rows
      const second = await database.open();
      dbs.push(second);
      await seedDemo(second.em.fork(), { gemeinden, now: NOW });
      const again = await generateDomain(second.em, { scale: SCALE, seed: 7 });
      expect(again.counts).toEqual(data.counts);
      expect(again.sample).toEqual(data.sample);
      expect(await fingerprint(second.em)).toBe(await fingerprint(first.em));

      // and the same counts on the other database
      for (const other of countsByDatabase.values()) expect(data.counts).toEqual(other);
      countsByDatabase.set(database.name, data.counts);
    } finally {
      for (const db of dbs) await db.drop();
    }
  });
});
