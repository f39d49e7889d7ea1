// The e-invoice form /erechnungeingaben over HTTP (spec 001 §3 E-invoice form, §5; issue 14): the form's XRechnung and
// ZUGFeRD through tRPC, checked by the official validators (shared/einvoice/validate: CII schema, EN 16931, XRechnung —
// 0 errors); the spec's field rules as German 400s; staff only. The form has no REST path (the spec documents none).
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { ZERechnungDokumentInput, type TERechnungFormularInput } from '@lap/contracts';
import { facturXXml } from '@lap/documents';
import { validateEInvoice } from '@lap/documents/testing';
import { testDatabases } from '@lap/db/testing';
import { Client, useHarness } from './harness.js';
import { looksEnglish, userTexts } from './support/english.js';

const VALIDATOR_TIMEOUT = 180_000;

/** The invoice a CII XML describes: number, dates, parties, lines, totals (XRechnung and factur-x.xml carry the same). */
function rechnungIn(xml: string): Record<string, string[]> {
  const all = (tag: string) =>
    [...xml.matchAll(new RegExp(`<ram:${tag}(?: [^>]*)?>([^<]*)</ram:${tag}>`, 'g'))].map((m) => m[1] ?? '');
  const fields = [
    'ID',
    'Name',
    'Content',
    'Description',
    'SellerAssignedID',
    'BilledQuantity',
    'ChargeAmount',
    'LineTotalAmount',
    'BasisAmount',
    'CalculatedAmount',
    'RateApplicablePercent',
    'TaxBasisTotalAmount',
    'TaxTotalAmount',
    'GrandTotalAmount',
    'DuePayableAmount',
    'IBANID',
    'PaymentReference',
    'PostcodeCode',
    'CityName',
    'LineOne',
    'CountryID',
    'URIID',
  ];
  // the guideline IDs differ by design: XRechnung 3.0 there, Factur-X EN 16931 in the PDF
  return {
    ...Object.fromEntries(fields.map((f) => [f, all(f).filter((v) => !v.startsWith('urn:'))])),
    dates: [...xml.matchAll(/<udt:DateTimeString format="102">(\d{8})<\/udt:DateTimeString>/g)].map((m) => m[1] ?? ''),
  };
}

const FORMULAR: TERechnungFormularInput = {
  invoiceNumber: 'RE-Ä-2026-0815',
  invoiceDate: '2026-11-24',
  paymentReference: 'Kunde 4711 – Größenprüfung',
  note: 'Lieferung „frei Haus“ – Rückfragen an Frau Müller.',
  paymentTermsDescription: 'Zahlbar innerhalb von 14 Tagen ohne Abzug.',
  paymentDueDays: 14,
  paymentDueDate: null,
  deliveryDate: '2026-11-20',
  seller: {
    name: 'Leitungsauskunft Sachsen GmbH',
    postcode: '01587',
    city: 'Riesa',
    street: 'Hauptstraße 12',
    contactName: 'Jürgen Weiß',
    phone: '0351 4700-100',
    vatId: 'DE123456789',
    taxId: '219/123/45678',
    EmailAddress: 'rechnung@leitungsauskunft.example.org',
  },
  buyer: {
    name: 'Tiefbau Müller & Söhne GmbH',
    postcode: '01609',
    city: 'Gröditz',
    street: 'Lessingstraße 7',
    country: 0,
    EmailAddress: 'buchhaltung@tiefbau-mueller.example',
  },
  payment: { iban: 'de52 8505 0300 0221 0456 78', bic: 'osdd de 81 xxx', accountName: '' },
  lineItems: [
    {
      name: 'Größenprüfung Flurstück 12/3',
      description: 'Äußere Grenzen & Gewässer',
      netUnitPrice: 45.5,
      billedQuantity: 2,
      taxPercent: 19,
      sellerAssignedID: 'ART-Ü1',
    },
    {
      name: 'Planauszug Fernwärme Süd',
      description: '',
      netUnitPrice: 12.34,
      billedQuantity: 2.5,
      taxPercent: 19,
      sellerAssignedID: '',
    },
  ],
};

