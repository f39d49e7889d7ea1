// Histories over HTTP against a real database (spec 001 §2 'Histories', §3 History row, §4 action codes 1–9, §7
// 'Histories', §9 sorts): every action code is written by the action that causes it, in its transaction, with who and
// when — a table test runs each action through the API and reads its history row back (and a refused repeat writes
// none). Then the history calls: /historien, a staff member's history (GetHistorie, GetAdminHistorie), a case's history
// with 'Anzahl' (GetAuftragshistorie), the orders with their history (api/Historien/GetAuftraege), German 400/404.
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HISTORIE_AKTION } from '@lap/contracts';
import { addDays, germanToday } from '@lap/domain';
import { Historie, Rechnung, User, Versorger, hashPassword, roles } from '@lap/db';
import { testDatabases } from '@lap/db/testing';
import { Client, useHarness } from './harness.js';
import { acceptedAuftrag, antragBody, sentAntrag } from './support/scenario.js';

const ADRESSE = {
  rechnungEmail: 'historie@bau-kunde.example',
  firma: 'Historien Bau GmbH',
  vorname: 'Hanna',
  name: 'Historisch',
  strasse: 'Lessingstraße',
  hausnummer: '7',
  plz: '01587',
  ort: 'Riesa',
  land: 'Deutschland',
  ausland: false,
  adressenAenderung: true,
  projektnummer: 'P-HIST',
  keineProjektnummer: false,
};
const UNBEKANNT = '00000000-0000-4000-8000-000000000000';
const q = (params: Record<string, unknown>) =>
  '?' +
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`)
    .join('&');

type Wer = 'sb' | 'sb2';
interface Erwartet {
  antragId: string;
  auftragId: string | null;
  versorgerId?: string;
  anfrageStatus?: number;
  /** Codes the same action may write besides its own (the first change of an order writes code 3 once). */
  auch?: number[];
}
interface Schritt {
  code: keyof typeof HISTORIE_AKTION;
  /** What the case worker does, through the documented path. */
  aktion: string;
  wer: Wer;
  /** Preparation that is not the action (its rows are not counted). */
  vorher?: () => Promise<void>;
  act: (c: Client) => Promise<{ res: LightMyRequestResponse; erwartet: Erwartet }>;
  /** The same action again: refused or without effect, it writes no history row. */
  nochmal?: (c: Client) => Promise<LightMyRequestResponse>;
  beschreibung: RegExp;
}

interface HistoryRow {
  id: number;
  vorgang: string | null;
  datum: string;
  aktion: number;
  beschreibung: string;
  versorgername: string | null;
  anfrageStatus: number | null;
  bearbeiter: string | null;
  auftragId: string | null;
  antragId: string | null;
  auftragAktionUrl: string | null;
}

describe.each(testDatabases())('history codes 1–9 and the history calls on $name', (database) => {
  const h = useHarness(database, { PUBLIC_URL: 'https://portal.test' });
  const c = {} as Record<Wer | 'kunde' | 'admin', Client>;
  const ids = {} as Record<Wer | 'kunde', string>;
  const namen = {} as Record<Wer, string>;
  // case A goes the whole way: offer, order, follow-ups, information complete, invoice, cancellation, dunning, end
  const a = {
    antragId: '',
    auftragId: '',
    versorger: [] as Array<{ id: string; abfrageart: string | null; versorgerName: string }>,
    /** reminded (PutSendeErinnerung) and asked by e-mail (PutSendMailAnfrage) */
    erinnert: { id: '', versorgerName: '' },
    angefragt: { id: '', versorgerName: '' },
    rechnungId: '',
    neueRechnungId: '',
    mahnungId: '',
  };
  // case B is ended by the provider; C is a prepayment order released; D is paid and completed
  const b = { antragId: '' };
  const cc = { antragId: '', auftragId: '' };
  const d = { antragId: '', auftragId: '' };
  const geschrieben = new Set<number>();

  const put = (cl: Client, path: string, body?: unknown) =>
    cl.request('PUT', path, body === undefined ? {} : { body: body as object });
  const maxId = async (): Promise<number> =>
    (await h.db.em.fork().find(Historie, {}, { orderBy: { id: 'desc' }, limit: 1, fields: ['id'] }))[0]?.id ?? 0;

  /** An accepted order with an invoice address and its draft invoice sent by `cl`; answers the invoice id. */
  async function gesendeteRechnung(cl: Client, antragId: string, auftragId: string): Promise<string> {
    expect(
      (await c.kunde.request('POST', '/api/Antrag/PostRechnungsAdresse', { body: { antragId, ...ADRESSE } }))
        .statusCode,
    ).toBe(200);
    const draft = await cl.request('GET', `/api/Rechnung/GetNewRechnungByAuftragId/${auftragId}`);
    expect(draft.statusCode, draft.body).toBe(200);
    const id = String(draft.json().rechnungId);
    expect((await put(cl, `/api/Rechnung/SendeRechnung/${id}`)).statusCode).toBe(200);
    return id;
  }

  beforeAll(async () => {
    const em = h.db.em.fork();
    // a second case worker: the row names whoever acted, not "the" case worker
    em.create(User, {
      email: 'sb2-historie@example.org',
      passwordHash: await hashPassword('Zweite#2026'),
      vorname: 'Sina',
      name: 'Zweitbearbeiterin',
      emailConfirmed: true,
      roles: await roles.findByNames(em, ['SbBereich']),
    });
    await em.flush();
    for (const [who, email, password] of [
      ['sb', 'sb@example.org', undefined],
      ['sb2', 'sb2-historie@example.org', 'Zweite#2026'],
      ['kunde', 'kunde@example.org', undefined],
      ['admin', 'admin@example.org', undefined],
    ] as const) {
      c[who] = new Client(h.app);
      const login = await c[who].login(email, password);
      expect(login.statusCode).toBe(200);
      if (who !== 'admin') ids[who] = login.json().userId;
      if (who === 'sb' || who === 'sb2') {
        const u = await em.findOneOrFail(User, { id: ids[who] });
        namen[who] = `${u.vorname} ${u.name}`;
      }
    }
    a.antragId = await sentAntrag(c.kunde, {
      over: { betreiber: [1, 2, 3, 4, 5, 6], vorhaben: 'Historie: Hausanschluss' },
    });
    expect((await put(c.sb, `/api/Angebot/UebernahmeAllePosition/${a.antragId}`)).statusCode).toBe(200);
    b.antragId = await sentAntrag(c.kunde, { over: { vorhaben: 'Historie: zurückgezogen' } });
    ({ antragId: cc.antragId, auftragId: cc.auftragId } = await acceptedAuftrag(c.kunde, c.sb, {
      vorkasse: true,
      over: { vorhaben: 'Historie: Vorkasse' },
    }));
    ({ antragId: d.antragId, auftragId: d.auftragId } = await acceptedAuftrag(c.kunde, c.sb, {
      over: { vorhaben: 'Historie: bezahlt' },
    }));
    await gesendeteRechnung(c.sb, d.antragId, d.auftragId);
    await h.deliverMails();
  });

  const SCHRITTE: Schritt[] = [
    {
      code: 1,
      aktion: 'PUT api/Angebot/SendeAngebot',
      wer: 'sb',
      act: async (cl) => ({
        res: await put(cl, `/api/Angebot/SendeAngebot/${a.antragId}`, { vorkasse: false }),
        erwartet: { antragId: a.antragId, auftragId: null },
      }),
      beschreibung: /^Angebot AS\d{4}-\d{6} versendet$/,
    },
    {
      code: 2,
      aktion: 'PUT api/Angebot/DienstleisterBeenden',
      wer: 'sb2',
      act: async (cl) => ({
        res: await put(cl, `/api/Angebot/DienstleisterBeenden/${b.antragId}`),
        erwartet: { antragId: b.antragId, auftragId: null },
      }),
      nochmal: (cl) => put(cl, `/api/Angebot/DienstleisterBeenden/${b.antragId}`),
      beschreibung: /^Vorgang AS\d{4}-\d{6} durch Dienstleister beendet$/,
    },
    {
      code: 3,
      aktion: 'PUT api/Auftraege/BemerkungAuftrag (the first change of the order)',
      wer: 'sb2',
      vorher: async () => {
        const accepted = await c.kunde.request('PUT', `/api/Angebot/ZustimmungAngebotKunde/${a.antragId}`, {
          body: { widerrufAnerkannt: true },
        });
        expect(accepted.statusCode, accepted.body).toBe(200);
        a.auftragId = accepted.json().auftragId;
      },
      act: async (cl) => ({
        res: await put(cl, `/api/Auftraege/BemerkungAuftrag/${a.auftragId}`, { bemerkung: 'Kunde ruft zurück.' }),
        erwartet: { antragId: a.antragId, auftragId: a.auftragId },
      }),
      // a later change writes no second code 3
      nochmal: (cl) => put(cl, `/api/Auftraege/PutUpdatePrioritaet/${a.auftragId}`, { prioritaet: 1 }),
      beschreibung: /^Auftrag Bearbeitung begonnen$/,
    },
    {
      code: 3,
      aktion: 'PUT api/Auftraege/CompleteVorkassen (prepayment released)',
      wer: 'sb',
      act: async (cl) => ({
        res: await put(cl, '/api/Auftraege/CompleteVorkassen', [cc.auftragId]),
        erwartet: { antragId: cc.antragId, auftragId: cc.auftragId },
      }),
      nochmal: (cl) => put(cl, '/api/Auftraege/CompleteVorkassen', [cc.auftragId]),
      beschreibung: /^Vorkasse bezahlt, Bearbeitung freigegeben$/,
    },
    {
      code: 4,
      aktion: 'PUT api/Wiedervorlagen/PutSendeErinnerung',
      wer: 'sb',
      vorher: async () => {
        expect(
          (await c.sb.request('GET', `/api/Auftraege/GetAktualisiereNetzbetreiberById/${a.auftragId}`)).statusCode,
        ).toBe(200);
        a.versorger = (
          await h.db.em.fork().find(Versorger, { auftrag: a.auftragId }, { orderBy: { versorgerName: 'asc' } })
        ).map((v) => ({ id: v.id, abfrageart: v.abfrageart ?? null, versorgerName: v.versorgerName }));
        const mail = a.versorger.find((v) => v.abfrageart === 'E-Mail');
        const andere = a.versorger.find((v) => v.id !== mail?.id);
        if (!mail || !andere) throw new Error('the order needs a supplier asked by e-mail and another one');
        a.angefragt = mail;
        a.erinnert = andere;
      },
      act: async (cl) => ({
        res: await put(cl, `/api/Wiedervorlagen/PutSendeErinnerung/${a.erinnert.id}`),
        erwartet: { antragId: a.antragId, auftragId: a.auftragId, versorgerId: a.erinnert.id, anfrageStatus: 1 },
      }),
      beschreibung: /^Wiedervorlage erstellt: \d{2}\.\d{2}\.\d{4} 08:00 \(Erinnerung\)$/,
    },
    {
      code: 4,
      aktion: 'PUT api/Mailversand/PutSendMailAnfrage (the enquiry sets a follow-up in one week)',
      wer: 'sb2',
      act: async (cl) => ({
        res: await put(cl, `/api/Mailversand/PutSendMailAnfrage/${a.angefragt.id}`),
        erwartet: { antragId: a.antragId, auftragId: a.auftragId, versorgerId: a.angefragt.id, anfrageStatus: 2 },
      }),
      nochmal: (cl) => put(cl, `/api/Mailversand/PutSendMailAnfrage/${a.angefragt.id}`),
      beschreibung: /^Wiedervorlage erstellt: \d{2}\.\d{2}\.\d{4} 08:00 \(E-Mail-Anfrage versendet\)$/,
    },
    {
      code: 5,
      aktion: 'PUT api/Auftraege/PutUpdateVersorgerById (the last answer completes the information)',
      wer: 'sb2',
      vorher: async () => {
        for (const v of a.versorger.slice(0, -1))
          expect(
            (
              await put(c.sb, `/api/Auftraege/PutUpdateVersorgerById/${v.id}`, {
                auskunftDatum: new Date().toISOString(),
              })
            ).statusCode,
          ).toBe(200);
      },
      act: async (cl) => ({
        res: await put(cl, `/api/Auftraege/PutUpdateVersorgerById/${a.versorger.at(-1)?.id ?? ''}`, {
          auskunftDatum: new Date().toISOString(),
        }),
        erwartet: { antragId: a.antragId, auftragId: a.auftragId },
      }),
      beschreibung: /^Auftrag AS\d{4}-\d{6} abgeschlossen: Auskünfte vollständig$/,
    },
    {
      code: 5,
      aktion: 'PUT api/Rechnung/PutAbgeschlosseneRechnungen (paid: the order completed)',
      wer: 'sb2',
      act: async (cl) => ({
        res: await put(cl, '/api/Rechnung/PutAbgeschlosseneRechnungen', [d.auftragId]),
        erwartet: { antragId: d.antragId, auftragId: d.auftragId },
      }),
      nochmal: (cl) => put(cl, '/api/Rechnung/PutAbgeschlosseneRechnungen', [d.auftragId]),
      beschreibung: /^Auftrag AS\d{4}-\d{6} abgeschlossen: Rechnung bezahlt$/,
    },
    {
      code: 6,
      aktion: 'PUT api/Rechnung/SendeRechnung',
      wer: 'sb',
      vorher: async () => {
        expect(
          (
            await c.kunde.request('POST', '/api/Antrag/PostRechnungsAdresse', {
              body: { antragId: a.antragId, ...ADRESSE },
            })
          ).statusCode,
        ).toBe(200);
        a.rechnungId = String(
          (await c.sb.request('GET', `/api/Rechnung/GetNewRechnungByAuftragId/${a.auftragId}`)).json().rechnungId,
        );
      },
      act: async (cl) => ({
        res: await put(cl, `/api/Rechnung/SendeRechnung/${a.rechnungId}`),
        erwartet: { antragId: a.antragId, auftragId: a.auftragId },
      }),
      nochmal: (cl) => put(cl, `/api/Rechnung/SendeRechnung/${a.rechnungId}`),
      beschreibung: /^Rechnung RE\d{4}-\d{5,} versendet$/,
    },
    {
      code: 7,
      aktion: 'PUT api/Rechnung/PutStorniereRechnung',
      wer: 'sb2',
      act: async (cl) => {
        const res = await put(cl, `/api/Rechnung/PutStorniereRechnung/${a.rechnungId}/true`);
        a.neueRechnungId = String(res.json().neu?.rechnungId);
        return { res, erwartet: { antragId: a.antragId, auftragId: a.auftragId } };
      },
      nochmal: (cl) => put(cl, `/api/Rechnung/PutStorniereRechnung/${a.rechnungId}/false`),
      beschreibung: /^Rechnung RE\d{4}-\d{5,} storniert \(Stornorechnung RE\d{4}-\d{5,}\)$/,
    },
    {
      code: 8,
      aktion: 'PUT api/Mahnung/SendeMahnung',
      wer: 'sb',
      vorher: async () => {
        expect((await put(c.sb, `/api/Rechnung/SendeRechnung/${a.neueRechnungId}`)).statusCode).toBe(200);
        // overdue: its payment term has passed (a notice before that needs a reason, issue 42)
        await h.db.em
          .fork()
          .nativeUpdate(Rechnung, { id: a.neueRechnungId }, { rechnungsDatum: addDays(germanToday(), -20) });
        const neu = await c.sb.request('GET', `/api/Mahnung/CreateNewMahnung/${a.neueRechnungId}`);
        expect(neu.statusCode, neu.body).toBe(200);
        a.mahnungId = neu.json().id;
      },
      act: async (cl) => ({
        res: await put(cl, `/api/Mahnung/SendeMahnung/${a.mahnungId}`),
        erwartet: { antragId: a.antragId, auftragId: a.auftragId },
      }),
      nochmal: (cl) => put(cl, `/api/Mahnung/SendeMahnung/${a.mahnungId}`),
      beschreibung: /^1\. Mahnung zu Rechnung RE\d{4}-\d{5,} versendet$/,
    },
    {
      code: 9,
      aktion: 'PUT api/Mahnung/MahnverfahrenBeenden',
      wer: 'sb2',
      act: async (cl) => ({
        res: await put(cl, `/api/Mahnung/MahnverfahrenBeenden/${a.auftragId}`),
        erwartet: { antragId: a.antragId, auftragId: a.auftragId },
      }),
      nochmal: (cl) => put(cl, `/api/Mahnung/MahnverfahrenBeenden/${a.auftragId}`),
      beschreibung: /^Mahnverfahren für den Auftrag beendet$/,
    },
  ];

  it.each(SCHRITTE.map((s) => [s.code, s.aktion, s] as const))(
    'code %i: %s writes its row with who and when',
    async (code, _aktion, s) => {
      await s.vorher?.();
      const vorher = await maxId();
      const before = Date.now();
      const { res, erwartet } = await s.act(c[s.wer]);
      const after = Date.now();
      expect(res.statusCode, res.body).toBe(200);
      const neu = await h.db.em.fork().find(Historie, { id: { $gt: vorher } }, { orderBy: { id: 'asc' } });
      const eigene = neu.filter((r) => r.aktion === code);
      expect(eigene, `rows of code ${code}`).toHaveLength(1);
      const row = eigene[0];
      if (!row) throw new Error('no row');
      expect({
        user: row.user?.id ?? null,
        antrag: row.antrag?.id ?? null,
        auftrag: row.auftrag?.id ?? null,
        versorger: row.versorger?.id ?? null,
        anfrageStatus: row.anfrageStatus ?? null,
      }).toEqual({
        user: ids[s.wer],
        antrag: erwartet.antragId,
        auftrag: erwartet.auftragId,
        versorger: erwartet.versorgerId ?? null,
        anfrageStatus: erwartet.anfrageStatus ?? null,
      });
      // when: stamped while the action ran
      expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(before);
      expect(row.createdAt.getTime()).toBeLessThanOrEqual(after);
      expect(row.beschreibung).toMatch(s.beschreibung);
      // nothing else but what the action may also write
      expect(neu.filter((r) => r.aktion !== code).map((r) => r.aktion)).toEqual(erwartet.auch ?? []);
      geschrieben.add(code);

      if (s.nochmal) {
        const nachher = await maxId();
        const again = await s.nochmal(c[s.wer]);
        expect(again.statusCode, again.body).toBeLessThan(500);
        // refused (a German message) or without effect: no history row either way
        if (again.statusCode >= 400) expect(again.json().message).toMatch(/[a-zäöüß]/i);
        expect(await maxId()).toBe(nachher);
      }
    },
  );

  it('covers all nine codes', () => {
    expect([...geschrieben].sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('GetAuftragshistorie: the case from offer to end of dunning, oldest first, with Anzahl and the order the title links to', async () => {
    const res = await c.sb.request('GET', `/api/Historien/GetAuftragshistorie/${a.antragId}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as {
      rows: HistoryRow[];
      total: number;
      pageSize: number;
      anzahl: number;
      vorgang: { antragId: string; vorgangsnummer: string; auftragId: string | null };
    };
    expect(body.vorgang).toEqual({
      antragId: a.antragId,
      vorgangsnummer: expect.stringMatching(/^AS\d{4}-\d{6}$/),
      auftragId: a.auftragId,
    });
    expect(body.pageSize).toBe(50);
    // 1 offer, 3 started, 4 reminder, 4 enquiry, 5 complete, 6 invoice, 7 cancelled, 6 corrected invoice, 8 dunning, 9 ended
    expect(body.rows.map((r) => r.aktion)).toEqual([1, 3, 4, 4, 5, 6, 7, 6, 8, 9]);
    expect(body.anzahl).toBe(10);
    expect(body.total).toBe(10);
    const datums = body.rows.map((r) => r.datum);
    expect(datums).toEqual([...datums].sort());
    expect(body.rows[0]).toMatchObject({
      vorgang: body.vorgang.vorgangsnummer,
      bearbeiter: namen.sb,
      auftragId: a.auftragId,
      antragId: a.antragId,
      auftragAktionUrl: `/leitungsauskunftportal/bearbeitungslist/${a.auftragId}`,
    });
    expect(body.rows[1]?.bearbeiter).toBe(namen.sb2);
    expect(body.rows[2]).toMatchObject({ versorgername: a.erinnert.versorgerName, anfrageStatus: 1 });
    expect(body.rows[3]).toMatchObject({ versorgername: a.angefragt.versorgerName, anfrageStatus: 2 });

    // filters and sorts of the catalogue: the dunning codes only, newest first
    const filtered = await c.sb.request(
      'GET',
      `/api/Historien/GetAuftragshistorie/${a.antragId}${q({ filterDto: [{ field: 'aktion', type: 'set', values: [8, 9] }], sortingDto: [{ field: 'datum', direction: 'desc' }] })}`,
    );
    expect(filtered.statusCode, filtered.body).toBe(200);
    expect((filtered.json().rows as HistoryRow[]).map((r) => r.aktion)).toEqual([9, 8]);
    // 'Anzahl' counts the whole case, the total what the filter leaves
    expect(filtered.json()).toMatchObject({ total: 2, anzahl: 10 });

    // a case without an order: the offer rows link to the offer
    const ende = (await c.sb.request('GET', `/api/Historien/GetAuftragshistorie/${b.antragId}`)).json();
    expect(ende).toMatchObject({ anzahl: 1, vorgang: { auftragId: null } });
    expect(ende.rows[0]).toMatchObject({
      aktion: 2,
      auftragId: null,
      auftragAktionUrl: `/leitungsauskunftportal/angebot/${b.antragId}`,
    });
  });

  it('GetAuftragshistorie: German 404 for unknown ids and drafts, 400 for bad list parameters, case workers only', async () => {
    for (const id of [UNBEKANNT, 'nix', '%20']) {
      const res = await c.sb.request('GET', `/api/Historien/GetAuftragshistorie/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe('Der Vorgang wurde nicht gefunden.');
    }
    // a draft is no case yet
    const entwurf = await c.kunde.request('POST', '/api/Antrag/PostAntrag', {
      body: antragBody({ vorhaben: 'Historie: Entwurf' }),
    });
    expect(entwurf.statusCode, entwurf.body).toBe(200);
    expect(
      (await c.sb.request('GET', `/api/Historien/GetAuftragshistorie/${entwurf.json().antrag_id}`)).statusCode,
    ).toBe(404);
    const url = `/api/Historien/GetAuftragshistorie/${a.antragId}`;
    const bad: Array<[string, string]> = [
      ['?pageSize=7', 'Ungültige Seitengröße.'],
      ['?filterDto=%7Bkaputt', 'Der Parameter „filterDto“ ist kein gültiges JSON.'],
      [
        q({ sortingDto: [{ field: 'constructor', direction: 'asc' }] }),
        'Nach dem Feld „constructor“ kann nicht sortiert werden.',
      ],
      [q({ filterDto: [{ field: 'aktion', type: 'set', values: [10] }] }), 'Unbekannter Wert im Filter „Aktion“.'],
      [
        q({ filterDto: [{ field: 'datum', type: 'date', op: 'equals', value: '2026-02-30' }] }),
        'Das Datum „2026-02-30“ im Filter „Datum“ ist ungültig.',
      ],
      [
        q({ sortingDto: [{ field: 'auftragAktionUrl', direction: 'asc' }] }),
        'Nach dem Feld „auftragAktionUrl“ kann nicht sortiert werden.',
      ],
    ];
    for (const [query, message] of bad) {
      const res = await c.sb.request('GET', `${url}${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.body, query).toContain(message);
    }
    expect((await c.kunde.request('GET', url)).statusCode).toBe(403);
    expect((await c.admin.request('GET', url)).statusCode).toBe(403);
    expect((await new Client(h.app).request('GET', url)).statusCode).toBe(401);
  });

  it('GetHistorie and GetAdminHistorie: what one staff member did, newest first, 50 a page; any account, German 404', async () => {
    const res = await c.sb.request('GET', `/api/Historien/GetHistorie/${ids.sb2}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as {
      rows: HistoryRow[];
      total: number;
      pageSize: number;
      nutzer: { id: string; vorname: string; name: string };
    };
    expect(body.nutzer).toEqual({ id: ids.sb2, vorname: 'Sina', name: 'Zweitbearbeiterin' });
    expect(body.pageSize).toBe(50);
    // 2, 3, 4, 5, 5, 7, 9 (case B, A, A, A, D, A, A)
    expect(body.total).toBe(7);
    expect([...body.rows.map((r) => r.aktion)].reverse()).toEqual([2, 3, 4, 5, 5, 7, 9]);
    expect(body.rows.every((r) => r.bearbeiter === namen.sb2)).toBe(true);
    const datums = body.rows.map((r) => r.datum);
    expect(datums).toEqual([...datums].sort().reverse());
    expect(body.rows.find((r) => r.aktion === 2)).toMatchObject({
      antragId: b.antragId,
      auftragId: null,
      auftragAktionUrl: `/leitungsauskunftportal/angebot/${b.antragId}`,
    });
    expect(body.rows.find((r) => r.aktion === 9)).toMatchObject({
      auftragAktionUrl: `/leitungsauskunftportal/bearbeitungslist/${a.auftragId}`,
    });
    // the supplier's name and the request status stored with the follow-up
    expect(body.rows.find((r) => r.aktion === 4)).toMatchObject({
      versorgername: a.angefragt.versorgerName,
      anfrageStatus: 2,
    });

    // the administrator's screen answers the same rows; administrators view histories too
    const admin = await c.admin.request('GET', `/api/Historien/GetAdminHistorie/${ids.sb2}`);
    expect(admin.statusCode, admin.body).toBe(200);
    expect(admin.json()).toEqual(body);
    // search, and a page of 10 of the demo case worker's many rows
    const gesucht = (
      await c.sb.request('GET', `/api/Historien/GetHistorie/${ids.sb2}?search=${encodeURIComponent('Vorkasse')}`)
    ).json();
    expect(gesucht.total).toBe(0);
    const seite = (await c.admin.request('GET', `/api/Historien/GetAdminHistorie/${ids.sb}?page=2&pageSize=10`)).json();
    expect(seite).toMatchObject({ page: 2, pageSize: 10 });
    expect(seite.rows).toHaveLength(10);
    expect(seite.total).toBeGreaterThan(20);
    // a customer writes no history: an empty list, not an error
    const kunde = await c.admin.request('GET', `/api/Historien/GetHistorie/${ids.kunde}`);
    expect(kunde.statusCode).toBe(200);
    expect(kunde.json().total).toBe(0);

    for (const path of ['GetHistorie', 'GetAdminHistorie']) {
      for (const id of [UNBEKANNT, 'nix']) {
        const nf = await c.sb.request('GET', `/api/Historien/${path}/${id}`);
        expect(nf.statusCode, `${path}/${id}`).toBe(404);
        expect(nf.json().message).toBe('Der Nutzer wurde nicht gefunden.');
      }
      const bad = await c.sb.request('GET', `/api/Historien/${path}/${ids.sb2}?page=0`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0].field).toBe('page');
      expect((await c.kunde.request('GET', `/api/Historien/${path}/${ids.sb2}`)).statusCode).toBe(403);
    }
  });

  it('GetHistorienList: the staff members with their number of entries (both staff roles)', async () => {
    const res = await c.sb.request('GET', '/api/Historien/GetHistorienList');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as {
      rows: Array<{
        id: string;
        name: string;
        vorname: string;
        email: string;
        rollen: string | null;
        anzahl: number;
        letzteAktion: string | null;
      }>;
      total: number;
      pageSize: number;
    };
    expect(body.pageSize).toBe(50);
    const sb2 = body.rows.find((r) => r.id === ids.sb2);
    expect(sb2).toMatchObject({
      vorname: 'Sina',
      name: 'Zweitbearbeiterin',
      email: 'sb2-historie@example.org',
      rollen: 'SbBereich',
      anzahl: 7,
    });
    expect(body.rows.find((r) => r.id === ids.sb)?.anzahl).toBe(await h.db.em.fork().count(Historie, { user: ids.sb }));
    expect(body.rows.some((r) => r.rollen === 'Administration')).toBe(true);
    // customers are no staff
    expect(body.rows.some((r) => r.email === 'kunde@example.org')).toBe(false);
    const names = body.rows.map((r) => r.name);
    expect(names).toEqual([...names].sort((x, y) => x.localeCompare(y)));
    expect((await c.admin.request('GET', '/api/Historien/GetHistorienList')).statusCode).toBe(200);
    const gesucht = await c.admin.request(
      'GET',
      `/api/Historien/GetHistorienList${q({ search: 'zweitbearb', sortingDto: [{ field: 'anzahl', direction: 'desc' }] })}`,
    );
    expect(gesucht.json().rows.map((r: { id: string }) => r.id)).toEqual([ids.sb2]);
    const bad = await c.sb.request(
      'GET',
      `/api/Historien/GetHistorienList${q({ filterDto: [{ field: 'anzahl', type: 'text', op: 'contains', value: '1' }] })}`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Der Filter „text“ passt nicht zum Feld „Einträge“.');
    expect((await c.kunde.request('GET', '/api/Historien/GetHistorienList')).statusCode).toBe(403);
    expect((await new Client(h.app).request('GET', '/api/Historien/GetHistorienList')).statusCode).toBe(401);
  });

  it('api/Historien/GetAuftraege: the orders with the size and latest entry of their history (case workers)', async () => {
    const res = await c.sb.request(
      'GET',
      `/api/Historien/GetAuftraege${q({ search: (await c.sb.request('GET', `/api/Historien/GetAuftragshistorie/${a.antragId}`)).json().vorgang.vorgangsnummer })}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rows).toEqual([
      expect.objectContaining({
        id: a.auftragId,
        antragId: a.antragId,
        anzahl: 10,
        letzteBeschreibung: 'Mahnverfahren für den Auftrag beendet',
        auftragshistorieUrl: `/leitungsauskunftportal/auftraghistorie/${a.antragId}`,
      }),
    ]);
    const alle = (await c.sb.request('GET', '/api/Historien/GetAuftraege')).json();
    expect(alle.pageSize).toBe(50);
    const letzte = alle.rows.map((r: { letzteAktion: string | null }) => r.letzteAktion).filter(Boolean);
    expect(letzte).toEqual([...letzte].sort().reverse());
    const bad = await c.sb.request(
      'GET',
      `/api/Historien/GetAuftraege${q({ sortingDto: [{ field: '__proto__', direction: 'asc' }] })}`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Nach dem Feld „__proto__“ kann nicht sortiert werden.');
    expect((await c.admin.request('GET', '/api/Historien/GetAuftraege')).statusCode).toBe(403);
    expect((await c.kunde.request('GET', '/api/Historien/GetAuftraege')).statusCode).toBe(403);
  });
});
