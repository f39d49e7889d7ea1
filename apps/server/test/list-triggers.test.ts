import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  Angebot,
  AngebotPosition,
  LIST_TRIGGERS,
  loadSaxonyGemeinden,
  openDatabase,
  Rechnung,
  RECHNUNG_ABGESCHLOSSEN_SQL,
  RechnungsPosition,
  seedDemo,
  Versorger,
  type Em,
} from '@lap/db';
import { testDatabases } from '@lap/db/testing';
import { generateDomain } from '../bench/support/domain-data.js';

// The columns the lists read instead of computing per row (migration list_sums): every offer's and invoice's net sum
// (angebot.netto_cent, rechnung.netto_cent) and every mail job's supplier name are kept by database triggers, whoever
// writes — the bench generator's bulk inserts, the ORM, plain SQL — and SQLite fills them in for a database from before;
// every invoice carries its order's date (rechnung.auftrags_datum), every dunning notice its invoice's net sum and dispatch,
// every request its offer's dispatch and net sum (antrag.angebot_versand, antrag.angebot_netto_cent, kept by triggers on
// angebot), and the lists' kept totals (list_zaehler) equal their rows' count and net sum.

type Loose = Record<string, Record<string, unknown>>;

/** Rows whose kept value differs from what it summarises (0 everywhere when the triggers did their work). */
async function mismatches(em: Em): Promise<Record<string, number>> {
  const k = em.fork().getKysely<Loose>();
  const count = async (q: ReturnType<typeof sql<{ n: number | string }>>) =>
    Number((await q.execute(k)).rows[0]?.n ?? -1);
  return {
    rechnung: await count(
      sql<{
        n: number;
      }>`select count(*) as n from rechnung r where r.netto_cent <> coalesce((select sum(p.gesamtpreis_cent) from rechnungs_position p where p.rechnung_id = r.id), 0)`,
    ),
    angebot: await count(
      sql<{
        n: number;
      }>`select count(*) as n from angebot a where a.netto_cent <> coalesce((select sum(p.gesamtpreis_cent) from angebot_position p where p.angebot_id = a.id), 0)`,
    ),
    mailJob: await count(
      sql<{
        n: number;
      }>`select count(*) as n from mail_versand_job j join versorger v on v.id = j.versorger_id where j.versorger_name <> v.versorger_name`,
    ),
    auftragsDatum: await count(
      sql<{
        n: number;
      }>`select count(*) as n from rechnung r join auftrag a on a.id = r.auftrag_id where r.auftrags_datum is null or r.auftrags_datum <> a.auftrags_datum`,
    ),
    mahnung: await count(
      sql<{
        n: number;
      }>`select count(*) as n from mahnung m join rechnung r on r.id = m.rechnung_id where m.netto_cent is null or m.netto_cent <> r.netto_cent or not (m.rechnung_versandt = r.rechnung_versandt or (m.rechnung_versandt is null and r.rechnung_versandt is null))`,
    ),
    abgeschlossen: await count(
      sql<{
        n: number;
      }>`select count(*) as n from rechnung re where (re.abgeschlossen <> 0) <> (${sql.raw(RECHNUNG_ABGESCHLOSSEN_SQL)})`,
    ),
    angebotVersand: await count(
      sql<{
        n: number;
      }>`select count(*) as n from antrag an left join angebot ag on ag.antrag_id = an.id where (an.angebot_versand is null and ag.angebot_versand is not null) or (an.angebot_versand is not null and ag.angebot_versand is null) or an.angebot_versand <> ag.angebot_versand`,
    ),
    angebotNetto: await count(
      sql<{
        n: number;
      }>`select count(*) as n from antrag an left join angebot ag on ag.antrag_id = an.id where (an.angebot_netto_cent is null and ag.id is not null) or (an.angebot_netto_cent is not null and ag.id is null) or an.angebot_netto_cent <> ag.netto_cent`,
    ),
    // the lists' kept totals (list_zaehler): the lists whose kept count or net sum differs from their rows'
    zaehler: await count(
      sql<{ n: number }>`select count(*) as n from (
        select 'mailversand' as liste, -1 as gruppe, count(*) as anzahl, 0 as summe from mail_versand_job
        union all select 'rechnungen', -1, count(*), coalesce(sum(netto_cent), 0) from rechnung
        union all select 'rechnungen_offen', -1, count(*), coalesce(sum(netto_cent), 0) from rechnung where abgeschlossen = 0
        union all select 'mahnungen', -1, count(*), coalesce(sum(netto_cent), 0) from mahnung
        union all select 'mahnungen_stufe', mahnung_status, count(*), coalesce(sum(netto_cent), 0) from mahnung group by mahnung_status
        union all select 'rechnungen_versandt', -1, count(*), coalesce(sum(re.netto_cent), 0) from rechnung re join auftrag au on au.id = re.auftrag_id join antrag an on an.id = au.antrag_id
          where an.antrag_status = 6 and re.rechnungs_nummer is not null and re.vorkasse = 0 and re.bezahlt_am is null and re.storniert = 0 and re.storniert_rechnung_id is null
      ) gezaehlt where not exists (
        select 1 from list_zaehler z where z.liste = gezaehlt.liste and coalesce(z.gruppe, -1) = gezaehlt.gruppe
        group by z.liste, coalesce(z.gruppe, -1) having sum(z.anzahl) = gezaehlt.anzahl and sum(z.summe_cent) = gezaehlt.summe
      )`,
    ),
  };
}
const NONE = {
  rechnung: 0,
  angebot: 0,
  mailJob: 0,
  auftragsDatum: 0,
  mahnung: 0,
  abgeschlossen: 0,
  angebotVersand: 0,
  angebotNetto: 0,
  zaehler: 0,
};
/** An instant as the driver returns it (a Date from MariaDB, epoch milliseconds from the embedded SQLite). */
const instant = (v: unknown): Date =>
  v instanceof Date ? v : new Date(typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : (v as string | number));
