import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { Export, User } from '@lap/db';
import { removeExpiredExports } from '@lap/api';
import { testDatabases } from '@lap/db/testing';
import { Client, useHarness } from './harness.js';

const q = (params: Record<string, unknown>) =>
  '?' +
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`)
    .join('&');

async function readXlsx(buffer: Buffer): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = wb.worksheets[0];
  const rows: string[][] = [];
  sheet?.eachRow((row) =>
    rows.push(
      (row.values as ExcelJS.CellValue[])
        .slice(1)
        .map((v) => (v instanceof Date ? v.toISOString() : v === null || v === undefined ? '' : String(v))),
    ),
  );
  return rows;
}

describe.each(testDatabases())('Nutzer, Rollen and exports on $name', (database) => {
  const h = useHarness(database);
  let admin: Client;
  let sb: Client;
  let kunde: Client;
  let kundeId: string;
  let adminId: string;

  beforeAll(async () => {
    admin = new Client(h.app);
    sb = new Client(h.app);
    kunde = new Client(h.app);
    adminId = (await admin.login('admin@example.org')).json().userId;
    await sb.login('sb@example.org');
    kundeId = (await kunde.login('kunde@example.org')).json().userId;
  });

  describe('GET api/Nutzer/GetNutzerList', () => {
    it('gives Administration every user with the documented fields, newest first', async () => {
      const res = await admin.request('GET', '/api/Nutzer/GetNutzerList');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ total: 67, page: 1, pageSize: 50 });
      expect(body.rows).toHaveLength(50);
      expect(Object.keys(body.rows[0]).sort()).toEqual([
        'anzahlAntraege',
        'createdAt',
        'email',
        'emailConfirmed',
        'firma',
        'id',
        'name',
        'ort',
        'rollen',
        'telefon',
        'vorname',
      ]);
      const mine = await admin.request(
        'GET',
        `/api/Nutzer/GetNutzerList${q({ filterDto: [{ field: 'email', type: 'text', op: 'equals', value: 'KUNDE@example.org' }] })}`,
      );
      expect(mine.json().rows[0]).toMatchObject({ rollen: 'Antragsteller', anzahlAntraege: 12, emailConfirmed: true });
    });
    it('filters, sorts and pages from the query string', async () => {
      const res = await admin.request(
        'GET',
        `/api/Nutzer/GetNutzerList${q({ filterDto: [{ field: 'rollen', type: 'text', op: 'contains', value: 'bereich' }], sortingDto: [{ field: 'email', direction: 'asc' }], pageSize: '10' })}`,
      );
      expect(res.json()).toMatchObject({ total: 1, pageSize: 10, rows: [{ email: 'sb@example.org' }] });
    });
    it('refuses bad filters with a German 400', async () => {
      const res = await admin.request(
        'GET',
        `/api/Nutzer/GetNutzerList${q({ filterDto: [{ field: 'passwordHash', type: 'text', op: 'contains', value: 'x' }] })}`,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Nach dem Feld „passwordHash“ kann nicht gefiltert werden.');
      const broken = await admin.request('GET', '/api/Nutzer/GetNutzerList?filterDto=%5B%7B');
      expect(broken.statusCode).toBe(400);
      expect(broken.json().message).toBe('Der Parameter „filterDto“ ist kein gültiges JSON.');
      const size = await admin.request('GET', '/api/Nutzer/GetNutzerList?pageSize=25');
      expect(size.statusCode).toBe(400);
      expect(size.json().message).toBe('Ungültige Seitengröße.');
    });
    it('is for Administration only', async () => {
      expect((await sb.request('GET', '/api/Nutzer/GetNutzerList')).statusCode).toBe(403);
      expect((await kunde.request('GET', '/api/Nutzer/GetNutzerList')).statusCode).toBe(403);
      expect((await new Client(h.app).request('GET', '/api/Nutzer/GetNutzerList')).statusCode).toBe(401);
    });
  });

  describe('GET api/Nutzer/GetCustomerList and PUT BemerkungNutzer/{id}', () => {
    it('gives SbBereich the customers with counts, reason, newsletter and remark', async () => {
      const all = await sb.request('GET', '/api/Nutzer/GetCustomerList');
      expect(all.statusCode).toBe(200);
      expect(all.json().total).toBe(65);
      const res = await sb.request(
        'GET',
        `/api/Nutzer/GetCustomerList${q({ filterDto: [{ field: 'anzahlAntraege', type: 'number', op: 'greaterThan', value: 1 }] })}`,
      );
      expect(res.json().rows).toEqual([
        expect.objectContaining({
          id: kundeId,
          email: 'kunde@example.org',
          anzahlAntraege: 12,
          anzahlUnvollstaendig: 1,
          newsletterAkzeptiert: expect.any(Boolean),
          registrierungsGrund: expect.anything(),
        }),
      ]);
      expect((await kunde.request('GET', '/api/Nutzer/GetCustomerList')).statusCode).toBe(403);
    });
    it('saves a remark on a customer and shows it in the list', async () => {
      const res = await sb.request('PUT', `/api/Nutzer/BemerkungNutzer/${kundeId}`, {
        body: { bemerkung: '  Bitte vor Versand anrufen.  ' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id: kundeId, bemerkung: 'Bitte vor Versand anrufen.' });
      const list = await sb.request(
        'GET',
        `/api/Nutzer/GetCustomerList${q({ filterDto: [{ field: 'bemerkung', type: 'text', op: 'contains', value: 'vor versand' }] })}`,
      );
      expect(list.json().rows.map((r: { id: string }) => r.id)).toEqual([kundeId]);
    });
    it('refuses an overlong remark and changes nothing', async () => {
      const res = await sb.request('PUT', `/api/Nutzer/BemerkungNutzer/${kundeId}`, {
        body: { bemerkung: 'x'.repeat(2001) },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Die Bemerkung darf höchstens 2000 Zeichen lang sein.');
      const user = await h.db.em.fork().findOneOrFail(User, { id: kundeId });
      expect(user.bemerkung).toBe('Bitte vor Versand anrufen.');
    });
    it('SbBereich may not remark on staff; customers may not remark at all', async () => {
      expect(
        (await sb.request('PUT', `/api/Nutzer/BemerkungNutzer/${adminId}`, { body: { bemerkung: 'x' } })).statusCode,
      ).toBe(403);
      expect(
        (await kunde.request('PUT', `/api/Nutzer/BemerkungNutzer/${kundeId}`, { body: { bemerkung: 'x' } })).statusCode,
      ).toBe(403);
      expect(
        (await sb.request('PUT', '/api/Nutzer/BemerkungNutzer/keine-uuid', { body: { bemerkung: 'x' } })).statusCode,
      ).toBe(400);
      expect(
        (
          await sb.request('PUT', '/api/Nutzer/BemerkungNutzer/00000000-0000-4000-8000-000000000000', {
            body: { bemerkung: 'x' },
          })
        ).statusCode,
      ).toBe(404);
    });
  });

  describe('Rollen', () => {
    it('lists roles with their user count, text descending', async () => {
      const res = await admin.request('GET', '/api/Nutzer/GetRollenList');
      expect(res.json().rows.map((r: { text: string; anzahlRolle: number }) => [r.text, r.anzahlRolle])).toEqual([
        ['SbBereich', 1],
        ['Antragsteller', 65],
        ['Administration', 1],
      ]);
      expect((await sb.request('GET', '/api/Nutzer/GetRollenList')).statusCode).toBe(403);
    });
    it('creates a role of at least 3 characters, once', async () => {
      const short = await admin.request('POST', '/api/Nutzer/PostCreateNewRolle', { body: { name: 'ab' } });
      expect(short.statusCode).toBe(400);
      expect(short.json()).toEqual({
        message: 'Der Rollenname muss mindestens 3 Zeichen lang sein.',
        errors: [{ field: 'name', message: 'Der Rollenname muss mindestens 3 Zeichen lang sein.' }],
      });
      const ok = await admin.request('POST', '/api/Nutzer/PostCreateNewRolle', { body: { name: 'Prüfer' } });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ id: expect.any(Number), text: 'Prüfer' });
      const again = await admin.request('POST', '/api/Nutzer/PostCreateNewRolle', { body: { name: 'prüfer' } });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('Die Rolle „prüfer“ existiert bereits.');
      expect(
        (await sb.request('POST', '/api/Nutzer/PostCreateNewRolle', { body: { name: 'Hacker' } })).statusCode,
      ).toBe(403);
      const list = await admin.request('GET', '/api/Nutzer/GetRollenList');
      expect(list.json().rows.map((r: { text: string }) => r.text)).toContain('Prüfer');
    });
  });

  describe('Excel export', () => {
    it('exports the filtered, sorted user list; the link serves an .xlsx to its owner only', async () => {
      const res = await admin.request('POST', '/api/Export/ExportNutzerExcel', {
        body: {
          filterDto: [{ field: 'firma', type: 'text', op: 'contains', value: 'leitungsauskunft demo' }],
          sortingDto: [{ field: 'email', direction: 'asc' }],
        },
      });
      expect(res.statusCode).toBe(200);
      const { downloadLink, expiresAt } = res.json();
      expect(downloadLink).toMatch(/^\/api\/Export\/Download\/[0-9a-f-]{36}$/);
      expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(100_000);

      const file = await admin.request('GET', downloadLink);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(file.headers['content-disposition']).toMatch(/^attachment; filename="Nutzer_\d{4}-\d{2}-\d{2}\.xlsx"/);
      const rows = await readXlsx(file.rawPayload);
      expect(rows[0]).toEqual([
        'E-Mail',
        'Vorname',
        'Name',
        'Firma',
        'Telefon',
        'Ort',
        'Rollen',
        'E-Mail bestätigt',
        'Anträge',
        'Registriert am',
      ]);
      expect(rows.slice(1).map((r) => r[0])).toEqual(['admin@example.org', 'sb@example.org']);
      expect(rows[2]?.[7]).toBe('Ja');
      expect(rows[1]?.[6]).toBe('Administration');

      expect((await sb.request('GET', downloadLink)).statusCode).toBe(404);
      expect((await new Client(h.app).request('GET', downloadLink)).statusCode).toBe(401);
    });

    it('the same call exports the customer list for SbBereich', async () => {
      const res = await sb.request('POST', '/api/Export/ExportNutzerExcel', { body: {} });
      const rows = await readXlsx((await sb.request('GET', res.json().downloadLink)).rawPayload);
      expect(rows[0]).toContain('Unvollständig');
      expect(rows).toHaveLength(66);
    });

    it('an expired link answers 404 and the worker removes the file', async () => {
      const res = await admin.request('POST', '/api/Export/ExportNutzerExcel', { body: {} });
      const link: string = res.json().downloadLink;
      const id = link.split('/').pop() ?? '';
      const em = h.db.em.fork();
      await em.nativeUpdate(Export, { id }, { expiresAt: new Date(Date.now() - 1000) });
      const gone = await admin.request('GET', link);
      expect(gone.statusCode).toBe(404);
      expect(gone.json().message).toBe('Der Download-Link ist abgelaufen. Bitte exportieren Sie erneut.');
      expect(await removeExpiredExports(h.db.em.fork(), h.storage)).toBeGreaterThanOrEqual(1);
      expect(await h.db.em.fork().count(Export, { id })).toBe(0);
    });

    it('a bad export filter is a German 400', async () => {
      const res = await admin.request('POST', '/api/Export/ExportNutzerExcel', {
        body: { filterDto: [{ field: 'anzahlUnvollstaendig', type: 'number', op: 'equals', value: 1 }] },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Nach dem Feld „anzahlUnvollstaendig“ kann nicht gefiltert werden.');
    });

    it('exports invoices, refusing dates before 2025-07-01', async () => {
      const early = await sb.request('POST', '/api/Export/PostExportRechnungenExcel', {
        body: {
          filterDto: [
            { field: 'rechnungVersand', type: 'date', op: 'inRange', value: '2025-06-30', valueTo: '2026-12-31' },
          ],
        },
      });
      expect(early.statusCode).toBe(400);
      expect(early.json().message).toBe('Der Export ist erst ab dem 01.07.2025 möglich.');
      const res = await sb.request('POST', '/api/Export/PostExportRechnungenExcel', {
        body: { filterDto: [{ field: 'rechnungVersand', type: 'date', op: 'greaterThan', value: '2025-07-01' }] },
      });
      expect(res.statusCode).toBe(200);
      const rows = await readXlsx((await sb.request('GET', res.json().downloadLink)).rawPayload);
      expect(rows[0]?.slice(0, 3)).toEqual(['Vorgangsnummer', 'Rechnungsnummer', 'Rechnungsdatum']);
      expect(rows.length).toBeGreaterThan(1);
      expect(rows.slice(1).every((r) => /^AS\d{4}-\d{6}$/.test(r[0] ?? ''))).toBe(true);
      expect((await admin.request('POST', '/api/Export/PostExportRechnungenExcel', { body: {} })).statusCode).toBe(403);
    });

    it('ConvertHistorieToExcel exports the offer history of a customer under the wished name', async () => {
      const res = await sb.request(
        'POST',
        `/api/Historien/ConvertHistorieToExcel?uid=${kundeId}&excelname=Historie Kunde`,
        { body: {} },
      );
      expect(res.statusCode).toBe(200);
      const file = await sb.request('GET', res.json().downloadLink);
      expect(file.headers['content-disposition']).toMatch(/filename="Historie_Kunde_\d{4}-\d{2}-\d{2}\.xlsx"/);
      const rows = await readXlsx(file.rawPayload);
      expect(rows[0]).toEqual([
        'Vorgang',
        'Angebot am',
        'Auftrag am',
        'Rabatt (%)',
        'Rabatt',
        'Summe netto',
        'Angebot',
      ]);
      expect(rows.length).toBeGreaterThan(1);
      const bad = await sb.request('POST', '/api/Historien/ConvertHistorieToExcel?uid=nope', { body: {} });
      expect(bad.statusCode).toBe(400);
    });
  });
});
