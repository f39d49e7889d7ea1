// XRechnung and ZUGFeRD checked by the official validators (shared/einvoice/validate: CII D16B schema, EN 16931
// rules, XRechnung 3.0 rules) — every case must pass all three steps without an error. The validator needs
// xmllint, Saxon-HE and a JRE (scripts/ensure-system-packages.sh); without them these tests fail, they never skip.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amount, einheitCode, facturXXml, xrechnungCii, zugferdPdf } from './erechnung.js';
import { type RechnungDokumentDaten } from './rechnung-daten.js';
import { renderRechnungPdf } from './rechnung-pdf.js';
import {
  KAEUFER_AT,
  KAEUFER_CH,
  KAEUFER_DE,
  rechnung,
  stornorechnung,
  VERKAEUFER,
} from './rechnung-fixtures.testing.js';
import { pageTexts } from './pdf-text.testing.js';
import { validateEInvoice, validateEInvoices } from './testing.js';

const run = promisify(execFile);
const TIMEOUT = 120_000;

let dir = '';

beforeAll(async () => {
  const missing: string[] = [];
  for (const [tool, args] of [
    ['java', ['-version']],
    ['xmllint', ['--version']],
  ] as const) {
    await run(tool, [...args]).catch(() => missing.push(tool));
  }
  if (missing.length > 0) {
    throw new Error(
      `E-invoice validation needs ${missing.join(' and ')} (and Saxon-HE): run 'bash scripts/ensure-system-packages.sh' (see shared/einvoice/README.md).`,
    );
  }
  dir = await mkdtemp(join(tmpdir(), 'erechnung-'));
}, TIMEOUT);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

const PRIVAT = {
  vorname: 'Jürgen',
  name: 'Weiß',
  strasse: 'Straße des Friedens',
  hausnummer: '3',
  plz: '04808',
  ort: 'Wurzen',
  land: 'DE',
  email: 'j.weiss@example.de',
};
const GEMEINDE = {
  firma: 'Gemeinde Nünchritz – Bauamt',
  firmaZusatz: ['Sachgebiet Straßenbau & Tiefbau'],
  strasse: 'Friedensstraße',
  hausnummer: '29',
  plz: '01612',
  ort: 'Nünchritz',
  land: 'DE',
  email: 'bauamt@nuenchritz.de',
  leitwegId: '14627-NUE01-42',
};

