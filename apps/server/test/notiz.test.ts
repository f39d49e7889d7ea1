// The notes panel's calls over HTTP against a real database (spec 001 §3 Note, §5 'Notes', §6 'SbBereich only', §7
// GetNotizen / PostSaveNotiz / DeleteNotiz): global and bound notes, the filter, 350 characters, empty notes refused,
// the object must exist, only the author deletes, and nobody but a case worker gets in.
import { beforeAll, describe, expect, it } from 'vitest';
import { NOTIZ_MSG } from '@lap/contracts';
import { Antrag, Auftrag, Notiz, User, hashPassword, roles, users } from '@lap/db';
import { testDatabases } from '@lap/db/testing';
import { Client, useHarness } from './harness.js';

const UNBEKANNT = '00000000-0000-4000-8000-000000000000';

interface NotizRow {
  id: number;
  notizText: string;
  createdAt: string;
  projekt: number;
  projektId: string | null;
  verfasser: string;
  eigene: boolean;
}

describe.each(testDatabases())('notes on $name', (database) => {
  const h = useHarness(database);
  let sb: Client;
  let sb2: Client;
  let kunde: Client;
  let admin: Client;
  let auftragId: string;
  let anderesAuftragId: string;
  let angebotAntragId: string;
  let entwurfAntragId: string;

  const post = (client: Client, path: string, body: unknown) => client.request('POST', path, { body: body as object });
  const save = (body: unknown, client = sb) => post(client, '/api/Nutzer/PostSaveNotiz', body);
  const list = async (body: unknown = {}, client = sb): Promise<NotizRow[]> => {
    const res = await post(client, '/api/Nutzer/GetNotizen', body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as NotizRow[];
  };
  const count = () => h.db.em.fork().count(Notiz, {});

  beforeAll(async () => {
    sb = new Client(h.app);
    expect((await sb.login('sb@example.org')).statusCode).toBe(200);
    kunde = new Client(h.app);
    await kunde.login('kunde@example.org');
    admin = new Client(h.app);
    await admin.login('admin@example.org');
    // a second case worker
    const em = h.db.em.fork();
    em.create(User, {
      email: 'sb2@example.org',
      passwordHash: await hashPassword('Zweite#2026'),
      vorname: 'Sabine',
      name: 'Zweitbearbeiterin',
      emailConfirmed: true,
      roles: await roles.findByNames(em, ['SbBereich']),
    });
    await em.flush();
    sb2 = new Client(h.app);
    expect((await sb2.login('sb2@example.org', 'Zweite#2026')).statusCode).toBe(200);
    const auftraege = await em.find(Auftrag, {}, { orderBy: { id: 'asc' }, limit: 2 });
    auftragId = auftraege[0]?.id ?? '';
    anderesAuftragId = auftraege[1]?.id ?? '';
    const kundeUser = await users.findByEmail(em, 'kunde@example.org');
    angebotAntragId = (await em.findOneOrFail(Antrag, { owner: kundeUser?.id, antragStatus: 3 })).id;
    entwurfAntragId = (await em.findOneOrFail(Antrag, { owner: kundeUser?.id, antragStatus: 1 })).id;
  });

  it('saves a global note (PostSaveNotiz) and lists it first among the global notes (GetNotizen, empty body)', async () => {
    const res = await save({
      notizText: '  Rückruf Netzbetreiber Mitnetz morgen früh.  ',
      saveProjektbezogen: false,
      notizFilter: { projekt: 2, projektId: auftragId },
    });
    expect(res.statusCode, res.body).toBe(200);
    const n = res.json() as NotizRow;
    // trimmed, global although the page had an object (not "projektbezogen")
    expect(n).toMatchObject({
      notizText: 'Rückruf Netzbetreiber Mitnetz morgen früh.',
      projekt: 0,
      projektId: null,
      eigene: true,
    });
    expect(n.verfasser).toMatch(/\S/);
    expect(Date.now() - Date.parse(n.createdAt)).toBeLessThan(60_000);
    const global = await list();
    expect(global[0]).toEqual(n);
    // the demo's note is global too; every answer is newest first
    expect(global.map((x) => x.projekt)).toEqual(global.map(() => 0));
    expect(global.map((x) => x.createdAt)).toEqual([...global.map((x) => x.createdAt)].sort().reverse());
  });

  it('saves notes bound to an order and to an offer; lists by filter (alle / global / vorgang, or the bare filter)', async () => {
    const auftragNotiz = (
      await save({
        notizText: 'Plan der Gasleitung fehlt noch.',
        saveProjektbezogen: true,
        notizFilter: { projekt: 2, projektId: auftragId.toUpperCase() },
      })
    ).json() as NotizRow;
    expect(auftragNotiz).toMatchObject({ projekt: 2, projektId: auftragId });
    const positionenNotiz = (
      await save({
        notizText: 'Position Strom prüfen.',
        saveProjektbezogen: true,
        notizFilter: { projekt: 3, projektId: auftragId },
      })
    ).json() as NotizRow;
    const angebotRes = await save({
      notizText: 'Rabatt mit dem Kunden abgestimmt.',
      saveProjektbezogen: true,
      notizFilter: { projekt: 1, projektId: angebotAntragId },
    });
    expect(angebotRes.statusCode, angebotRes.body).toBe(200);
    expect(angebotRes.json()).toMatchObject({ projekt: 1, projektId: angebotAntragId });

    const filter = { projekt: 2, projektId: auftragId };
    const alle = await list({ notizFilter: filter });
    expect(alle[0]).toEqual(auftragNotiz);
    expect(alle.every((x) => x.projekt === 0 || (x.projekt === 2 && x.projektId === auftragId))).toBe(true);
    expect(alle.some((x) => x.projekt === 0)).toBe(true);
    expect(alle.map((x) => x.id)).not.toContain(positionenNotiz.id);
    expect((await list({ notizFilter: filter, anzeige: 'vorgang' })).map((x) => x.id)).toEqual([auftragNotiz.id]);
    expect((await list({ notizFilter: filter, anzeige: 'global' })).every((x) => x.projekt === 0)).toBe(true);
    // the spec's "filter by projekt and projektId" as the body itself
    expect(await list(filter)).toEqual(alle);
    expect(
      (await list({ notizFilter: { projekt: 3, projektId: auftragId }, anzeige: 'vorgang' })).map((x) => x.id),
    ).toEqual([positionenNotiz.id]);
    // another order shows none of this order's notes; without an object "vorgang" is empty
    expect(await list({ notizFilter: { projekt: 2, projektId: anderesAuftragId }, anzeige: 'vorgang' })).toEqual([]);
    expect(await list({ anzeige: 'vorgang' })).toEqual([]);
    // the same over tRPC
    const trpc = await sb.request(
      'GET',
      `/trpc/notiz.list?input=${encodeURIComponent(JSON.stringify({ notizFilter: filter, anzeige: 'vorgang' }))}`,
    );
    expect(trpc.json().result.data.map((x: NotizRow) => x.id)).toEqual([auftragNotiz.id]);
  });

  it('takes 350 characters (counted as characters), refuses 351 and empty notes with German messages, writing nothing', async () => {
    const ok = await save({ notizText: `${'ä'.repeat(348)}😀!`, saveProjektbezogen: false });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().notizText).toHaveLength(351); // 350 characters, the emoji is two UTF-16 units
    const before = await count();
    const cases: Array<[unknown, number, string]> = [
      [{ notizText: 'x'.repeat(351), saveProjektbezogen: false }, 400, NOTIZ_MSG.zuLang],
      [{ notizText: '', saveProjektbezogen: false }, 400, NOTIZ_MSG.leer],
      [{ notizText: ' \n\t ', saveProjektbezogen: false }, 400, NOTIZ_MSG.leer],
      [{ saveProjektbezogen: false }, 400, NOTIZ_MSG.leer],
      [{ notizText: 'a\u0000b' }, 400, 'Die Eingabe enthält unzulässige Steuerzeichen.'],
      [{ notizText: 'Ohne Vorgang', saveProjektbezogen: true }, 400, NOTIZ_MSG.ohneVorgang],
      [
        { notizText: 'Ohne Vorgang', saveProjektbezogen: true, notizFilter: { projekt: 0 } },
        400,
        NOTIZ_MSG.ohneVorgang,
      ],
      [
        { notizText: 'Vorgang fehlt', saveProjektbezogen: true, notizFilter: { projekt: 2 } },
        400,
        NOTIZ_MSG.projektIdFehlt,
      ],
      [
        { notizText: 'Falscher Bereich', saveProjektbezogen: true, notizFilter: { projekt: 7, projektId: auftragId } },
        400,
        NOTIZ_MSG.projekt,
      ],
      [
        {
          notizText: 'Unbekannter Auftrag',
          saveProjektbezogen: true,
          notizFilter: { projekt: 4, projektId: UNBEKANNT },
        },
        404,
        NOTIZ_MSG.auftragNichtGefunden,
      ],
      [
        {
          notizText: 'Kein Auftrag',
          saveProjektbezogen: true,
          notizFilter: { projekt: 5, projektId: 'AS2026-000001' },
        },
        404,
        NOTIZ_MSG.auftragNichtGefunden,
      ],
      [
        {
          notizText: 'Unbekanntes Angebot',
          saveProjektbezogen: true,
          notizFilter: { projekt: 1, projektId: UNBEKANNT },
        },
        404,
        NOTIZ_MSG.angebotNichtGefunden,
      ],
      // an applicant's draft has no offer page
      [
        { notizText: 'Entwurf', saveProjektbezogen: true, notizFilter: { projekt: 1, projektId: entwurfAntragId } },
        404,
        NOTIZ_MSG.angebotNichtGefunden,
      ],
      // an order's id is no offer's
      [
        {
          notizText: 'Auftrag als Angebot',
          saveProjektbezogen: true,
          notizFilter: { projekt: 1, projektId: auftragId },
        },
        404,
        NOTIZ_MSG.angebotNichtGefunden,
      ],
      [['nur Text'], 400, 'Ungültige Eingabe: ein Objekt erwartet.'],
    ];
    for (const [body, status, message] of cases) {
      const res = await save(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message, JSON.stringify(body)).toBe(message);
    }
    expect(await count()).toBe(before);
    // a list naming an unknown object is a 404 as well
    const unknown = await post(sb, '/api/Nutzer/GetNotizen', { notizFilter: { projekt: 2, projektId: UNBEKANNT } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(NOTIZ_MSG.auftragNichtGefunden);
    expect((await post(sb, '/api/Nutzer/GetNotizen', { anzeige: 'meine' })).json().message).toBe(NOTIZ_MSG.anzeige);
  });

  it('deletes the own note (DeleteNotiz); unknown ids 404; another case worker may read but not delete it (403)', async () => {
    const mine = (
      await save({
        notizText: 'Wird gleich bearbeitet.',
        saveProjektbezogen: true,
        notizFilter: { projekt: 2, projektId: auftragId },
      })
    ).json() as NotizRow;
    // shared: the second case worker sees it, not as own
    const seen = (await list({ notizFilter: { projekt: 2, projektId: auftragId } }, sb2)).find((x) => x.id === mine.id);
    expect(seen).toMatchObject({ eigene: false, notizText: 'Wird gleich bearbeitet.' });
    const foreign = await sb2.request('DELETE', `/api/Nutzer/DeleteNotiz/${mine.id}`);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(NOTIZ_MSG.nurVerfasser);
    expect(await h.db.em.fork().count(Notiz, { id: mine.id })).toBe(1);

    // no anti-forgery header, no delete
    expect((await sb.request('DELETE', `/api/Nutzer/DeleteNotiz/${mine.id}`, { xsrf: false })).statusCode).toBe(403);
    const del = await sb.request('DELETE', `/api/Nutzer/DeleteNotiz/${mine.id}`);
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json()).toEqual({ id: mine.id });
    expect((await list({ notizFilter: { projekt: 2, projektId: auftragId } })).map((x) => x.id)).not.toContain(mine.id);
    const again = await sb.request('DELETE', `/api/Nutzer/DeleteNotiz/${mine.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(NOTIZ_MSG.nichtGefunden);
    expect((await sb.request('DELETE', '/api/Nutzer/DeleteNotiz/2147483647')).statusCode).toBe(404);
    expect((await sb.request('DELETE', '/api/Nutzer/DeleteNotiz/abc')).statusCode).toBe(400);
  });

  it('is for case workers only: a customer and an administrator get 403, a visitor 401, and nothing is written', async () => {
    const before = await count();
    const someId = (await list())[0]?.id ?? 1;
    for (const client of [kunde, admin]) {
      expect((await post(client, '/api/Nutzer/GetNotizen', {})).statusCode).toBe(403);
      const saved = await save({ notizText: 'Darf ich nicht', saveProjektbezogen: false }, client);
      expect(saved.statusCode).toBe(403);
      expect(saved.json().message).toBe('Sie haben keine Berechtigung für diese Aktion.');
      expect((await client.request('DELETE', `/api/Nutzer/DeleteNotiz/${someId}`)).statusCode).toBe(403);
      expect((await client.request('GET', '/trpc/notiz.list')).statusCode).toBe(403);
    }
    const visitor = new Client(h.app);
    expect((await post(visitor, '/api/Nutzer/GetNotizen', {})).statusCode).toBe(401);
    expect((await save({ notizText: 'Anonym', saveProjektbezogen: false }, visitor)).statusCode).toBe(401);
    expect(await count()).toBe(before);
  });
});