describe.each(testDatabases())('e-invoice form on $name', (database) => {
  const h = useHarness(database);
  let sb: Client;

  const call = (c: Client, path: 'xml' | 'zugferd', form: unknown) =>
    c.request('POST', `/trpc/erechnung.${path}`, { body: form as object });

  beforeAll(async () => {
    sb = new Client(h.app);
    await sb.login('sb@example.org');
  });

  it(
    'gives the form’s XRechnung and ZUGFeRD; both pass the official validators and describe the same invoice',
    async () => {
      const [xmlRes, pdfRes] = await Promise.all([call(sb, 'xml', FORMULAR), call(sb, 'zugferd', FORMULAR)]);
      expect(xmlRes.statusCode, xmlRes.body).toBe(200);
      expect(pdfRes.statusCode, pdfRes.body).toBe(200);
      const { fileName, xml } = xmlRes.json().result.data as { fileName: string; xml: string };
      const zugferd = pdfRes.json().result.data as { fileName: string; base64: string };
      expect(fileName).toBe('XRechnung_RE-A-2026-0815.xml');
      expect(zugferd.fileName).toBe('ZUGFeRD_RE-A-2026-0815.pdf');

      // the form's values, umlauts intact
      expect(xml).toContain('<ram:ID>RE-Ä-2026-0815</ram:ID>');
      expect(xml).toContain('urn:xeinkauf.de:kosit:xrechnung_3.0');
      expect(xml).toContain('<ram:Name>Tiefbau Müller &amp; Söhne GmbH</ram:Name>');
      expect(xml).toContain('<ram:LineOne>Lessingstraße 7</ram:LineOne>');
      expect(xml).toContain('<ram:PersonName>Jürgen Weiß</ram:PersonName>');
      expect(xml).toContain('<ram:Content>Lieferung „frei Haus“ – Rückfragen an Frau Müller.</ram:Content>');
      expect(xml).toContain('<ram:PaymentReference>Kunde 4711 – Größenprüfung</ram:PaymentReference>');
      expect(xml).toContain('<ram:Description>Zahlbar innerhalb von 14 Tagen ohne Abzug.</ram:Description>');
      expect(xml).toContain('<ram:SellerAssignedID>ART-Ü1</ram:SellerAssignedID>');
      expect(xml).toContain('<ram:IBANID>DE52850503000221045678</ram:IBANID>');
      expect(xml).toContain('<ram:BICID>OSDDDE81XXX</ram:BICID>');
      // 2 × 45,50 = 91,00; 2,5 × 12,34 = 30,85; net 121,85; VAT 19 % 23,15; gross 145,00; due 24.11. + 14 days
      expect(xml).toContain('<ram:LineTotalAmount>30.85</ram:LineTotalAmount>');
      expect(xml).toContain('<ram:TaxBasisTotalAmount>121.85</ram:TaxBasisTotalAmount>');
      expect(xml).toContain('<ram:TaxTotalAmount currencyID="EUR">23.15</ram:TaxTotalAmount>');
      expect(xml).toContain('<ram:DuePayableAmount>145.00</ram:DuePayableAmount>');
      expect(xml).toContain('<udt:DateTimeString format="102">20261208</udt:DateTimeString>');
      expect(xml).not.toContain('Vorgangsnummer');

      const pdf = Buffer.from(zugferd.base64, 'base64');
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const embedded = await facturXXml(new Uint8Array(pdf));
      if (embedded === null) throw new Error('factur-x.xml fehlt im ZUGFeRD-PDF');
      expect(embedded).toContain('<ram:ID>urn:cen.eu:en16931:2017</ram:ID>');
      const [imPdf, xrechnung] = [rechnungIn(embedded), rechnungIn(xml)];
      for (const key of Object.keys(xrechnung)) expect(imPdf[key], key).toEqual(xrechnung[key]);

      const [xrechnungReport, zugferdReport] = (
        await Promise.all([validateEInvoice(xml, 'xrechnung'), validateEInvoice(embedded, 'zugferd')])
      ).map((v) => v.report);
      expect(xrechnungReport).toMatch(/\b3 passed, 0 failed\s*$/);
      expect(zugferdReport).toMatch(/\b3 passed, 0 failed\s*$/);
    },
    VALIDATOR_TIMEOUT,
  );

  it(
    'invoices a customer in Switzerland at the form’s German rate, with a due date instead of days',
    async () => {
      const form = {
        ...FORMULAR,
        invoiceNumber: 'RE-CH-1',
        paymentDueDate: '2026-12-31',
        buyer: {
          name: 'Gebrüder Zürcher Tiefbau AG',
          postcode: '8001',
          city: 'Zürich',
          street: 'Bahnhofstrasse 1',
          country: 2,
          EmailAddress: 'kreditoren@zuercher.example',
        },
        lineItems: FORMULAR.lineItems.map((l) => ({ ...l, taxPercent: 16 })),
      };
      const res = await call(sb, 'xml', form);
      expect(res.statusCode, res.body).toBe(200);
      const { xml } = res.json().result.data as { xml: string };
      expect(xml).toContain('<ram:CategoryCode>S</ram:CategoryCode>');
      expect(xml).toContain('<ram:RateApplicablePercent>16</ram:RateApplicablePercent>');
      expect(xml).toContain('<ram:CountryID>CH</ram:CountryID>');
      expect(xml).toContain('<ram:CityName>Zürich</ram:CityName>');
      // 121,85 + 16 % (19,50) = 141,35
      expect(xml).toContain('<ram:DuePayableAmount>141.35</ram:DuePayableAmount>');
      expect(xml).toContain('<udt:DateTimeString format="102">20261231</udt:DateTimeString>');
      expect((await validateEInvoice(xml, 'schweiz')).report).toMatch(/\b3 passed, 0 failed\s*$/);
    },
    VALIDATOR_TIMEOUT,
  );

  it(
    'makes documents of every form the e-invoice rules accept: any text, amounts, quantities and dates (property)',
    async () => {
      const text = (min: number, max: number) =>
        fc.oneof(
          fc.string({ minLength: min, maxLength: max, unit: 'grapheme' }),
          fc.string({ minLength: min, maxLength: max }),
        );
      const tag = fc
        .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 11, 31) })
        .map((t) => new Date(t).toISOString().slice(0, 10));
      const form = fc.record({
        invoiceNumber: text(1, 50).filter((v) => v.trim() !== ''),
        invoiceDate: tag,
        paymentReference: text(0, 140),
        note: text(0, 300),
        paymentTermsDescription: text(0, 200),
        paymentDueDays: fc.integer({ min: 0, max: 999 }),
        deliveryDate: fc.option(tag),
        seller: fc.record({
          name: text(1, 200),
          postcode: text(1, 10),
          city: text(1, 100),
          street: text(1, 200),
          contactName: text(0, 100),
          phone: fc.constant('0351 4700-100'),
          vatId: fc.constant('DE123456789'),
          taxId: text(1, 30),
          EmailAddress: fc.constant('rechnung@example.org'),
        }),
        buyer: fc.record({
          name: text(1, 200),
          postcode: text(1, 10),
          city: text(1, 100),
          street: text(1, 200),
          country: fc.constantFrom(0, 1, 2),
          EmailAddress: fc.emailAddress(),
        }),
        payment: fc.record({
          iban: fc.constant('DE52 8505 0300 0221 0456 78'),
          bic: fc.constant('OSDDDE81XXX'),
          accountName: text(0, 100),
        }),
        lineItems: fc.constantFrom(19, 16).chain((taxPercent) =>
          fc.array(
            fc.record({
              name: text(1, 200),
              description: text(0, 300),
              netUnitPrice: fc.integer({ min: 0, max: 100_000_000 }).map((c) => c / 100),
              billedQuantity: fc.integer({ min: 0, max: 10_000_000 }).map((q) => q / 1000),
              taxPercent: fc.constant(taxPercent),
              sellerAssignedID: text(0, 60),
            }),
            { minLength: 1, maxLength: 8 },
          ),
        ),
      });
      let made = 0;
      for (const f of fc.sample(form, { numRuns: 30, seed: 20261124 })) {
        // texts of only blanks are refused (trimmed required fields): those are not the point here
        if (!ZERechnungDokumentInput.safeParse(f).success) continue;
        const res = await call(sb, made % 2 === 0 ? 'xml' : 'zugferd', f);
        expect(res.statusCode, `${JSON.stringify(f)}\n→ ${res.body.slice(0, 400)}`).toBe(200);
        made++;
      }
      expect(made).toBeGreaterThan(10);
    },
    VALIDATOR_TIMEOUT,
  );

  it('writes entity references in a company name as typed: the XRechnung and the ZUGFeRD are made, never decoded (issue 42: 503 before)', async () => {
    const name = 'Müller &#99999999; &nbsp; &#1; &lt;b&gt; GmbH';
    const form = {
      ...FORMULAR,
      buyer: { ...FORMULAR.buyer, name },
      lineItems: [{ ...FORMULAR.lineItems[0], name: '&lt;Größenprüfung&gt;' }],
    };
    const [xmlRes, pdfRes] = await Promise.all([call(sb, 'xml', form), call(sb, 'zugferd', form)]);
    expect(xmlRes.statusCode, xmlRes.body).toBe(200);
    expect(pdfRes.statusCode, pdfRes.body).toBe(200);
    const { xml } = xmlRes.json().result.data as { xml: string };
    expect(xml).toContain('<ram:Name>Müller &amp;#99999999; &amp;nbsp; &amp;#1; &amp;lt;b&amp;gt; GmbH</ram:Name>');
    expect(xml).toContain('<ram:Name>&amp;lt;Größenprüfung&amp;gt;</ram:Name>');
    expect(xml).not.toContain('<b>');
    const embedded = await facturXXml(
      new Uint8Array(Buffer.from((pdfRes.json().result.data as { base64: string }).base64, 'base64')),
    );
    expect(embedded).toContain(
      '<ram:Name>Müller &amp;#99999999; &amp;nbsp; &amp;#1; &amp;lt;b&amp;gt; GmbH</ram:Name>',
    );
  });

  it('refuses the spec’s missing and wrong fields with a German 400 and the field errors', async () => {
    const form = {
      ...FORMULAR,
      invoiceNumber: ' ',
      seller: { ...FORMULAR.seller, name: '', EmailAddress: 'rechnung@firma' },
      buyer: { ...FORMULAR.buyer, name: '', EmailAddress: 'kein-at.de' },
      lineItems: [{ ...FORMULAR.lineItems[0], name: '' }],
    };
    for (const path of ['xml', 'zugferd'] as const) {
      const res = await call(sb, path, form);
      expect(res.statusCode).toBe(400);
      const error = res.json().error as {
        message: string;
        data: { errors: Array<{ field: string; message: string }> };
      };
      expect(error.data.errors).toEqual(
        expect.arrayContaining([
          { field: 'invoiceNumber', message: 'Pflichtfeld' },
          { field: 'seller.name', message: 'Pflichtfeld' },
          { field: 'buyer.name', message: 'Pflichtfeld' },
          { field: 'lineItems.0.name', message: 'Pflichtfeld' },
          { field: 'seller.EmailAddress', message: 'Ungültige E-Mail-Adresse' },
          { field: 'buyer.EmailAddress', message: 'Ungültige E-Mail-Adresse' },
        ]),
      );
      expect(error.message).toBe('Pflichtfeld');
      expect(userTexts(res.json()).filter(looksEnglish)).toEqual([]);
    }
  });

  it('names what an e-invoice needs beyond the spec rules, and the line with an unusable tax rate', async () => {
    const ohne = await call(sb, 'xml', {
      ...FORMULAR,
      seller: { ...FORMULAR.seller, phone: '', vatId: '123' },
      payment: { iban: 'DE00 1234', bic: '' },
    });
    expect(ohne.statusCode).toBe(400);
    expect(ohne.json().error.data.errors).toEqual([
      { field: 'seller.phone', message: 'Pflichtfeld für die E-Rechnung' },
      { field: 'seller.vatId', message: 'Ungültige USt-IdNr. (Format DE123456789)' },
      { field: 'payment.iban', message: 'Ungültige IBAN' },
      { field: 'payment.bic', message: 'Pflichtfeld für die E-Rechnung' },
    ]);

    const saetze = await call(sb, 'zugferd', {
      ...FORMULAR,
      lineItems: [FORMULAR.lineItems[0], { ...FORMULAR.lineItems[1], taxPercent: 7 }],
    });
    expect(saetze.statusCode).toBe(400);
    expect(saetze.json().error.message).toBe(
      'Position 2: Ein Steuersatz von 7 % ist für die E-Rechnung nicht möglich (möglich sind 19 % und 16 %).',
    );
    expect(saetze.json().error.data.errors).toEqual([
      { field: 'lineItems.1.taxPercent', message: saetze.json().error.message },
    ]);
    const gemischt = await call(sb, 'xml', {
      ...FORMULAR,
      lineItems: [FORMULAR.lineItems[0], { ...FORMULAR.lineItems[1], taxPercent: 16 }],
    });
    expect(gemischt.json().error.message).toBe(
      'Position 2: Alle Positionen einer E-Rechnung brauchen denselben Steuersatz (Position 1: 19 %, hier 16 %).',
    );
  });

  it('is for case workers only: customers and administrators 403, anonymous 401', async () => {
    const kunde = new Client(h.app);
    await kunde.login('kunde@example.org');
    const admin = new Client(h.app);
    await admin.login('admin@example.org');
    for (const path of ['xml', 'zugferd'] as const) {
      expect((await call(kunde, path, FORMULAR)).statusCode).toBe(403);
      expect((await call(admin, path, FORMULAR)).statusCode).toBe(403);
      const anonym = await call(new Client(h.app), path, FORMULAR);
      expect(anonym.statusCode).toBe(401);
      expect(anonym.json().error.message).toBe('Bitte melden Sie sich an.');
    }
  });
});