const CASES: Array<{ name: string; daten: RechnungDokumentDaten; check: (xml: string) => void }> = [
  {
    name: 'rechnung-19',
    daten: rechnung(),
    check: (xml) => {
      expect(xml).toContain(
        '<ram:GuidelineSpecifiedDocumentContextParameter>\n\t\t\t<ram:ID>urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0</ram:ID>',
      );
      expect(xml).toContain('<ram:TypeCode>380</ram:TypeCode>');
      expect(xml).toContain('<ram:BuyerReference>Glasfaser Gröba Süd</ram:BuyerReference>');
      expect(xml).toContain(
        '<ram:ContractReferencedDocument>\n\t\t\t\t<ram:IssuerAssignedID>AS2026-000123</ram:IssuerAssignedID>',
      );
      expect(xml).toContain(
        '<ram:Name>Netzauskunft Elbe-Röder GmbH</ram:Name><ram:Description>Sitz Riesa, Amtsgericht Dresden HRB 12345, Geschäftsführung: Dr. Jana Weiß</ram:Description>',
      );
      expect(xml).toContain('<ram:URIID schemeID="EM">rechnung@netzauskunft-elbe.de</ram:URIID>');
      expect(xml).toContain('<ram:URIID schemeID="EM">buchhaltung@tiefbau-mueller.de</ram:URIID>');
      expect(xml).toContain('<ram:PersonName>Björn Schäfer</ram:PersonName>');
      expect(xml).toContain('<ram:ID schemeID="VA">DE123456789</ram:ID>');
      expect(xml).toContain('<ram:ID schemeID="FC">219/123/45678</ram:ID>');
      expect(xml).toContain('<ram:PaymentReference>RE2026-00042</ram:PaymentReference>');
      expect(xml).toContain('<ram:TypeCode>58</ram:TypeCode>');
      expect(xml).toContain('<ram:IBANID>DE52850503000221045678</ram:IBANID>');
      expect(xml).toContain('<ram:BilledQuantity unitCode="C62">2.5</ram:BilledQuantity>');
      expect(xml).toContain('<ram:LineTotalAmount>63.33</ram:LineTotalAmount>');
      expect(xml).toContain('<ram:CalculatedAmount>57.25</ram:CalculatedAmount>');
      expect(xml).toContain('<ram:RateApplicablePercent>19</ram:RateApplicablePercent>');
      expect(xml).toContain('<ram:DuePayableAmount>358.57</ram:DuePayableAmount>');
      expect(xml).toContain('<udt:DateTimeString format="102">20261205</udt:DateTimeString>');
    },
  },
  {
    name: 'rechnung-16',
    daten: rechnung({ mwstProzent: 16 }),
    check: (xml) => {
      expect(xml).toContain('<ram:RateApplicablePercent>16</ram:RateApplicablePercent>');
      expect(xml).toContain('<ram:CalculatedAmount>48.21</ram:CalculatedAmount>');
      expect(xml).toContain('<ram:GrandTotalAmount>349.53</ram:GrandTotalAmount>');
    },
  },
  {
    name: 'gebuehr',
    daten: rechnung({ art: 'gebuehr', rechnungsNummer: 'RE2026-00044' }),
    check: (xml) => {
      expect(xml).toContain('<ram:TypeCode>380</ram:TypeCode>');
      expect(xml).toContain(
        '<ram:Content>Gebührenrechnung\nVorgangsnummer AS2026-000123, Ihr Projekt Glasfaser Gröba Süd</ram:Content>',
      );
    },
  },
  {
    name: 'vorkasse',
    daten: rechnung({ art: 'vorkasse', rechnungsNummer: 'RE2026-00045', zahlungszielTage: 7 }),
    check: (xml) => {
      expect(xml).toContain('<ram:Content>Vorkasserechnung\n');
      expect(xml).toContain('<ram:Description>Zahlbar ohne Abzug bis 28.11.2026.</ram:Description>');
    },
  },
  {
    name: 'storno',
    daten: stornorechnung(),
    check: (xml) => {
      // A credit note (381) states the cancelled amounts positive and names the cancelled invoice (BT-25/26).
      expect(xml).toContain('<ram:TypeCode>381</ram:TypeCode>');
      expect(xml).toContain('<ram:BilledQuantity unitCode="LS">1</ram:BilledQuantity>');
      expect(xml).toContain('<ram:DuePayableAmount>358.57</ram:DuePayableAmount>');
      expect(xml).not.toMatch(/>-\d/);
      expect(xml).toContain(
        '<ram:InvoiceReferencedDocument><ram:IssuerAssignedID>RE2026-00042</ram:IssuerAssignedID><ram:FormattedIssueDateTime><qdt:DateTimeString format="102">20261121</qdt:DateTimeString></ram:FormattedIssueDateTime></ram:InvoiceReferencedDocument>',
      );
      expect(xml).toContain('<ram:Content>Stornorechnung zu Rechnung RE2026-00042 vom 21.11.2026\n');
      expect(xml).toContain('<ram:TypeCode>1</ram:TypeCode>');
      expect(xml).not.toContain('<ram:IBANID>');
    },
  },
  {
    name: 'reverse-charge-at',
    daten: rechnung({ kaeufer: KAEUFER_AT }),
    check: (xml) => {
      expect(xml).toContain('<ram:CategoryCode>AE</ram:CategoryCode>');
      expect(xml).toContain(
        '<ram:ExemptionReason>Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge)</ram:ExemptionReason>',
      );
      expect(xml).toContain('<ram:ExemptionReasonCode>VATEX-EU-AE</ram:ExemptionReasonCode>');
      expect(xml).toContain('<ram:ID schemeID="VA">ATU12345678</ram:ID>');
      expect(xml).toContain('<ram:ID schemeID="VA">DE123456789</ram:ID>');
      expect(xml).toContain('<ram:CountryID>AT</ram:CountryID>');
      expect(xml).toContain('<ram:TaxTotalAmount currencyID="EUR">0.00</ram:TaxTotalAmount>');
      expect(xml).toContain('<ram:GrandTotalAmount>301.32</ram:GrandTotalAmount>');
    },
  },
  {
    name: 'schweiz',
    daten: rechnung({ kaeufer: KAEUFER_CH }),
    check: (xml) => {
      // 'O' (not subject to VAT): no VAT id of either party (BR-O-02), the tax number identifies the seller.
      expect(xml).toContain('<ram:CategoryCode>O</ram:CategoryCode>');
      expect(xml).toContain('<ram:ExemptionReasonCode>VATEX-EU-O</ram:ExemptionReasonCode>');
      expect(xml).not.toContain('schemeID="VA"');
      expect(xml).toContain('<ram:ID schemeID="FC">219/123/45678</ram:ID>');
      expect(xml).toContain('<ram:CityName>Zürich</ram:CityName>');
      expect(xml).toContain('<ram:GrandTotalAmount>301.32</ram:GrandTotalAmount>');
    },
  },
  {
    name: 'storno-reverse-charge',
    daten: stornorechnung({ kaeufer: KAEUFER_AT }),
    check: (xml) => {
      expect(xml).toContain('<ram:TypeCode>381</ram:TypeCode>');
      expect(xml).toContain('<ram:CategoryCode>AE</ram:CategoryCode>');
    },
  },
  {
    name: 'umlaute-privat',
    daten: rechnung({
      kaeufer: PRIVAT,
      projektnummer: null,
      kundennummer: null,
      leistungszeitraum: { von: '2026-11-20', bis: '2026-11-20' },
      positionen: [
        {
          bezeichnung: 'Größenprüfung „Flurstück 12/3“ – Übersichtsplan',
          beschreibung: 'Äußere Grenzen, Gewässer & Straßen <öffentlich>',
          anzahl: 1,
          einheit: 'pauschal',
          einzelpreisCent: 4500,
        },
        { bezeichnung: 'Auskunft Fernwärme Süd', anzahl: 1.25, einheit: 'Std.', einzelpreisCent: 6000 },
      ],
    }),
    check: (xml) => {
      expect(xml).toContain('<ram:Name>Jürgen Weiß</ram:Name>');
      expect(xml).toContain('<ram:LineOne>Straße des Friedens 3</ram:LineOne>');
      expect(xml).toContain('<ram:Name>Größenprüfung „Flurstück 12/3“ – Übersichtsplan</ram:Name>');
      expect(xml).toContain(
        '<ram:Description>Äußere Grenzen, Gewässer &amp; Straßen &lt;öffentlich&gt;</ram:Description>',
      );
      expect(xml).toContain('<ram:BilledQuantity unitCode="HUR">1.25</ram:BilledQuantity>');
      expect(xml).toContain('<ram:BuyerReference>AS2026-000123</ram:BuyerReference>');
    },
  },
  {
    // The e-invoice form (/erechnungeingaben): no case number, the form's note, terms, reference and item numbers, no bank name.
    name: 'formular-ohne-vorgang',
    daten: rechnung({
      vorgangsnummer: '',
      projektnummer: null,
      kundennummer: null,
      bemerkung: 'Lieferung „frei Haus“ – Rückfragen an Frau Müller',
      zahlungsbedingungen: 'Zahlbar innerhalb von 10 Tagen ohne Abzug.',
      verwendungszweck: 'Kunde 4711 / Größenprüfung',
      verkaeufer: { ...VERKAEUFER, bank: { ...VERKAEUFER.bank, name: '' } },
      positionen: [{ bezeichnung: 'Prüfung Flächengröße', artikelnummer: 'ART-Ä1', anzahl: 2, einzelpreisCent: 4550 }],
    }),
    check: (xml) => {
      expect(xml).not.toContain('ContractReferencedDocument');
      expect(xml).not.toContain('Vorgangsnummer');
      expect(xml).toContain('<ram:BuyerReference>RE2026-00042</ram:BuyerReference>');
      expect(xml).toContain('<ram:Content>Lieferung „frei Haus“ – Rückfragen an Frau Müller</ram:Content>');
      expect(xml).toContain('<ram:Description>Zahlbar innerhalb von 10 Tagen ohne Abzug.</ram:Description>');
      expect(xml).toContain('<ram:PaymentReference>Kunde 4711 / Größenprüfung</ram:PaymentReference>');
      expect(xml).toContain('<ram:SellerAssignedID>ART-Ä1</ram:SellerAssignedID>');
      expect(xml).toContain('<ram:DuePayableAmount>108.29</ram:DuePayableAmount>');
    },
  },
  {
    // Issue 42: text with entity references is written as typed, never decoded ('&#99999999;' threw, '&nbsp;' was not
    // well-formed, '&#1;' a control character, '&lt;b&gt;' markup); characters XML 1.0 forbids are dropped.
    name: 'entitaeten',
    daten: rechnung({
      kaeufer: {
        ...KAEUFER_DE,
        firma: 'Müller & Söhne &#99999999; &nbsp; &#1; &lt;b&gt; "Nord" \'Süd\'',
        firmaZusatz: ['Abt. &amp; <Bau>'],
      },
      bemerkung: 'Hinweis &#x1F600; &foo; ]]> Ende\u0001',
      positionen: [
        { bezeichnung: 'Prüfung &lt;Fläche&gt;', beschreibung: 'a &amp;&amp; b', anzahl: 1, einzelpreisCent: 4550 },
      ],
    }),
    check: (xml) => {
      expect(xml).toContain(
        '<ram:Name>Müller &amp; Söhne &amp;#99999999; &amp;nbsp; &amp;#1; &amp;lt;b&amp;gt; &quot;Nord&quot; &apos;Süd&apos;</ram:Name>',
      );
      expect(xml).toContain('<ram:LineTwo>Abt. &amp;amp; &lt;Bau&gt;</ram:LineTwo>');
      expect(xml).toContain('Hinweis &amp;#x1F600; &amp;foo; ]]&gt; Ende</ram:Content>');
      expect(xml).toContain('<ram:Name>Prüfung &amp;lt;Fläche&amp;gt;</ram:Name>');
      expect(xml).toContain('<ram:Description>a &amp;amp;&amp;amp; b</ram:Description>');
    },
  },
  {
    name: 'leitweg-id',
    daten: rechnung({ kaeufer: GEMEINDE }),
    check: (xml) => {
      expect(xml).toContain('<ram:BuyerReference>14627-NUE01-42</ram:BuyerReference>');
      expect(xml).toContain('<ram:LineTwo>Sachgebiet Straßenbau &amp; Tiefbau</ram:LineTwo>');
    },
  },
];

