import { DEMO_CUSTOMERS, OFFENE_AUFTRAEGE } from './demo-data.js';
import { verify } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Angebot } from '../entities/angebot.js';
import { Antrag, AntragGemeinde, MapFeature } from '../entities/antrag.js';
import { Auftrag } from '../entities/auftrag.js';
import { Gemeinde } from '../entities/gemeinde.js';
import { Mahnung } from '../entities/mahnung.js';
import { Netzart } from '../entities/netzart.js';
import { Netzbetreiber } from '../entities/netzbetreiber.js';
import { PreislisteEintrag } from '../entities/preisliste.js';
import { Rechnung } from '../entities/rechnung.js';
import { User } from '../entities/user.js';
import { Versorger } from '../entities/versorger.js';
import { findByEmail, roleNames } from '../repositories/users.js';
import { testDatabases, type TestDatabase } from '../testing.js';
import { DEMO_PASSWORD, seedDemo } from './demo.js';
import { loadSaxonyGemeinden } from './gemeinden-source.js';

describe.each(testDatabases())('demo seed on $name', ({ name, open }) => {
  let db: TestDatabase;
  let seedMs = 0;
  beforeAll(async () => {
    db = await open();
    const gemeinden = await loadSaxonyGemeinden();
    const started = performance.now();
    await seedDemo(db.em.fork(), { gemeinden });
    seedMs = performance.now() - started;
    console.info(`seedDemo on ${name}: ${Math.round(seedMs)} ms`);
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('seeds quickly', () => {
    expect(seedMs).toBeLessThan(name === 'sqlite' ? 3000 : 10_000);
  });

  it('creates the three demo users with their roles and password', async () => {
    const em = db.em.fork();
    expect(await em.count(User)).toBe(3 + DEMO_CUSTOMERS.length);
    expect(await em.count(User, { passwordHash: { $ne: null } })).toBe(3);
    const expected = {
      'admin@example.org': 'Administration',
      'sb@example.org': 'SbBereich',
      'kunde@example.org': 'Antragsteller',
    };
    for (const [email, role] of Object.entries(expected)) {
      const user = await findByEmail(em, email);
      expect(user && roleNames(user)).toEqual([role]);
      expect(user?.emailConfirmed).toBe(true);
      expect(user?.datenschutzAkzeptiert).toBe(true);
      expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    }
    const kunde = await findByEmail(em, 'kunde@example.org');
    expect(kunde).toMatchObject({ vorname: 'Klara', name: 'Kunde', ort: 'Riesa', plz: '01587' });
    expect(kunde?.firma).toBeTruthy();
    expect(await verify(kunde?.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
  });

  it('seeds master data', async () => {
    const em = db.em.fork();
    expect(await em.count(Gemeinde)).toBe(426);
    expect((await em.findOneOrFail(Netzart, 20)).name).toBe('Sonstige/Intern');
    expect((await em.findOneOrFail(Netzart, 1)).name).toBe('Strom');
    const preise = await em.find(PreislisteEintrag, {}, { orderBy: { sortierung: 'asc' } });
    expect(preise.map((p) => [p.code, p.preisCent])).toEqual([
      ['grundgebuehr', 8900],
      ['gemeinde', 2500],
      ['eilzuschlag', 4900],
    ]);
    expect(await em.count(Netzbetreiber)).toBeGreaterThanOrEqual(30);
    expect(await em.count(Netzbetreiber, { schluessel: { $like: 'nb-%' } })).toBe(0);
  });

  it('has open orders of other customers without prepayment, so /auftraege shows work by default', async () => {
    const em = db.em.fork();
    const open = await em.find(
      Auftrag,
      { vorkasse: false, bearbeitungsStatus: { $ne: 3 } },
      { populate: ['antrag', 'antrag.owner', 'antrag.personen'] },
    );
    expect(open).toHaveLength(OFFENE_AUFTRAEGE.length);
    for (const auftrag of open) {
      expect(auftrag.antrag.owner.email).not.toBe('kunde@example.org');
      // the applicant block is the owner's own data
      expect(auftrag.antrag.personen.getItems().find((p) => p.personTyp === 1)?.email).toBe(auftrag.antrag.owner.email);
      expect(await em.count(Versorger, { auftrag: auftrag.id })).toBeGreaterThan(0);
    }
  });

  it('has one Antrag of the customer in every status 1–12', async () => {
    const em = db.em.fork();
    const antraege = await em.find(
      Antrag,
      { owner: { email: 'kunde@example.org' } },
      { orderBy: { antragStatus: 'asc' }, populate: ['owner', 'personen'] },
    );
    expect(antraege.map((a) => a.antragStatus)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    for (const antrag of antraege) {
      expect(antrag.vorgangsnummer).toMatch(/^AS\d{4}-\d{6}$/);
      expect(antrag.personen.getItems().some((p) => p.personTyp === 1)).toBe(true);
    }
    expect(new Set(antraege.map((a) => a.vorgangsnummer)).size).toBe(12);
  });

  it('derives municipalities from the drawn polygons', async () => {
    const em = db.em.fork();
    const feature = await em.findOneOrFail(MapFeature, { antrag: { antragStatus: 1 } });
    expect(feature.wkt).toMatch(/^POLYGON\(\(13\.\d{6} 51\.\d{6}, /);
    const gemeinden = await em.find(AntragGemeinde, { antrag: { antragStatus: 1 } }, { populate: ['gemeinde'] });
    expect(gemeinden.map((g) => g.gemeinde.ags)).toEqual(['14627230']);
    const corridor = await em.find(AntragGemeinde, { antrag: { antragStatus: 6 } }, { populate: ['gemeinde'] });
    // the corridor runs from Riesa across the border into Zeithain
    expect(corridor.map((g) => g.gemeinde.ags)).toEqual(expect.arrayContaining(['14627230', '14627360']));
  });

  it('creates offers, orders, operators, invoices and dunning by status', async () => {
    const em = db.em.fork();
    const statusesOf = (rows: { antragStatus: number }[]) => rows.map((r) => r.antragStatus).sort((a, b) => a - b);
    // the demo customer's cases; the open orders of other customers are checked above
    const demoKunde = { owner: { email: 'kunde@example.org' } };
    const angebote = await em.find(Angebot, { antrag: demoKunde }, { populate: ['antrag', 'positionen'] });
    expect(statusesOf(angebote.map((a) => a.antrag))).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(angebote.every((a) => a.positionen.length >= 2)).toBe(true);
    const auftraege = await em.find(Auftrag, { antrag: demoKunde }, { populate: ['antrag'] });
    expect(statusesOf(auftraege.map((a) => a.antrag))).toEqual([5, 6, 7, 9, 10, 11, 12]);
    const rechnungen = await em.find(Rechnung, {}, { populate: ['auftrag.antrag'] });
    expect(statusesOf(rechnungen.map((r) => r.auftrag.antrag))).toEqual([6, 7, 9, 10, 11, 12]);
    expect(rechnungen.every((r) => /^RE\d{4}-\d{5,}$/.test(r.rechnungsNummer ?? ''))).toBe(true);
    const mahnungen = await em.find(Mahnung, {}, { populate: ['auftrag.antrag'] });
    const levelsByStatus = new Map<number, number[]>();
    for (const m of mahnungen) {
      const status = m.auftrag.antrag.antragStatus;
      levelsByStatus.set(status, [...(levelsByStatus.get(status) ?? []), m.mahnungStatus].sort());
    }
    expect(Object.fromEntries(levelsByStatus)).toEqual({ 9: [1], 10: [1, 2], 11: [1, 2, 3], 12: [1, 2, 3, 4] });
    expect(await em.count(Versorger, { auftrag: { antrag: { antragStatus: 5 } } })).toBeGreaterThanOrEqual(3);
  });

  it('does nothing when run again', async () => {
    const before = await db.em.fork().count(Antrag);
    await seedDemo(db.em.fork(), { gemeinden: { type: 'FeatureCollection', features: [] } });
    expect(await db.em.fork().count(Antrag)).toBe(before);
    expect(await db.em.fork().count(User)).toBe(3 + DEMO_CUSTOMERS.length);
  });
});