const angebotVersandOf = async (em: Em, antragId: string) =>
  (
    await sql<{ v: unknown }>`select angebot_versand as v from antrag where id = ${antragId}`.execute(
      em.fork().getKysely<Loose>(),
    )
  ).rows[0]?.v ?? null;

const nettoOf = async (em: Em, id: string) =>
  Number(
    (
      await sql<{ n: number }>`select netto_cent as n from rechnung where id = ${id}`.execute(
        em.fork().getKysely<Loose>(),
      )
    ).rows[0]?.n,
  );

describe.each(testDatabases())('kept list columns on $name', (database) => {
  it('follow every write of positions and supplier names', async () => {
    const db = await database.open();
    try {
      await seedDemo(db.em.fork(), { gemeinden: await loadSaxonyGemeinden() });
      await generateDomain(db.em, { scale: 0.001, seed: 3 });
      expect(await mismatches(db.em)).toEqual(NONE);
      const k = db.em.fork().getKysely<Loose>();
      // two invoices without dunning notices (a notice copies its invoice's sum: such an invoice is issued and never changes)
      const [a, b] = (
        await sql<{
          id: string;
        }>`select id from rechnung where netto_cent > 0 and id not in (select rechnung_id from mahnung) order by id limit 2`.execute(
          k,
        )
      ).rows.map((r) => r.id);
      if (a === undefined || b === undefined) throw new Error('the generated data has no two invoices without notices');
      const vorher = { a: await nettoOf(db.em, a), b: await nettoOf(db.em, b) };

      // through the ORM: a new line, a changed line, a line moved to another invoice, a removed line
      const em = db.em.fork();
      const line = em.create(RechnungsPosition, {
        rechnung: em.getReference(Rechnung, a),
        sortierung: 99,
        position: '99',
        beschreibung: 'Nachtrag',
        anzahl: 2,
        einzelpreisCent: 1250,
        gesamtpreisCent: 2500,
      });
      await em.flush();
      expect(await nettoOf(db.em, a)).toBe(vorher.a + 2500);
      line.gesamtpreisCent = 4000;
      await em.flush();
      expect(await nettoOf(db.em, a)).toBe(vorher.a + 4000);
      line.rechnung = em.getReference(Rechnung, b);
      await em.flush();
      expect(await nettoOf(db.em, a)).toBe(vorher.a);
      expect(await nettoOf(db.em, b)).toBe(vorher.b + 4000);
      em.remove(line);
      await em.flush();
      expect(await nettoOf(db.em, b)).toBe(vorher.b);

      // plain SQL: every line of an invoice deleted at once
      await sql`delete from rechnungs_position where rechnung_id = ${a}`.execute(k);
      expect(await nettoOf(db.em, a)).toBe(0);

      // a renamed supplier row renames its mail job's copy
      const [job] = (
        await sql<{ id: string }>`select versorger_id as id from mail_versand_job order by id limit 1`.execute(k)
      ).rows;
      if (job === undefined) throw new Error('the generated data has no mail job');
      const jobVersorger = job.id;
      const v = await em.findOneOrFail(Versorger, { id: jobVersorger });
      v.versorgerName = 'Stadtwerke Umbenannt GmbH';
      await em.flush();
      const copy = (
        await sql<{
          n: string;
        }>`select versorger_name as n from mail_versand_job where versorger_id = ${jobVersorger}`.execute(k)
      ).rows[0]?.n;
      expect(copy).toBe('Stadtwerke Umbenannt GmbH');

      // an offer's dispatch is copied onto its request: sent, sent again, taken back, and the offer deleted
      const offer = await em.findOneOrFail(Angebot, { angebotVersand: { $ne: null } }, { populate: ['antrag'] });
      const antragId = offer.antrag.id;
      expect(await angebotVersandOf(db.em, antragId)).not.toBeNull();
      offer.angebotVersand = new Date('2026-11-20T08:15:00.123Z');
      await em.flush();
      expect(instant(await angebotVersandOf(db.em, antragId)).toISOString()).toBe('2026-11-20T08:15:00.123Z');
      offer.angebotVersand = null;
      await em.flush();
      expect(await angebotVersandOf(db.em, antragId)).toBeNull();
      offer.angebotVersand = new Date('2026-11-21T09:00:00.000Z');
      await em.flush();
      expect(await mismatches(db.em)).toEqual(NONE);
      // its net sum as well: a line added and changed (through the offer's own sum), a new offer, and the offer deleted
      const nettoCopy = async (id: string) =>
        (await sql<{ n: number | null }>`select angebot_netto_cent as n from antrag where id = ${id}`.execute(k))
          .rows[0]?.n ?? null;
      const before = Number(await nettoCopy(antragId));
      const extra = em.create(AngebotPosition, {
        angebot: offer,
        sortierung: 99,
        position: '99',
        beschreibung: 'Nachtrag',
        anzahl: 1,
        einzelpreisCent: 1500,
        gesamtpreisCent: 1500,
      });
      await em.flush();
      expect(Number(await nettoCopy(antragId))).toBe(before + 1500);
      extra.gesamtpreisCent = 500;
      await em.flush();
      expect(Number(await nettoCopy(antragId))).toBe(before + 500);
      const [bare] = (
        await sql<{
          id: string;
        }>`select an.id from antrag an where not exists (select 1 from angebot ag where ag.antrag_id = an.id) order by an.id limit 1`.execute(
          k,
        )
      ).rows;
      if (bare === undefined) throw new Error('the generated data has no request without an offer');
      expect(await nettoCopy(bare.id)).toBeNull();
      em.create(Angebot, { antrag: bare.id, vorkasseStatus: 0 });
      await em.flush();
      expect(Number(await nettoCopy(bare.id))).toBe(0);
      expect(await mismatches(db.em)).toEqual(NONE);
      await sql`delete from angebot where id = ${offer.id}`.execute(k);
      expect(await nettoCopy(antragId)).toBeNull();
      expect(await angebotVersandOf(db.em, antragId)).toBeNull();
      expect(await mismatches(db.em)).toEqual(NONE);
    } finally {
      await db.drop();
    }
  });
});

