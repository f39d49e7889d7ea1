import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import pino from 'pino';
import { createSmtpMailer, localFileStorage } from '@lap/api';
import {
  historieNutzerSource,
  historienListSource,
  historieStand,
  Historie,
  loadSaxonyGemeinden,
  runListPage,
  seedDemo,
  User,
  type Em,
} from '@lap/db';
import { testDatabases, type TestDatabase } from '@lap/db/testing';
import { generateDomain, type DomainData } from '../bench/support/domain-data.js';
import { startWorker } from '../src/worker.js';
import { waitFor } from './support/nodes.js';

// /historien's count per person is historie_stand (refreshed by the worker) plus the rows after it: whatever was
// written since, and whether the worker ran at all, the count must be the person's rows — and the refresh must not
// wait for (or hold up) anyone recording an action.

type Loose = Record<string, Record<string, unknown>>;
const APP = '/leitungsauskunftportal';

/** Every person's history rows, counted plainly. */
async function truth(em: Em): Promise<Map<string, number>> {
  const rows = (
    await sql<{
      user_id: string;
      n: number | string;
    }>`select user_id, count(*) as n from historie where user_id is not null group by user_id`.execute(
      em.fork().getKysely<Loose>(),
    )
  ).rows;
  return new Map(rows.map((r) => [String(r.user_id), Number(r.n)]));
}

/** The list's count per person (every page), and one person's history total. */
async function listed(em: Em): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (let page = 1; ; page += 1) {
    const result = await runListPage(em.fork(), historienListSource, {
      filterDto: [],
      sortingDto: [{ field: 'anzahl', direction: 'desc' }],
      page,
      pageSize: 100,
    });
    for (const row of result.rows) if (Number(row.anzahl) > 0) out.set(String(row.id), Number(row.anzahl));
    if (page * 100 >= (result.total ?? 0)) return out;
  }
}
const personTotal = async (em: Em, userId: string) =>
  (
    await runListPage(em.fork(), historieNutzerSource(userId, APP), {
      filterDto: [],
      sortingDto: [],
      page: 1,
      pageSize: 5,
    })
  ).total;