describe('XRechnung and ZUGFeRD pass the official validators', () => {
  const documents = new Map<string, { xml: string; embedded: string }>();
  let reports = new Map<string, { ok: boolean; report: string }>();
  const documentsOf = (name: string) => {
    const d = documents.get(name);
    if (!d) throw new Error(`${name}: not generated`);
    return d;
  };
  const reportOf = (name: string) => reports.get(name) ?? { ok: false, report: `${name}: no report` };

  // Every case's XRechnung and the XML inside its ZUGFeRD, checked in one run of the validators (each rule set compiled
  // once for all 28 files instead of once per file: ~3 s of CPU a file).
  beforeAll(async () => {
    for (const c of CASES) {
      const xml = await xrechnungCii(c.daten);
      const embedded = await facturXXml(await zugferdPdf(c.daten));
      if (embedded === null) throw new Error(`${c.name}: factur-x.xml missing`);
      documents.set(c.name, { xml, embedded });
    }
    reports = await validateEInvoices(
      CASES.flatMap((c) => [
        { name: `${c.name}-xrechnung`, xml: documentsOf(c.name).xml },
        { name: `${c.name}-zugferd`, xml: documentsOf(c.name).embedded },
      ]),
    );
  }, TIMEOUT);

  for (const c of CASES) {
    it(c.name, () => {
      const { xml, embedded } = documentsOf(c.name);
      c.check(xml);
      expect(embedded).toContain('<ram:ID>urn:cen.eu:en16931:2017</ram:ID>');
      const xrechnung = reportOf(`${c.name}-xrechnung`);
      const zugferd = reportOf(`${c.name}-zugferd`);
      expect(xrechnung.report).toMatch(/3 passed, 0 failed\s*$/);
      expect(xrechnung.ok, xrechnung.report).toBe(true);
      expect(zugferd.report).toMatch(/3 passed, 0 failed\s*$/);
      expect(zugferd.ok, zugferd.report).toBe(true);
    });
  }

  it(
    'the batch reports for every file what the official script reports for it alone, failures included',
    async () => {
      const xml = documentsOf(CASES[0]?.name ?? '').xml;
      const variants = [
        { name: 'gueltig', xml },
        // no buyer reference (BR-DE-15) and a payable amount that is not the total's (EN 16931 BR-CO-16)
        {
          name: 'regelwidrig',
          xml: xml
            .replace(/<ram:BuyerReference>[^<]*<\/ram:BuyerReference>/, '')
            .replace(/<ram:DuePayableAmount>[^<]*</, '<ram:DuePayableAmount>1.00<'),
        },
        // an element the CII schema does not know
        {
          name: 'schemawidrig',
          xml: xml.replace('</rsm:ExchangedDocument>', '<ram:Unbekannt>1</ram:Unbekannt></rsm:ExchangedDocument>'),
        },
      ];
      const batch = await validateEInvoices(variants);
      // the report up to its verdict (the single run appends the failed command's message), file paths aside
      const paths = (report: string) => {
        const verdict = /\d+ passed, \d+ failed/.exec(report);
        return report.slice(0, verdict ? verdict.index + verdict[0].length : 0).replace(/\S+\.xml\b/g, 'RECHNUNG.xml');
      };
      for (const v of variants) {
        const alone = await validateEInvoice(v.xml, v.name);
        const together = batch.get(v.name);
        expect(paths(together?.report ?? ''), v.name).toBe(paths(alone.report));
        expect(together?.ok, v.name).toBe(alone.ok);
      }
      expect(batch.get('gueltig')?.ok).toBe(true);
      expect(batch.get('regelwidrig')?.report).toMatch(/BR-DE-15[\s\S]*BR-CO-16|BR-CO-16[\s\S]*BR-DE-15/);
      expect(batch.get('schemawidrig')?.report).toContain('schema CII D16B: FAILED');
    },
    TIMEOUT,
  );
});

