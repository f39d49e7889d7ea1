import { beforeAll, describe, expect, it } from 'vitest';
import { Auftrag, Netzbetreiber, NetzbetreiberCoverage, Versorger } from '@lap/db';
import { testDatabases } from '@lap/db/testing';
import { Client, useHarness } from './harness.js';

type Json = Record<string, unknown>;

describe.each(testDatabases())('Netzbetreiber (Stammdaten) on $name', (database) => {
  const h = useHarness(database);
  let sb: Client;
  let kunde: Client;
  let admin: Client;

  const query = (client: Client, path: string, input?: unknown) =>
    client.request(
      'GET',
      `/trpc/netzbetreiber.${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
    );
  const mutate = (client: Client, path: string, input: unknown) =>
    client.request('POST', `/trpc/netzbetreiber.${path}`, { body: input as Json });
  const data = <T>(res: { json(): unknown }): T => (res.json() as { result: { data: T } }).result.data;
  const error = (res: { json(): unknown }) =>
    (res.json() as { error: { message: string; data: { errors?: Array<{ field: string; message: string }> } } }).error;

  beforeAll(async () => {
    sb = new Client(h.app);
    await sb.login('sb@example.org');
    kunde = new Client(h.app);
    await kunde.login('kunde@example.org');
    admin = new Client(h.app);
    await admin.login('admin@example.org');
  });

  it('lists the demo operators sorted, filtered and searched', async () => {
    const res = await query(sb, 'list', {});
    expect(res.statusCode).toBe(200);
    const page = data<{ rows: Json[]; total: number; pageSize: number }>(res);
    expect(page.total).toBeGreaterThanOrEqual(30);
    expect(page.pageSize).toBe(50);
    // default sort: name ascending
    const byName = data<{ rows: Json[] }>(
      await query(sb, 'list', { sortingDto: [{ field: 'name', direction: 'asc' }] }),
    );
    expect(page.rows.map((r) => r['id'])).toEqual(byName.rows.map((r) => r['id']));
    const telekom = page.rows.find((r) => r['schluessel'] === 'telekom-trassenauskunft');
    // Telekom covers every municipality of Saxony with Telekommunikation
    expect(telekom).toMatchObject({ abfrageart: 'Portal', anzahlGemeinden: 426, netzarten: 'Telekommunikation' });

    const desc = data<{ rows: Json[] }>(
      await query(sb, 'list', { sortingDto: [{ field: 'anzahlGemeinden', direction: 'desc' }], pageSize: 10 }),
    );
    expect(desc.rows[0]?.['schluessel']).toBe('telekom-trassenauskunft');

    const portal = data<{ rows: Json[]; total: number }>(
      await query(sb, 'list', { filterDto: [{ field: 'abfrageart', type: 'set', values: ['Portal'] }] }),
    );
    expect(portal.total).toBeGreaterThanOrEqual(5);
    expect(portal.rows.every((r) => r['abfrageart'] === 'Portal')).toBe(true);

    const ferngas = data<{ rows: Json[] }>(
      await query(sb, 'list', { filterDto: [{ field: 'netzarten', type: 'text', op: 'contains', value: 'ferngas' }] }),
    );
    expect(ferngas.rows.map((r) => r['schluessel']).sort()).toEqual(['gascade', 'ontras']);

    const search = data<{ rows: Json[] }>(await query(sb, 'list', { search: 'riesa' }));
    expect(search.rows.map((r) => r['schluessel'])).toEqual(
      expect.arrayContaining(['swr-riesa', 'azv-riesa-elbe', 'stadt-riesa-tiefbau']),
    );

    const bad = await query(sb, 'list', { sortingDto: [{ field: 'constructor', direction: 'asc' }] });
    expect(bad.statusCode).toBe(400);
    expect(error(bad).message).toMatch(/[äöüÄÖÜß]|Feld|Eingabe/);
  });

  it('refuses bad input with German messages and writes nothing', async () => {
    const before = await h.db.em.fork().count(Netzbetreiber);
    const res = await mutate(sb, 'save', {
      name: '  ',
      email: 'kein-mail',
      portalLink: 'ftp://x.example.org',
      abfrageart: 'Fax',
      schluessel: 'a b',
    });
    expect(res.statusCode).toBe(400);
    const messages = Object.fromEntries((error(res).data.errors ?? []).map((e) => [e.field, e.message]));
    expect(messages).toMatchObject({
      name: 'Bitte geben Sie den Namen des Netzbetreibers an!',
      email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      portalLink: 'Bitte geben Sie eine vollständige Adresse an, die mit http:// oder https:// beginnt.',
      abfrageart: 'Bitte wählen Sie eine Abfrageart: E-Mail, Portal oder Eingabeformular.',
      schluessel: 'Der Schlüssel darf nur Buchstaben, Ziffern, Punkt, Binde- und Unterstrich enthalten.',
    });
    const tooLong = await mutate(sb, 'save', { name: 'x'.repeat(201) });
    expect(tooLong.statusCode).toBe(400);
    expect(error(tooLong).data.errors?.[0]?.message).toBe('Bitte geben Sie höchstens 200 Zeichen ein.');
    const taken = await mutate(sb, 'save', { name: 'Doppelt', schluessel: 'SWR-Riesa' });
    expect(taken.statusCode).toBe(409);
    expect(error(taken).message).toBe('Der Schlüssel „SWR-Riesa“ ist bereits einem anderen Netzbetreiber zugeordnet.');
    expect(await h.db.em.fork().count(Netzbetreiber)).toBe(before);
    expect((await query(sb, 'byId', { id: 999_999 })).statusCode).toBe(404);
  });

  it('creates and updates an operator; the key is made from the name', async () => {
    const created = await mutate(sb, 'save', {
      name: 'Stadtwerke Döbeln GmbH',
      email: ' Netz@SW-Doebeln.example.org ',
      abfrageart: 'E-Mail',
      bemerkung: 'nur werktags',
    });
    expect(created.statusCode).toBe(200);
    const nb = data<Json>(created);
    expect(nb).toMatchObject({
      schluessel: 'stadtwerke-doebeln-gmbh',
      email: 'netz@sw-doebeln.example.org',
      portalLink: null,
      anzahlGemeinden: 0,
      netzartIds: [],
    });
    const second = data<Json>(await mutate(sb, 'save', { name: 'Stadtwerke Döbeln GmbH' }));
    expect(second['schluessel']).toBe('stadtwerke-doebeln-gmbh-2');

    const updated = await mutate(sb, 'save', {
      id: nb['id'],
      name: 'Stadtwerke Döbeln',
      abfrageart: 'Portal',
      portalLink: 'https://portal.sw-doebeln.example.org',
    });
    expect(data<Json>(updated)).toMatchObject({
      id: nb['id'],
      schluessel: 'stadtwerke-doebeln-gmbh',
      name: 'Stadtwerke Döbeln',
      abfrageart: 'Portal',
      email: null,
      bemerkung: null,
    });
    expect(data<Json>(await query(sb, 'byId', { id: nb['id'] }))).toMatchObject({ name: 'Stadtwerke Döbeln' });
    expect((await mutate(sb, 'save', { id: 999_999, name: 'Gibt es nicht' })).statusCode).toBe(404);
  });

  it('searches municipalities, offers districts and sets and reads coverage', async () => {
    const tooShort = await query(sb, 'gemeindeSuche', { suche: 'R' });
    expect(tooShort.statusCode).toBe(400);
    expect(error(tooShort).message).toBe('Bitte geben Sie mindestens 2 Zeichen ein.');
    const byName = data<Json[]>(await query(sb, 'gemeindeSuche', { suche: 'ries' }));
    expect(byName[0]).toMatchObject({ ags: '14627230', name: 'Riesa', kreis: '14627' });
    const byAgs = data<Json[]>(await query(sb, 'gemeindeSuche', { suche: '146' }));
    expect(byAgs).toHaveLength(50);
    expect(byAgs.every((g) => String(g['ags']).startsWith('146'))).toBe(true);

    const kreise = data<Array<{ kreis: string; name: string; anzahlGemeinden: number }>>(await query(sb, 'kreise'));
    expect(kreise).toHaveLength(13);
    expect(kreise.find((k) => k.kreis === '14627')).toMatchObject({ name: 'Landkreis Meißen' });
    expect(kreise.reduce((sum, k) => sum + k.anzahlGemeinden, 0)).toBe(426);
    const meissen = data<{ name: string; gemeinden: Array<{ id: number; ags: string }> }>(
      await query(sb, 'kreisGemeinden', { kreis: '14627' }),
    );
    expect(meissen.gemeinden.length).toBe(kreise.find((k) => k.kreis === '14627')?.anzahlGemeinden);
    expect(meissen.gemeinden.every((g) => g.ags.startsWith('14627'))).toBe(true);
    expect((await query(sb, 'kreisGemeinden', { kreis: '1462' })).statusCode).toBe(400);
    expect((await query(sb, 'kreisGemeinden', { kreis: '09999' })).statusCode).toBe(404);

    const nb = data<{ id: number }>(await mutate(sb, 'save', { name: 'Kreiswerke Meißen (Test)' }));
    const whole = await mutate(sb, 'setCoverage', {
      netzbetreiberId: nb.id,
      aktion: 'hinzufuegen',
      gemeindeIds: meissen.gemeinden.map((g) => g.id),
      netzartIds: [3, 4],
    });
    expect(data<Json>(whole)).toEqual({ hinzugefuegt: meissen.gemeinden.length * 2, entfernt: 0 });
    const again = await mutate(sb, 'setCoverage', {
      netzbetreiberId: nb.id,
      aktion: 'hinzufuegen',
      gemeindeIds: [meissen.gemeinden[0]?.id],
      netzartIds: [3],
    });
    expect(data<Json>(again)).toEqual({ hinzugefuegt: 0, entfernt: 0 });
    const riesa = byName[0]?.['id'] as number;
    const removed = await mutate(sb, 'setCoverage', {
      netzbetreiberId: nb.id,
      aktion: 'entfernen',
      gemeindeIds: [riesa],
      netzartIds: [4],
    });
    expect(data<Json>(removed)).toEqual({ hinzugefuegt: 0, entfernt: 1 });

    const coverage = data<{ gemeinden: Array<{ ags: string; name: string; netzartIds: number[] }>; netzarten: Json[] }>(
      await query(sb, 'coverage', { netzbetreiberId: nb.id }),
    );
    expect(coverage.gemeinden).toHaveLength(meissen.gemeinden.length);
    expect(coverage.gemeinden.find((g) => g.ags === '14627230')).toMatchObject({ name: 'Riesa', netzartIds: [3] });
    expect(coverage.gemeinden.find((g) => g.ags === '14627140')).toMatchObject({ name: 'Meißen', netzartIds: [3, 4] });
    expect(coverage.netzarten).toEqual([
      { netzartId: 3, name: 'Trinkwasser', anzahlGemeinden: meissen.gemeinden.length },
      { netzartId: 4, name: 'Abwasser', anzahlGemeinden: meissen.gemeinden.length - 1 },
    ]);
    expect(data<Json>(await query(sb, 'byId', { id: nb.id }))).toMatchObject({
      anzahlGemeinden: meissen.gemeinden.length,
      netzartIds: [3, 4],
    });

    const pairs = await h.db.em.fork().count(NetzbetreiberCoverage, { netzbetreiber: nb.id });
    const unknown = await mutate(sb, 'setCoverage', {
      netzbetreiberId: nb.id,
      aktion: 'hinzufuegen',
      gemeindeIds: [riesa, 9_999_999],
      netzartIds: [3, 5],
    });
    expect(unknown.statusCode).toBe(400);
    expect(error(unknown).message).toBe('Mindestens eine der gewählten Gemeinden ist unbekannt.');
    const badNetzart = await mutate(sb, 'setCoverage', {
      netzbetreiberId: nb.id,
      aktion: 'hinzufuegen',
      gemeindeIds: [riesa],
      netzartIds: [777],
    });
    expect(error(badNetzart).message).toBe('Mindestens eine der gewählten Netzarten ist unbekannt.');
    const empty = await mutate(sb, 'setCoverage', {
      netzbetreiberId: nb.id,
      aktion: 'hinzufuegen',
      gemeindeIds: [],
      netzartIds: [3],
    });
    expect(error(empty).message).toBe('Bitte wählen Sie mindestens eine Gemeinde.');
    expect(await h.db.em.fork().count(NetzbetreiberCoverage, { netzbetreiber: nb.id })).toBe(pairs);
  });

  it('deletes an operator only while no open order uses it', async () => {
    const em = h.db.em.fork();
    const inUse = await em.findOneOrFail(Netzbetreiber, { schluessel: 'swr-riesa' });
    const refused = await mutate(sb, 'delete', { id: inUse.id });
    expect(refused.statusCode).toBe(409);
    expect(error(refused).message).toBe(
      'Der Netzbetreiber ist offenen Aufträgen zugeordnet und kann nicht gelöscht werden.',
    );
    expect(await em.fork().count(Netzbetreiber, { id: inUse.id })).toBe(1);

    // an operator asked only in a finished order: deleted, the supplier row keeps its copied data
    const nb = data<{ id: number }>(
      await mutate(sb, 'save', { name: 'Alt-Versorger (Test)', email: 'alt@example.org' }),
    );
    await mutate(sb, 'setCoverage', {
      netzbetreiberId: nb.id,
      aktion: 'hinzufuegen',
      gemeindeIds: [
        (await em.findOneOrFail(Netzbetreiber, { schluessel: 'swr-riesa' }, { populate: ['coverage'] })).coverage[0]
          ?.gemeinde.id,
      ],
      netzartIds: [1],
    });
    const auftrag = await em.findOneOrFail(
      Auftrag,
      { bearbeitungsStatus: { $ne: 3 } },
      { orderBy: { auftragsDatum: 'asc' } },
    );
    const oldStatus = auftrag.bearbeitungsStatus;
    const versorger = em.create(Versorger, {
      auftrag,
      netzbetreiber: nb.id,
      versorgerName: 'Alt-Versorger (Test)',
      email: 'alt@example.org',
    });
    await em.flush();
    expect((await mutate(sb, 'delete', { id: nb.id })).statusCode).toBe(409);
    await em.nativeUpdate(Auftrag, { id: auftrag.id }, { bearbeitungsStatus: 3 });
    try {
      const deleted = await mutate(sb, 'delete', { id: nb.id });
      expect(deleted.statusCode).toBe(200);
      expect(data<Json>(deleted)).toEqual({ id: nb.id, geloescht: true });
    } finally {
      await em.nativeUpdate(Auftrag, { id: auftrag.id }, { bearbeitungsStatus: oldStatus });
    }
    const fresh = h.db.em.fork();
    expect(await fresh.count(Netzbetreiber, { id: nb.id })).toBe(0);
    expect(await fresh.count(NetzbetreiberCoverage, { netzbetreiber: nb.id })).toBe(0);
    const row = await fresh.findOneOrFail(Versorger, { id: versorger.id });
    expect(row).toMatchObject({ versorgerName: 'Alt-Versorger (Test)', email: 'alt@example.org', netzbetreiber: null });
    await fresh.nativeDelete(Versorger, { id: versorger.id });

    // unused: deleted outright
    const unused = data<{ id: number }>(await mutate(sb, 'save', { name: 'Nie benutzt (Test)' }));
    expect((await mutate(sb, 'delete', { id: unused.id })).statusCode).toBe(200);
    expect((await mutate(sb, 'delete', { id: unused.id })).statusCode).toBe(404);
  });

  it('is for case workers only', async () => {
    for (const path of ['list', 'kreise']) {
      expect((await query(kunde, path, path === 'list' ? {} : undefined)).statusCode).toBe(403);
      expect((await query(admin, path, path === 'list' ? {} : undefined)).statusCode).toBe(403);
      expect((await query(new Client(h.app), path, path === 'list' ? {} : undefined)).statusCode).toBe(401);
    }
    const before = await h.db.em.fork().count(Netzbetreiber);
    expect((await mutate(kunde, 'save', { name: 'Von Kunde' })).statusCode).toBe(403);
    expect((await mutate(admin, 'save', { name: 'Von Admin' })).statusCode).toBe(403);
    expect(await h.db.em.fork().count(Netzbetreiber)).toBe(before);
  });
});