describe.each(testDatabases().filter((d) => d.name === 'mariadb'))('the offer dispatch copy on $name', (database) => {
  it('locks the request only when the dispatch changes (a line edited while the offer is sent could deadlock)', async () => {
    const db = await database.open();
    try {
      await seedDemo(db.em.fork(), { gemeinden: await loadSaxonyGemeinden() });
      const k = db.em.getKysely<Loose>();
      const [offer] = (
        await sql<{ id: string; antrag_id: string }>`select id, antrag_id from angebot order by id limit 1`.execute(k)
      ).rows;
      if (offer === undefined) throw new Error('the demo data has no offer');
      // another connection tries to take the request's row lock at once
      const requestLockable = () =>
        k.transaction().execute(async (b) => {
          try {
            await sql`select id from antrag where id = ${offer.antrag_id} for update nowait`.execute(b);
            return true;
          } catch {
            return false;
          }
        });
      await k.transaction().execute(async (a) => {
        // what the net-sum triggers do on every line: the offer updated, its dispatch unchanged
        await sql`update angebot set netto_cent = netto_cent + 0 where id = ${offer.id}`.execute(a);
        expect(await requestLockable()).toBe(true);
        // a send: the dispatch changes, the copy is written and the request locked until commit
        await sql`update angebot set angebot_versand = ${new Date('2026-11-27T10:00:00Z')} where id = ${offer.id}`.execute(
          a,
        );
        expect(await requestLockable()).toBe(false);
      });
    } finally {
      await db.drop();
    }
  });
});