function xmpBytes(doc: PDFDocument): Uint8Array {
  const stream = doc.catalog.lookup(PDFName.of('Metadata'));
  if (!(stream instanceof PDFRawStream)) throw new Error('no XMP metadata stream');
  expect(stream.dict.get(PDFName.of('Filter'))).toBeUndefined();
  return stream.getContents();
}

describe('zugferdPdf', () => {
  it(
    'is a PDF/A-3 with factur-x.xml attached, embedded fonts and UTF-8 XMP that says what the info dictionary says',
    async () => {
      const daten = rechnung({ art: 'gebuehr', rechnungsNummer: 'RE2026-00044' });
      const pdf = await zugferdPdf(daten);
      const doc = await PDFDocument.load(pdf, { updateMetadata: false });

      const xmp = new TextDecoder('utf-8', { fatal: true }).decode(xmpBytes(doc));
      const file = join(dir, 'xmp.xml');
      await writeFile(file, xmp);
      await expect(run('xmllint', ['--noout', file])).resolves.toBeDefined();
      expect(xmp.startsWith('<?xpacket begin="\uFEFF"')).toBe(true);
      expect(xmp).toContain('<pdfaid:part>3</pdfaid:part>');
      expect(xmp).toContain('<pdfaid:conformance>B</pdfaid:conformance>');
      expect(xmp).toContain(
        '<pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI>',
      );
      expect(xmp).toContain('<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>');
      expect(xmp).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
      expect(xmp).toContain(
        '<dc:title><rdf:Alt><rdf:li xml:lang="x-default">Gebührenrechnung RE2026-00044</rdf:li></rdf:Alt></dc:title>',
      );
      expect(xmp).toContain('<rdf:li>Netzauskunft Elbe-Röder GmbH</rdf:li>');

      // PDF/A: the document information dictionary matches the XMP.
      expect(doc.getTitle()).toBe('Gebührenrechnung RE2026-00044');
      expect(doc.getAuthor()).toBe('Netzauskunft Elbe-Röder GmbH');
      expect(xmp).toContain(`<rdf:li xml:lang="x-default">${doc.getSubject() ?? '?'}</rdf:li>`);
      expect(xmp).toContain(`<pdf:Keywords>${doc.getKeywords() ?? '?'}</pdf:Keywords>`);
      expect(xmp).toContain(`<pdf:Producer>${doc.getProducer() ?? '?'}</pdf:Producer>`);
      expect(xmp).toContain(`<xmp:CreatorTool>${doc.getCreator() ?? '?'}</xmp:CreatorTool>`);
      expect(xmp).toContain(
        `<xmp:CreateDate>${doc.getCreationDate()?.toISOString().replace('.000Z', 'Z') ?? '?'}</xmp:CreateDate>`,
      );

      // factur-x.xml: an alternative representation of the invoice, listed in the catalog's /AF.
      const af = doc.catalog.lookup(PDFName.of('AF'), PDFArray);
      const filespec = af.lookup(0, PDFDict);
      expect(filespec.get(PDFName.of('AFRelationship'))).toBe(PDFName.of('Alternative'));
      const embedded = filespec.lookup(PDFName.of('EF'), PDFDict).lookup(PDFName.of('F'));
      expect(embedded instanceof PDFRawStream && embedded.dict.get(PDFName.of('Subtype'))).toBe(PDFName.of('text/xml'));
      expect(doc.catalog.get(PDFName.of('OutputIntents'))).toBeDefined();
      expect(await facturXXml(pdf)).toContain('<ram:ID>RE2026-00044</ram:ID>');

      // Every font is embedded (PDF/A): each descendant font has its TrueType program.
      let fonts = 0;
      for (const [, object] of doc.context.enumerateIndirectObjects()) {
        if (!(object instanceof PDFDict) || object.get(PDFName.of('Type')) !== PDFName.of('FontDescriptor')) continue;
        fonts++;
        expect(object.get(PDFName.of('FontFile2'))).toBeInstanceOf(PDFRef);
      }
      expect(fonts).toBeGreaterThanOrEqual(2);

      expect((await pageTexts(pdf)).join(' ')).toContain('Gebührenrechnung');
    },
    TIMEOUT,
  );

  it('uses the invoice PDF it is given', async () => {
    const daten = rechnung();
    const pdf = await zugferdPdf(daten, await renderRechnungPdf(daten));
    const text = (await pageTexts(pdf)).join(' ');
    expect(text).toContain('Rechnungsnr.: RE2026-00042');
    expect(text).toContain('Gesamtbetrag 358,57 €');
  });
});