describe.each(testDatabases())('the history count per person on $name', (database) => {
  let db: TestDatabase;
  let sample: DomainData['sample'];
  beforeAll(async () => {
    db = await database.open();
    await seedDemo(db.em.fork(), { gemeinden: await loadSaxonyGemeinden() });
    sample = (await generateDomain(db.em, { scale: 0.001, seed: 5 })).sample;
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('is the rows written, before and after each refresh, with rows the refresh left to the live count', async () => {
    const expected = await truth(db.em);
    expect(expected.size).toBeGreaterThan(1);
    // never refreshed: everything is counted live
    expect(await listed(db.em)).toEqual(expected);
    const sb = sample.sachbearbeiterId;
    expect(await personTotal(db.em, sb)).toBe(expected.get(sb));

    const first = await historieStand.refreshHistorieStand(db.em.fork());
    expect(first.personen).toBe(expected.size);
    const kept = (
      await sql<{
        user_id: string;
        anzahl: number;
        bis_id: number;
      }>`select user_id, anzahl, bis_id from historie_stand`.execute(db.em.getKysely<Loose>())
    ).rows;
    expect(new Map(kept.map((r) => [String(r.user_id), Number(r.anzahl)]))).toEqual(expected);
    expect(await listed(db.em)).toEqual(expected);
    expect(await personTotal(db.em, sb)).toBe(expected.get(sb));

    // three new rows of the case worker: counted live, and left out of the next refresh while they are fresh
    const em = db.em.fork();
    for (let i = 0; i < 3; i += 1)
      em.create(Historie, { aktion: 4, user: em.getReference(User, sb), beschreibung: `Notiz ${i}` });
    await em.flush();
    expected.set(sb, (expected.get(sb) ?? 0) + 3);
    expect(await listed(db.em)).toEqual(expected);
    expect(await personTotal(db.em, sb)).toBe(expected.get(sb));
    const second = await historieStand.refreshHistorieStand(db.em.fork());
    expect(second.bisId).toBe(first.bisId);
    expect(await listed(db.em)).toEqual(expected);
    // ten minutes on they are settled and counted into the kept figure
    const later = await historieStand.refreshHistorieStand(db.em.fork(), new Date(Date.now() + 10 * 60 * 1000));
    expect(later.bisId).toBeGreaterThan(first.bisId);
    const keptSb = (
      await sql<{ anzahl: number }>`select anzahl from historie_stand where user_id = ${sb}`.execute(
        db.em.getKysely<Loose>(),
      )
    ).rows[0];
    expect(Number(keptSb?.anzahl)).toBe(expected.get(sb));
    expect(await listed(db.em)).toEqual(expected);

    // rows deleted by hand: over-counted until the next refresh, exact after it
    const gone = (
      await sql<{ id: number }>`select id from historie where user_id = ${sb} order by id limit 2`.execute(
        db.em.getKysely<Loose>(),
      )
    ).rows.map((r) => r.id);
    await sql`delete from historie where id in (${sql.join(gone)})`.execute(db.em.getKysely<Loose>());
    expected.set(sb, (expected.get(sb) ?? 0) - 2);
    await historieStand.refreshHistorieStand(db.em.fork(), new Date(Date.now() + 10 * 60 * 1000));
    expect(await listed(db.em)).toEqual(await truth(db.em));
    expect(await personTotal(db.em, sb)).toBe(expected.get(sb));

    // a filtered history is counted row by row, not from the kept figure
    const filtered = await runListPage(db.em.fork(), historieNutzerSource(sb, APP), {
      filterDto: [{ field: 'aktion', type: 'set', values: [4] }],
      sortingDto: [],
      page: 1,
      pageSize: 5,
    });
    const aktion4 = (
      await sql<{ n: number }>`select count(*) as n from historie where user_id = ${sb} and aktion = 4`.execute(
        db.em.getKysely<Loose>(),
      )
    ).rows[0];
    expect(filtered.total).toBe(Number(aktion4?.n));
  });

  it('is taken by the worker on its first round', async () => {
    await sql`delete from historie_stand`.execute(db.em.getKysely<Loose>());
    const worker = startWorker({
      db,
      // no mail is queued here: the mailer is never asked to connect
      mailer: createSmtpMailer('smtp://127.0.0.1:9', 'Portal <portal@example.org>', 'example.org'),
      storage: localFileStorage(mkdtempSync(join(tmpdir(), 'lap-historie-stand-'))),
      publicUrl: 'https://portal.test',
      log: pino({ level: 'silent' }),
      nodeId: 'knoten-1',
    });
    try {
      const kept = async () =>
        (
          await sql<{ user_id: string; anzahl: number }>`select user_id, anzahl from historie_stand`.execute(
            db.em.getKysely<Loose>(),
          )
        ).rows;
      await waitFor('historie_stand filled', async () => (await kept()).length > 0, 15_000);
      // each kept figure is the person's rows up to its id, and the list's count is every row
      const upTo = (
        await sql<{
          user_id: string;
          n: number | string;
        }>`select h.user_id, count(*) as n from historie h join historie_stand hs on hs.user_id = h.user_id and h.id <= hs.bis_id group by h.user_id`.execute(
          db.em.getKysely<Loose>(),
        )
      ).rows;
      expect(new Map((await kept()).map((r) => [String(r.user_id), Number(r.anzahl)]))).toEqual(
        new Map(upTo.map((r) => [String(r.user_id), Number(r.n)])),
      );
      expect(await listed(db.em)).toEqual(await truth(db.em));
    } finally {
      await worker.stop();
    }
  }, 60_000);

  it.runIf(database.name === 'mariadb')(
    'does not wait for a transaction recording an action (a plain read, no locks on historie)',
    async () => {
      const k = db.em.getKysely<Loose>();
      const writer = (
        await sql<{ user_id: string }>`select user_id from historie where user_id is not null limit 1`.execute(k)
      ).rows[0]?.user_id;
      expect(writer).toBeDefined();
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      let written: () => void = () => undefined;
      const inserted = new Promise<void>((resolve) => (written = resolve));
      // another connection records an action and keeps its transaction open while the refresh runs
      const open = k.transaction().execute(async (t) => {
        await sql`insert into historie (aktion, user_id, beschreibung, created_at) values (4, ${writer}, 'offen', ${new Date(Date.now() - 60 * 60 * 1000)})`.execute(
          t,
        );
        written();
        await held;
      });
      await inserted;
      const refreshed = await historieStand.refreshHistorieStand(db.em.fork());
      expect(refreshed.personen).toBeGreaterThan(0);
      // the open row counts from the next refresh on
      release();
      await open;
      const after = await historieStand.refreshHistorieStand(db.em.fork());
      expect(after.bisId).toBeGreaterThan(refreshed.bisId);
    },
  );
});
