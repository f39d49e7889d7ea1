import { beforeAll, describe, expect, it } from 'vitest';
import type { TRechnungenListRow } from '@lap/contracts';
import { Rechnung, Rechnungsadresse, User } from '@lap/db';
import { testDatabases } from '@lap/db/testing';
import { generateDomain } from '../bench/support/domain-data.js';
import { Client, useHarness } from './harness.js';

// The invoice and dunning list rows are built from the list query plus one statement for the page (no entities): each
// must show what the row's own view (GetRechnungById, GetMahnungById, built from the loaded entities) shows — on generated data with issued
// invoices whose buyer is frozen on them, invoice addresses, cancellations, fee and prepayment invoices, paid orders.

// the REST rows carry euros where tRPC carries cents: the same shape
type Row = TRechnungenListRow;

describe.each(testDatabases())('invoice list rows on $name', (database) => {
  const h = useHarness(database);
  const sb = {} as { client: Client };

  beforeAll(async () => {
    await generateDomain(h.db.em, { scale: 0.0004, seed: 11 });
    // where the view picks between the buyer frozen on the invoice, the invoice address and the customer, make them
    // differ: the generator copies the customer into both
    const em = h.db.em.fork();
    const issued = await em.find(
      Rechnung,
      { rechnungsNummer: { $ne: null } },
      { orderBy: { id: 'asc' }, limit: 40, populate: ['auftrag'] },
    );
    const ohneAdresse = new Set<string>();
    issued.forEach((r, i) => {
      if (i % 3 === 0) r.kaeufer = { firma: `Käufer ${i} GmbH`, vorname: 'Karla', name: `Käufer${i}` };
      if (i % 3 === 1) r.kaeufer = { firma: null, vorname: null, name: `Nur Name ${i}` };
      // an invoice without a frozen buyer and without an invoice address shows the customer
      if (i % 3 === 2) {
        r.kaeufer = null;
        ohneAdresse.add(r.auftrag.antrag.id);
      }
    });
    await em.nativeDelete(Rechnungsadresse, { antrag: { $in: [...ohneAdresse] } });
    const adressen = await em.find(
      Rechnungsadresse,
      { antrag: { $nin: [...ohneAdresse] } },
      { orderBy: { id: 'asc' }, limit: 40 },
    );
    adressen.forEach((a, i) => {
      a.firma = i % 2 === 0 ? `Adresse ${i} AG` : null;
      a.vorname = i % 4 === 1 ? null : 'Anna';
    });
    const kunden = await em.find(User, { email: { $like: 'kunde%' } }, { orderBy: { id: 'asc' }, limit: 20 });
    for (const k of kunden) k.telefon = '';
    await em.flush();
    sb.client = new Client(h.app);
    await sb.client.login('sb@example.org');
  }, 120_000);

  const page = async (path: string): Promise<Row[]> => {
    const rows: Row[] = [];
    for (let p = 1; ; p++) {
      const res = await sb.client.request('GET', `${path}${path.includes('?') ? '&' : '?'}pageSize=100&page=${p}`);
      expect(res.statusCode).toBe(200);
      const body = res.json() as { rows: Row[]; total: number };
      rows.push(...body.rows);
      if (rows.length >= body.total || body.rows.length === 0) return rows;
    }
  };

  it('shows every invoice as its own view does, with the count and completion of its order', async () => {
    const alle = await page('/api/Rechnung/GetRechnungen?abgeschlossene=true');
    const offen = new Set((await page('/api/Rechnung/GetRechnungen')).map((r) => r.rechnungId));
    expect(alle.length).toBeGreaterThan(100);
    const arten = new Set<string>();
    let mitKaeufer = 0;
    const anzahlJeAuftrag = new Map<string, number>();
    for (const r of alle) anzahlJeAuftrag.set(r.auftragId, (anzahlJeAuftrag.get(r.auftragId) ?? 0) + 1);
    for (const row of alle) {
      const view = (await sb.client.request('GET', `/api/Rechnung/GetRechnungById/${row.rechnungId}`)).json();
      const {
        auftragId,
        antragId,
        vorgangsnummer,
        rechnungsNummer,
        rechnungsDatum,
        auftragsDatum,
        auftraggeber,
        name,
        telefon,
        nettoPreis,
        art,
        storniert,
        vorkasse,
      } = view;
      expect(row, row.rechnungId).toMatchObject({
        auftragId,
        antragId,
        vorgangsnummer,
        rechnungsNummer,
        rechnungsDatum,
        auftragsDatum,
        auftraggeber,
        name,
        telefon,
        nettoPreis,
        art,
        storniert,
        vorkasse,
      });
      expect(row.rechnungVersand).toBe(view.rechnungVersandt);
      expect(row.rechnungStatus).toBe(view.antragStatus);
      expect(row.bezahlt).toBe(view.bezahltAm !== null);
      // completed (prioritaetStatus 6) exactly when the open list leaves it out
      expect(row.prioritaetStatus, row.rechnungId).toBe(offen.has(row.rechnungId) ? 0 : 6);
      expect(row.anzahlRechnungen).toBe(anzahlJeAuftrag.get(row.auftragId));
      expect(row.rechnungenAuftragUrl).toBe(
        `/leitungsauskunftportal/rechnungenauftrag/${row.auftragId}, ${row.anzahlRechnungen}`,
      );
      arten.add(row.art);
      if (row.rechnungsNummer !== null) mitKaeufer += 1;
    }
    // the data covers what the rows distinguish
    expect(mitKaeufer).toBeGreaterThan(0);
    expect(alle.some((r) => r.auftraggeber?.startsWith('Käufer'))).toBe(true);
    expect(alle.some((r) => r.auftraggeber?.startsWith('Adresse'))).toBe(true);
    expect(alle.some((r) => r.name?.startsWith('Nur Name'))).toBe(true);
    expect(alle.some((r) => r.prioritaetStatus === 6) && alle.some((r) => r.prioritaetStatus === 0)).toBe(true);
    expect(arten.size).toBeGreaterThan(1);
  }, 180_000);

  it('shows every dunning notice as its own view does', async () => {
    const notices = (await page('/api/Mahnung/GetMahnungen')) as unknown as Array<
      Record<string, unknown> & { mahnungId: string }
    >;
    expect(notices.length).toBeGreaterThan(20);
    for (const row of notices) {
      const view = (await sb.client.request('GET', `/api/Mahnung/GetMahnungById/${row.mahnungId}`)).json();
      expect(row, row.mahnungId).toEqual(view);
    }
    // whom a notice names follows the invoice's buyer, address or customer as well
    expect(notices.some((n) => typeof n['firma'] === 'string' && n['firma'].startsWith('Käufer'))).toBe(true);
  }, 180_000);

  it('the sent invoices awaiting payment show the same rows', async () => {
    const trpc = async (procedure: string, input: Record<string, unknown>): Promise<Row[]> => {
      const rows: Row[] = [];
      for (let p = 1; ; p++) {
        const res = await sb.client.request(
          'GET',
          `/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify({ ...input, pageSize: 100, page: p }))}`,
        );
        expect(res.statusCode).toBe(200);
        const body = res.json().result.data as { rows: Row[]; total: number };
        rows.push(...body.rows);
        if (rows.length >= body.total || body.rows.length === 0) return rows;
      }
    };
    const byId = new Map(
      (await trpc('rechnung.list', { abgeschlossene: true, entwuerfe: false })).map((r) => [r.rechnungId, r]),
    );
    const versandte = await trpc('rechnung.versandte', {});
    expect(versandte.length).toBeGreaterThan(0);
    for (const row of versandte) expect(row).toEqual(byId.get(row.rechnungId));
  });
});