describe('e-invoice input', () => {
  it('refuses drafts, invoices without lines and data the schema rejects', async () => {
    await expect(xrechnungCii(rechnung({ entwurf: true, rechnungsNummer: null }))).rejects.toThrow('Rechnungsentwurf');
    await expect(zugferdPdf(rechnung({ entwurf: true, rechnungsNummer: null }))).rejects.toThrow('Rechnungsentwurf');
    await expect(xrechnungCii(rechnung({ positionen: [] }))).rejects.toThrow('mindestens eine Position');
    await expect(xrechnungCii(rechnung({ kaeufer: { ...KAEUFER_AT, land: 'XX' } }))).rejects.toThrow(
      'ungültige Rechnungsdaten',
    );
  });

  it('turns cents into decimal amounts and German units into UN/ECE codes', () => {
    expect([amount(35857), amount(5), amount(0), amount(-8900), amount(-1)]).toEqual([
      '358.57',
      '0.05',
      '0.00',
      '-89.00',
      '-0.01',
    ]);
    expect(() => amount(1.5)).toThrow(RangeError);
    expect([
      einheitCode('Stück'),
      einheitCode('Stk.'),
      einheitCode('pauschal'),
      einheitCode('Std.'),
      einheitCode('m²'),
      einheitCode('Gemeinde'),
      einheitCode(null),
    ]).toEqual(['H87', 'H87', 'LS', 'HUR', 'MTK', 'C62', 'C62']);
  });
});
