import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, germanToday } from '@lap/domain';
import { STEUERZEICHEN_MSG } from '@lap/contracts';
import { Antrag, Export, User } from '@lap/db';
import { testDatabases } from '@lap/db/testing';
import { Client, useHarness } from './harness.js';

// Security review finding 5: names of Object.prototype members as sort/filter fields, impossible days in date
// filters and NUL characters in texts answered 500. Each is a German 400 now that changes nothing.

const q = (params: Record<string, unknown>) =>
  '?' +
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`)
    .join('&');
const withQuery = (path: string, params: Record<string, unknown>) =>
  `${path}${path.includes('?') ? q(params).replace('?', '&') : q(params)}`;

const BUILTINS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];
const BAD_DAYS = ['2026-13-01', '2026-01-32', '2026-02-30', '2025-02-29', '2026-00-10'];
const dateMessage = (day: string, label: string) =>
  `Das Datum „${day}“ im Filter „${label}“ ist ungültig. Bitte geben Sie ein valides Datum ein z.B. 01.01.2025`;

type Who = 'admin' | 'sb' | 'kunde';
interface ListCase {
  who: Who;
  path: (kundeId: string) => string;
  /** A date field of the list and its German label. */
  date?: [string, string];
}

const LISTS: ListCase[] = [
  { who: 'admin', path: () => '/api/Nutzer/GetNutzerList', date: ['createdAt', 'Registriert am'] },
  { who: 'admin', path: () => '/api/Nutzer/GetRollenList' },
  { who: 'sb', path: () => '/api/Nutzer/GetCustomerList', date: ['createdAt', 'Registriert am'] },
  { who: 'sb', path: () => '/api/Angebot/GetAngebote', date: ['antragVersand', 'Antrag vom'] },
  { who: 'kunde', path: () => '/api/Angebot/GetAngebote', date: ['angebotAm', 'Angebot am'] },
  { who: 'kunde', path: () => '/api/Antrag/GetAntraege', date: ['createDate', 'Erstellt am'] },
  { who: 'sb', path: (kundeId) => `/api/Historien/GetAngebotHistorie/${kundeId}`, date: ['angebotAm', 'Angebot am'] },
];

const EXPORTS: ListCase[] = [
  { who: 'admin', path: () => '/api/Export/ExportNutzerExcel', date: ['createdAt', 'Registriert am'] },
  { who: 'sb', path: () => '/api/Export/ExportNutzerExcel', date: ['createdAt', 'Registriert am'] },
  { who: 'sb', path: () => '/api/Export/PostExportRechnungenExcel', date: ['rechnungsDatum', 'Rechnungsdatum'] },
  {
    who: 'sb',
    path: (kundeId) => `/api/Historien/ConvertHistorieToExcel?uid=${kundeId}`,
    date: ['angebotAm', 'Angebot am'],
  },
];

const name = (c: ListCase) => `${c.who} ${c.path('{kundeId}')}`;

const today = germanToday();
const antrag = (over: Record<string, unknown> = {}, person: Record<string, unknown> = {}) => ({
  vorgangsart: 1,
  vorhaben: 'Neubau Carport mit Fundament',
  projektangaben: 'Streifenfundament 0,8 m tief',
  strasse: 'Lessingstraße',
  hausnummer: '7',
  plz: '01587',
  ort: 'Riesa',
  bautiefe: '0,8 m',
  baustart: addDays(today, 30),
  bauende: addDays(today, 90),
  anerkennungAgb: true,
  betreiber: [1, 3],
  identischMitAntragsteller: true,
  bauausfuehrenderUnbekannt: true,
  personen: [
    {
      personTyp: 1,
      firma: 'Kunde Bau GmbH',
      vorname: 'Klara',
      name: 'Kunde',
      strasse: 'Hauptstraße',
      hausnummer: '42',
      plz: '01587',
      ort: 'Riesa',
      telefon: '03525 123456',
      email: 'kunde@example.org',
      ...person,
    },
  ],
  ...over,
});

describe.each(testDatabases())('hardened lists, exports and texts on $name', (database) => {
  const h = useHarness(database);
  const clients = {} as Record<Who, Client>;
  let kundeId: string;
  const exportRows = () => h.db.em.fork().count(Export, {});

  beforeAll(async () => {
    clients.admin = new Client(h.app);
    clients.sb = new Client(h.app);
    clients.kunde = new Client(h.app);
    await clients.admin.login('admin@example.org');
    await clients.sb.login('sb@example.org');
    kundeId = (await clients.kunde.login('kunde@example.org')).json().userId;
  });

  describe('sort and filter fields named after Object.prototype members', () => {
    it.each(LISTS.map((c) => [name(c), c] as const))('list %s: a German 400', async (_name, c) => {
      for (const field of BUILTINS) {
        const sorted = await clients[c.who].request(
          'GET',
          withQuery(c.path(kundeId), { sortingDto: [{ field, direction: 'asc' }] }),
        );
        expect([sorted.statusCode, sorted.json().message]).toEqual([
          400,
          `Nach dem Feld „${field}“ kann nicht sortiert werden.`,
        ]);
        const filtered = await clients[c.who].request(
          'GET',
          withQuery(c.path(kundeId), { filterDto: [{ field, type: 'text', op: 'contains', value: 'x' }] }),
        );
        expect([filtered.statusCode, filtered.json().message]).toEqual([
          400,
          `Nach dem Feld „${field}“ kann nicht gefiltert werden.`,
        ]);
      }
    });

    it.each(EXPORTS.map((c) => [name(c), c] as const))('export %s: a German 400 and no file', async (_name, c) => {
      const before = await exportRows();
      for (const field of BUILTINS) {
        const sorted = await clients[c.who].request('POST', c.path(kundeId), {
          body: { sortingDto: [{ field, direction: 'desc' }] },
        });
        expect([sorted.statusCode, sorted.json().message]).toEqual([
          400,
          `Nach dem Feld „${field}“ kann nicht sortiert werden.`,
        ]);
        const filtered = await clients[c.who].request('POST', c.path(kundeId), {
          body: { filterDto: [{ field, type: 'boolean', value: true }] },
        });
        expect([filtered.statusCode, filtered.json().message]).toEqual([
          400,
          `Nach dem Feld „${field}“ kann nicht gefiltert werden.`,
        ]);
      }
      expect(await exportRows()).toBe(before);
    });

    it('is refused the same way through tRPC', async () => {
      const res = await clients.admin.request(
        'GET',
        `/trpc/nutzer.list?input=${encodeURIComponent(JSON.stringify({ sortingDto: [{ field: 'constructor', direction: 'asc' }] }))}`,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Nach dem Feld „constructor“ kann nicht sortiert werden.');
    });
  });

  describe('a page asked for in halves (the browser grid: rows first, then the count)', () => {
    const trpc = (procedure: string, input: Record<string, unknown>) =>
      clients.admin.request('GET', `/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`);

    it('answers the rows without the total, and the total and sums without rows, as the whole page has them', async () => {
      const input = { pageSize: 10, sortingDto: [{ field: 'email', direction: 'asc' }] };
      const whole = (await trpc('nutzer.list', input)).json().result.data;
      const rows = (await trpc('nutzer.list', { ...input, part: 'rows' })).json().result.data;
      const total = (await trpc('nutzer.list', { ...input, part: 'total' })).json().result.data;
      expect(whole.total).toBeGreaterThan(3);
      expect(rows.rows).toEqual(whole.rows);
      expect(rows.total).toBeNull();
      expect(total.rows).toEqual([]);
      expect(total.total).toBe(whole.total);
    });

    it('refuses an unknown part in German', async () => {
      const res = await trpc('nutzer.list', { part: 'alles' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/^Ungültige Option: erwartet eine von/);
    });

    it('the legacy list always answers the whole page with its total', async () => {
      const res = await clients.admin.request(
        'GET',
        withQuery('/api/Nutzer/GetNutzerList', { pageSize: 10, part: 'rows' }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().total).toBeGreaterThan(3);
      expect(res.json().rows).toHaveLength(Math.min(10, res.json().total));
    });
  });

  describe('impossible days in date filters', () => {
    it.each(LISTS.filter((c) => c.date).map((c) => [name(c), c] as const))(
      'list %s: a German 400 naming the column',
      async (_name, c) => {
        const [field, label] = c.date ?? ['', ''];
        for (const day of BAD_DAYS) {
          const equals = await clients[c.who].request(
            'GET',
            withQuery(c.path(kundeId), { filterDto: [{ field, type: 'date', op: 'equals', value: day }] }),
          );
          expect([equals.statusCode, equals.json().message]).toEqual([400, dateMessage(day, label)]);
          const range = await clients[c.who].request(
            'GET',
            withQuery(c.path(kundeId), {
              filterDto: [{ field, type: 'date', op: 'inRange', value: '2026-01-01', valueTo: day }],
            }),
          );
          expect(range.statusCode).toBe(400);
          expect(range.json().errors).toEqual([{ field: 'filterDto.0.valueTo', message: dateMessage(day, label) }]);
        }
        // a leap day is a real day
        const leap = await clients[c.who].request(
          'GET',
          withQuery(c.path(kundeId), {
            filterDto: [{ field, type: 'date', op: 'inRange', value: '2028-02-29', valueTo: '2028-03-01' }],
          }),
        );
        expect(leap.statusCode).toBe(200);
      },
    );

    it.each(EXPORTS.map((c) => [name(c), c] as const))('export %s: a German 400 and no file', async (_name, c) => {
      const [field, label] = c.date ?? ['', ''];
      const before = await exportRows();
      for (const day of BAD_DAYS) {
        const res = await clients[c.who].request('POST', c.path(kundeId), {
          body: { filterDto: [{ field, type: 'date', op: 'greaterThan', value: day }] },
        });
        expect([res.statusCode, res.json().message]).toEqual([400, dateMessage(day, label)]);
      }
      expect(await exportRows()).toBe(before);
    });
  });

  it('an Antrag with an impossible Baustart or Bauende is refused, not rolled over', async () => {
    const year = Number(today.slice(0, 4)) + 1;
    const before = await h.db.em.fork().count(Antrag, {});
    for (const [baustart, bauende] of [
      [`${year}-02-30`, `${year}-06-01`],
      [`${year}-03-01`, `${year}-13-01`],
      [`${year}-04-31`, `${year}-06-01`],
    ] as const) {
      const res = await clients.kunde.request('POST', '/api/Antrag/PostAntrag', {
        body: antrag({ baustart, bauende }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({
        field: baustart.endsWith('-01') ? 'bauende' : 'baustart',
        message: 'Bitte geben Sie ein valides Datum ein z.B. 01.01.2025',
      });
    }
    expect(await h.db.em.fork().count(Antrag, {})).toBe(before);
  });

  describe('control characters in texts', () => {
    const remark = async () => (await h.db.em.fork().findOneOrFail(User, { id: kundeId })).bemerkung;

    it('a remark with NUL or another control character is refused and the remark kept', async () => {
      const url = `/api/Nutzer/BemerkungNutzer/${kundeId}`;
      expect((await clients.sb.request('PUT', url, { body: { bemerkung: 'Ruft oft an' } })).statusCode).toBe(200);
      for (const bemerkung of ['vor\u0000nach', '\u0000', 'Klingel\u0007', 'Escape \u001b[31m', 'Löschen\u007f']) {
        const res = await clients.sb.request('PUT', url, { body: { bemerkung } });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          message: STEUERZEICHEN_MSG,
          errors: [{ field: 'bemerkung', message: STEUERZEICHEN_MSG }],
        });
        // the same through tRPC
        const trpc = await clients.sb.request('POST', '/trpc/nutzer.setBemerkung', {
          body: { id: kundeId, bemerkung },
        });
        expect([trpc.statusCode, trpc.json().error.message]).toEqual([400, STEUERZEICHEN_MSG]);
      }
      expect(await remark()).toBe('Ruft oft an');
      // tab and line breaks are text
      const lines = 'Zeile 1\r\nZeile 2\n\teingerückt';
      expect((await clients.sb.request('PUT', url, { body: { bemerkung: lines } })).statusCode).toBe(200);
      expect(await remark()).toBe(lines);
    });

    it('an Antrag with a NUL in a text is refused and nothing saved', async () => {
      const before = await h.db.em.fork().count(Antrag, {});
      const nul = await clients.kunde.request('POST', '/api/Antrag/PostAntrag', {
        body: antrag({ vorhaben: 'Carport\u0000; drop table antrag' }),
      });
      expect(nul.statusCode).toBe(400);
      expect(nul.json().errors).toContainEqual({ field: 'vorhaben', message: STEUERZEICHEN_MSG });
      const person = await clients.kunde.request('POST', '/api/Antrag/PostAntrag', {
        body: antrag({}, { name: 'Kunde\u001b' }),
      });
      expect(person.statusCode).toBe(400);
      expect(person.json().errors).toContainEqual({ field: 'personen.0.name', message: STEUERZEICHEN_MSG });
      expect(await h.db.em.fork().count(Antrag, {})).toBe(before);
      const ok = await clients.kunde.request('POST', '/api/Antrag/PostAntrag', {
        body: antrag({ projektangaben: 'Tiefe:\t0,8 m\nBreite: 3 m' }),
      });
      expect(ok.statusCode).toBe(200);
      expect(await h.db.em.fork().count(Antrag, {})).toBe(before + 1);
    });

    it('a NUL in an id, a filter or a search finds nothing instead of breaking the SQL', async () => {
      expect((await clients.kunde.request('GET', '/api/Antrag/GetAntragById/a%00b')).statusCode).toBe(404);
      expect((await clients.sb.request('GET', '/api/Angebot/GetAngebotsPositionen/%00')).statusCode).toBe(404);
      expect((await clients.sb.request('GET', '/api/Historien/GetAngebotHistorie/%00')).statusCode).toBe(404);
      const filtered = await clients.admin.request(
        'GET',
        withQuery('/api/Nutzer/GetNutzerList', {
          filterDto: [{ field: 'email', type: 'text', op: 'contains', value: 'kunde\u0000' }],
        }),
      );
      expect([filtered.statusCode, filtered.json().total]).toEqual([200, 0]);
      const searched = await clients.sb.request('GET', withQuery('/api/Nutzer/GetCustomerList', { search: '\u0000' }));
      expect(searched.statusCode).toBe(200);
    });
  });
});