describe('an embedded database from before the kept columns', () => {
  it('gets its sums and names computed on the next start', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'lap-list-triggers-'));
    try {
      const first = await openDatabase({ dataDir, quiet: true });
      await seedDemo(first.em.fork(), { gemeinden: await loadSaxonyGemeinden() });
      await generateDomain(first.em, { scale: 0.001, seed: 5 });
      // as an older version left it: no triggers, nothing kept
      const k = first.em.fork().getKysely<Loose>();
      for (const name of LIST_TRIGGERS) {
        await sql`drop trigger ${sql.id(name)}`.execute(k);
      }
      await sql`update rechnung set netto_cent = 0`.execute(k);
      await sql`update angebot set netto_cent = 0`.execute(k);
      await sql`update mail_versand_job set versorger_name = ''`.execute(k);
      await sql`update rechnung set auftrags_datum = null`.execute(k);
      await sql`update mahnung set netto_cent = null, rechnung_versandt = null`.execute(k);
      await sql`update antrag set angebot_versand = null, angebot_netto_cent = null`.execute(k);
      await sql`update rechnung set abgeschlossen = 0`.execute(k);
      expect((await mismatches(first.em)).rechnung).toBeGreaterThan(0);
      expect((await mismatches(first.em)).abgeschlossen).toBeGreaterThan(0);
      expect((await mismatches(first.em)).angebotVersand).toBeGreaterThan(0);
      expect((await mismatches(first.em)).angebotNetto).toBeGreaterThan(0);
      // no kept totals (the table came with them): every list differs
      await sql`delete from list_zaehler`.execute(k);
      expect((await mismatches(first.em)).zaehler).toBeGreaterThanOrEqual(6);
      await sql`drop table list_zaehler`.execute(k);
      await first.close();

      const again = await openDatabase({ dataDir, quiet: true });
      try {
        expect(await mismatches(again.em)).toEqual(NONE);
        const triggers = await sql<{
          n: number;
        }>`select count(*) as n from sqlite_master where type = 'trigger'`.execute(again.em.getKysely<Loose>());
        expect(Number(triggers.rows[0]?.n)).toBeGreaterThanOrEqual(LIST_TRIGGERS.length);
      } finally {
        await again.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
