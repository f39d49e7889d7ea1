// E-invoices (issue 14): XRechnung 3.0 as UN/CEFACT CII XML, and ZUGFeRD/Factur-X (profile EN 16931) — the invoice
// PDF as PDF/A-3 with the CII XML embedded as factur-x.xml. @e-invoice-eu/core (pinned 2.3.4) renders the XML and
// the PDF/A structure; every amount comes from @lap/domain in cents and is only turned into '123.45' here.
//
// Worked around in 2.3.4:
// - InvoiceService compiles its JSON schema on every call (blocking the event loop): we call the format services
//   directly and validate with one schema compiled once per process or worker thread;
// - its XMP metadata writes each character as one byte (umlauts become invalid UTF-8) and disagrees with the
//   document information dictionary: both are rewritten after generation (`finishPdfA`);
// - BT-13 and BT-11 are dropped at profile EN 16931, BT-18 (AdditionalDocumentReference) never renders: the
//   customer's project number goes to BT-10, the Vorgangsnummer to BT-12 (contract reference: the accepted offer);
// - BT-33 (seller legal information) and BT-25/26 (the invoice a Stornorechnung cancels) never reach CII: both are
//   inserted into the generated XML (`completeCii`), also into the factur-x.xml embedded in the PDF;
// - the CII schema requires ApplicableHeaderTradeDelivery, written only with content: the buyer as ship-to party.
import { formatDate, rechnungSummen, steuerSatzOf, stornoVon, type TSteuerfall, xmlText } from '@lap/domain';
import { FormatFactoryService, type EInvoiceFormat, type Invoice, invoiceSchema } from '@e-invoice-eu/core';
import { Ajv2019, type ValidateFunction } from 'ajv/dist/2019.js';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFRef,
  type PDFStream,
  PDFString,
} from 'pdf-lib';
import {
  dokumentTitel,
  kaeuferKontakt,
  RECHNUNG_TEXTE,
  rechnungTitel,
  computeRechnungWerte,
  verwendungszweckOf,
  type RechnungDokumentDaten,
  type RechnungPosition,
} from './rechnung-daten.js';
import { renderRechnungPdf } from './rechnung-pdf.js';
import { renderCiiXml } from './cii-xml.js';

type Rechnung = Invoice['ubl:Invoice'];
type InvoiceLine = Rechnung['cac:InvoiceLine'][number];
type VatCategory = 'S' | 'AE' | 'O';

const FORMAT = { xrechnung: 'XRECHNUNG-CII', zugferd: 'Factur-X-EN16931' } as const;
const CURRENCY = 'EUR';
const LANGUAGE = 'de';

/** XRechnung 3.0 (CII syntax) of a numbered invoice. */
export async function xrechnungCii(daten: RechnungDokumentDaten): Promise<string> {
  const xml = await generate(FORMAT.xrechnung, daten);
  if (typeof xml !== 'string') throw new Error('XRechnung: unerwartete Ausgabe der E-Rechnungs-Bibliothek.');
  return completeCii(xml, daten);
}

/**
 * ZUGFeRD / Factur-X (profile EN 16931): the invoice PDF (rendered here unless given) as PDF/A-3 with the CII XML
 * embedded as factur-x.xml.
 */
export async function zugferdPdf(daten: RechnungDokumentDaten, pdf?: Uint8Array): Promise<Uint8Array> {
  const basePdf = pdf ?? (await renderRechnungPdf(daten));
  const result = await generate(FORMAT.zugferd, daten, basePdf);
  if (typeof result === 'string') throw new Error('ZUGFeRD: unerwartete Ausgabe der E-Rechnungs-Bibliothek.');
  return finishPdfA(result, daten);
}

interface Formatter {
  service: EInvoiceFormat;
  validate: ValidateFunction<Invoice>;
}

// One service per format and one compiled schema per distinct (patched) schema, per process or worker thread — the
// only module state; both are stateless per call. The CII formats share one schema, so it is compiled once.
const formatters = new Map<string, Formatter>();
const validators = new Map<string, ValidateFunction<Invoice>>();
const SILENT = { log: () => undefined, warn: () => undefined, error: () => undefined };

function formatterFor(format: string): Formatter {
  let f = formatters.get(format);
  if (!f) {
    const service = withDirectXml(new FormatFactoryService().createFormatService(format, SILENT));
    const schema = structuredClone(invoiceSchema);
    service.patchSchema(schema);
    const key = JSON.stringify(schema);
    let validate = validators.get(key);
    if (!validate)
      validators.set(
        key,
        (validate = new Ajv2019({ strict: true, allErrors: true, useDefaults: true }).compile<Invoice>(schema)),
      );
    formatters.set(format, (f = { service, validate }));
  }
  return f;
}

/**
 * The service with its XML rendering replaced by `renderCiiXml` (the library's layout, no xmlbuilder2 DOM, text never
 * entity-decoded). No fallback to xmlbuilder2, which decodes: a shape `renderCiiXml` does not write is a changed
 * library and an error.
 */
function withDirectXml(service: EInvoiceFormat): EInvoiceFormat {
  const xmlService = service as EInvoiceFormat & { renderXML?: (data: object) => string };
  if (!xmlService.renderXML) throw new Error('E-Rechnung: die E-Rechnungs-Bibliothek hat kein renderXML mehr.');
  xmlService.renderXML = (data) => {
    const xml = renderCiiXml(data);
    if (xml === null) throw new Error('E-Rechnung: unerwartete Struktur der CII-Daten der E-Rechnungs-Bibliothek.');
    return xml;
  };
  return service;
}

/** Compiles the invoice schema now rather than on the first invoice (e.g. when a worker thread starts). */
export function prepareERechnung(): void {
  for (const format of Object.values(FORMAT)) formatterFor(format);
}

async function generate(format: string, daten: RechnungDokumentDaten, pdf?: Uint8Array): Promise<string | Uint8Array> {
  const { service, validate } = formatterFor(format);
  const invoice = toInvoice(daten);
  if (!validate(invoice)) {
    const errors = (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`.trim()).join('; ');
    throw new Error(`E-Rechnung: ungültige Rechnungsdaten (${errors}).`);
  }
  service.fillInvoiceDefaults(invoice);
  const options = {
    format: new FormatFactoryService().normalizeFormat(format),
    lang: LANGUAGE,
    ...(pdf ? { pdf: { buffer: pdf, filename: 'rechnung.pdf', mimetype: 'application/pdf' } } : {}),
  };
  return service.generate(invoice, options);
}

/** Cents → '123.45' (the e-invoice's decimal amounts). */
export function amount(cent: number): string {
  if (!Number.isInteger(cent)) throw new RangeError(`amount in cents expected, got ${cent}`);
  const abs = Math.abs(cent);
  return `${cent < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A quantity without exponent notation and float noise, at most 6 decimals: 2.5 → '2.5'. */
function quantity(anzahl: number): string {
  return anzahl.toFixed(6).replace(/\.?(?<!0)0+$/, ''); // lookbehind: each run of zeros is tried once (linear)
}

// UN/ECE Recommendation 20 codes for the units our price list uses (XRechnung accepts Rec. 20 and Rec. 21).
const UNIT_CODES: Record<string, string> = {
  stück: 'H87',
  stk: 'H87',
  pauschal: 'LS',
  pauschale: 'LS',
  psch: 'LS',
  stunde: 'HUR',
  stunden: 'HUR',
  std: 'HUR',
  h: 'HUR',
  minute: 'MIN',
  min: 'MIN',
  tag: 'DAY',
  tage: 'DAY',
  woche: 'WEE',
  monat: 'MON',
  jahr: 'ANN',
  km: 'KMT',
  m: 'MTR',
  meter: 'MTR',
  m2: 'MTK',
  'm²': 'MTK',
  qm: 'MTK',
  ha: 'HAR',
  kg: 'KGM',
  blatt: 'C62',
  seite: 'C62',
};

/** The unit code of a German unit name; anything else (e.g. 'Gemeinde', 'Auskunft') counts as 'one' (C62). */
export function einheitCode(einheit: string | null | undefined): string {
  const key = (einheit ?? '').trim().toLowerCase().replace(/\.$/, '');
  return UNIT_CODES[key] ?? 'C62';
}

function vatCategory(steuerfall: TSteuerfall): VatCategory {
  return steuerfall === 'reverseCharge' ? 'AE' : steuerfall === 'nichtSteuerbar' ? 'O' : 'S';
}

/** Category, rate (absent for 'O', BR-O-05) and the tax scheme, as lines and the breakdown carry it. */
function taxCategory(kategorie: VatCategory, prozent: number) {
  return {
    'cbc:ID': kategorie,
    ...(kategorie === 'O' ? {} : { 'cbc:Percent': String(prozent) }),
    'cac:TaxScheme': { 'cbc:ID': 'VAT' },
  };
}

/**
 * Our invoice data in the library's UBL-shaped format. A Stornorechnung becomes a credit note (type code 381)
 * with the cancelled invoice's positive amounts, referring to it (BT-25/26).
 */
function toInvoice(daten: RechnungDokumentDaten): Invoice {
  if (daten.entwurf || !daten.rechnungsNummer) throw new Error('Für einen Rechnungsentwurf gibt es keine E-Rechnung.');
  const nummer = daten.rechnungsNummer;
  const werte = computeRechnungWerte(daten);
  const storno = daten.art === 'storno';
  const kategorie = vatCategory(werte.steuerfall);
  const prozent = steuerSatzOf(werte.steuerfall, daten.mwstProzent);
  // A credit note states what is credited, in positive amounts.
  const summen = rechnungSummen(storno ? stornoVon(daten.positionen) : daten.positionen, prozent);
  const [first, ...rest] = summen.positionen.map((p, i) => invoiceLine(p, i, kategorie, prozent));
  if (!first) throw new Error('Eine E-Rechnung braucht mindestens eine Position.');

  const v = daten.verkaeufer;
  const k = daten.kaeufer;
  const kontakt = kaeuferKontakt(k);
  const exemptionReason =
    kategorie === 'AE' ? RECHNUNG_TEXTE.reverseCharge : kategorie === 'O' ? RECHNUNG_TEXTE.nichtSteuerbar : null;
  const notes = [
    ...(daten.art === 'rechnung' ? [] : [rechnungTitel(daten)]),
    ...(exemptionReason ? [exemptionReason] : []),
    ...(daten.vorgangsnummer.trim() ? [RECHNUNG_TEXTE.vorgang(daten.vorgangsnummer, daten.projektnummer ?? null)] : []),
    ...(daten.bemerkung?.trim() ? [daten.bemerkung.trim()] : []),
  ];
  const registerNr = v.handelsregister?.trim();

  const rechnung: Rechnung = {
    'cbc:ID': nummer,
    'cbc:IssueDate': daten.rechnungsDatum,
    'cbc:DueDate': werte.faelligAm,
    'cbc:InvoiceTypeCode': storno ? '381' : '380',
    // One note: the library puts several into one IncludedNote, which CII-SR-030 warns about.
    ...(notes.length > 0 ? { 'cbc:Note': [notes.join('\n')] } : {}),
    'cbc:DocumentCurrencyCode': CURRENCY,
    // BT-10 is mandatory in XRechnung: a public customer's Leitweg-ID, else the customer's project number, else our case
    // number, else (an invoice without a case) the invoice number.
    'cbc:BuyerReference': k.leitwegId?.trim() || daten.projektnummer?.trim() || daten.vorgangsnummer.trim() || nummer,
    'cac:InvoicePeriod': { 'cbc:StartDate': daten.leistungszeitraum.von, 'cbc:EndDate': daten.leistungszeitraum.bis },
    ...(storno && daten.storniert
      ? {
          'cac:BillingReference': [
            {
              'cac:InvoiceDocumentReference': {
                'cbc:ID': daten.storniert.rechnungsNummer,
                'cbc:IssueDate': daten.storniert.rechnungsDatum,
              },
            },
          ],
        }
      : {}),
    // BT-12: the Vorgangsnummer identifies the accepted offer the invoice is based on.
    ...(daten.vorgangsnummer.trim()
      ? { 'cac:ContractDocumentReference': { 'cbc:ID': daten.vorgangsnummer.trim() } }
      : {}),
    'cac:AccountingSupplierParty': {
      'cac:Party': {
        'cbc:EndpointID': v.email,
        'cbc:EndpointID@schemeID': 'EM',
        // BR-CO-26 needs BT-29, BT-30 or BT-31; without a VAT id ('O') and without a register entry the tax number identifies us.
        ...(kategorie === 'O' && !registerNr ? { 'cac:PartyIdentification': [{ 'cbc:ID': v.steuernummer }] } : {}),
        'cac:PostalAddress': {
          'cbc:StreetName': v.strasse,
          'cbc:CityName': v.ort,
          'cbc:PostalZone': v.plz,
          'cac:Country': { 'cbc:IdentificationCode': v.land },
        },
        // The VAT id must come first (the library marks only the first registration 'VA'); BR-O-02 forbids it for 'O'.
        'cac:PartyTaxScheme': [
          ...(kategorie === 'O' ? [] : [{ 'cbc:CompanyID': v.ustIdNr, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } }]),
          { 'cbc:CompanyID': v.steuernummer, 'cac:TaxScheme': { 'cbc:ID': 'FC' } },
        ] as Rechnung['cac:AccountingSupplierParty']['cac:Party']['cac:PartyTaxScheme'],
        'cac:PartyLegalEntity': {
          'cbc:RegistrationName': v.name,
          ...(registerNr ? { 'cbc:CompanyID': registerNr } : {}),
        },
        'cac:Contact': {
          'cbc:Name': v.kontaktName?.trim() || RECHNUNG_TEXTE.kontaktStandard,
          'cbc:Telephone': v.telefon,
          'cbc:ElectronicMail': v.email,
        },
      },
    },
    'cac:AccountingCustomerParty': {
      'cac:Party': {
        'cbc:EndpointID': k.email,
        'cbc:EndpointID@schemeID': 'EM',
        'cac:PostalAddress': {
          'cbc:StreetName': `${k.strasse} ${k.hausnummer}`.trim(),
          ...(k.firmaZusatz?.length ? { 'cbc:AdditionalStreetName': k.firmaZusatz.join(', ') } : {}),
          'cbc:CityName': k.ort,
          'cbc:PostalZone': k.plz,
          'cac:Country': {
            'cbc:IdentificationCode': k.land
              .trim()
              .toUpperCase() as Rechnung['cac:AccountingCustomerParty']['cac:Party']['cac:PostalAddress']['cac:Country']['cbc:IdentificationCode'],
          },
        },
        ...(k.ustIdNr?.trim() && kategorie !== 'O'
          ? { 'cac:PartyTaxScheme': { 'cbc:CompanyID': k.ustIdNr.trim(), 'cac:TaxScheme': { 'cbc:ID': 'VAT' } } }
          : {}),
        'cac:PartyLegalEntity': { 'cbc:RegistrationName': werte.kaeuferName },
        ...(kontakt ? { 'cac:Contact': { 'cbc:Name': kontakt, 'cbc:ElectronicMail': k.email } } : {}),
      },
    },
    // The CII schema requires ApplicableHeaderTradeDelivery, which the library writes only with content: the buyer as ship-to party.
    'cac:Delivery': { 'cac:DeliveryParty': { 'cac:PartyName': { 'cbc:Name': werte.kaeuferName } } },
    'cac:PaymentMeans': [
      storno
        ? // We pay back (or the credit settles the open invoice) to an account we do not know: 1 = not defined, with the text.
          {
            'cbc:PaymentMeansCode': '1',
            'cbc:PaymentMeansCode@name': RECHNUNG_TEXTE.stornoZahlung,
            'cbc:PaymentID': nummer,
          }
        : {
            // 58 = SEPA credit transfer; the Verwendungszweck (BT-83) is the invoice number unless one is given.
            'cbc:PaymentMeansCode': '58',
            'cbc:PaymentID': verwendungszweckOf(daten),
            'cac:PayeeFinancialAccount': {
              'cbc:ID': v.bank.iban.replace(/\s+/g, ''),
              'cbc:Name': v.bank.kontoinhaber,
              'cac:FinancialInstitutionBranch': { 'cbc:ID': v.bank.bic.replace(/\s+/g, '') },
            },
          },
    ],
    'cac:PaymentTerms': {
      'cbc:Note': storno
        ? RECHNUNG_TEXTE.stornoZahlung
        : daten.zahlungsbedingungen?.trim() || RECHNUNG_TEXTE.zahlbarBis(formatDate(werte.faelligAm)),
    },
    'cac:TaxTotal': [
      {
        'cbc:TaxAmount': amount(summen.mwstCent),
        'cbc:TaxAmount@currencyID': CURRENCY,
        'cac:TaxSubtotal': summen.steuerSaetze.map((satz) => ({
          'cbc:TaxableAmount': amount(satz.nettoCent),
          'cbc:TaxableAmount@currencyID': CURRENCY,
          'cbc:TaxAmount': amount(satz.mwstCent),
          'cbc:TaxAmount@currencyID': CURRENCY,
          'cac:TaxCategory': {
            // BR-DE-14: XRechnung wants the rate (BT-119) in every breakdown, also for 'O' (0).
            'cbc:ID': kategorie,
            'cbc:Percent': String(satz.prozent),
            'cac:TaxScheme': { 'cbc:ID': 'VAT' },
            ...(kategorie === 'AE'
              ? { 'cbc:TaxExemptionReasonCode': 'VATEX-EU-AE' }
              : kategorie === 'O'
                ? { 'cbc:TaxExemptionReasonCode': 'VATEX-EU-O' }
                : {}),
            ...(exemptionReason ? { 'cbc:TaxExemptionReason': exemptionReason } : {}),
          },
        })),
      },
    ],
    'cac:LegalMonetaryTotal': {
      'cbc:LineExtensionAmount': amount(summen.nettoCent),
      'cbc:LineExtensionAmount@currencyID': CURRENCY,
      'cbc:TaxExclusiveAmount': amount(summen.nettoCent),
      'cbc:TaxExclusiveAmount@currencyID': CURRENCY,
      'cbc:TaxInclusiveAmount': amount(summen.bruttoCent),
      'cbc:TaxInclusiveAmount@currencyID': CURRENCY,
      'cbc:PayableAmount': amount(summen.bruttoCent),
      'cbc:PayableAmount@currencyID': CURRENCY,
    },
    'cac:InvoiceLine': [first, ...rest],
  };
  return { 'ubl:Invoice': rechnung };
}

function invoiceLine(
  p: RechnungPosition & { gesamtCent: number },
  index: number,
  kategorie: VatCategory,
  prozent: number,
): InvoiceLine {
  const beschreibung = p.beschreibung?.trim();
  return {
    'cbc:ID': String(index + 1),
    'cbc:InvoicedQuantity': quantity(p.anzahl),
    'cbc:InvoicedQuantity@unitCode': einheitCode(p.einheit) as InvoiceLine['cbc:InvoicedQuantity@unitCode'],
    'cbc:LineExtensionAmount': amount(p.gesamtCent),
    'cbc:LineExtensionAmount@currencyID': CURRENCY,
    'cac:Item': {
      ...(beschreibung ? { 'cbc:Description': beschreibung } : {}),
      'cbc:Name': p.bezeichnung,
      ...(p.artikelnummer?.trim() ? { 'cac:SellersItemIdentification': { 'cbc:ID': p.artikelnummer.trim() } } : {}),
      'cac:ClassifiedTaxCategory': taxCategory(
        kategorie,
        prozent,
      ) as InvoiceLine['cac:Item']['cac:ClassifiedTaxCategory'],
    },
    'cac:Price': { 'cbc:PriceAmount': amount(p.einzelpreisCent), 'cbc:PriceAmount@currencyID': CURRENCY },
  };
}

/** BT-33 (seller additional legal information): seat, register and managing directors. */
function sellerLegalInfo(daten: RechnungDokumentDaten): string | null {
  const v = daten.verkaeufer;
  const parts = [
    v.handelsregister?.trim() ? RECHNUNG_TEXTE.sitz(v.sitz?.trim() || v.ort) : null,
    v.handelsregister?.trim(),
    v.geschaeftsfuehrung?.trim() ? RECHNUNG_TEXTE.geschaeftsfuehrung(v.geschaeftsfuehrung.trim()) : null,
  ].filter((part): part is string => !!part);
  return parts.length > 0 ? parts.join(', ') : null;
}

/**
 * Adds to the library's CII what it leaves out: BT-33 as the seller's ram:Description (right after its name) and, for a
 * Stornorechnung, BT-25/26 as ram:InvoiceReferencedDocument (right after the totals, CII D16B order). Throws when an
 * anchor is missing, so a changed library output cannot slip through unnoticed.
 */
function completeCii(xml: string, daten: RechnungDokumentDaten): string {
  let result = xml;
  const legalInfo = sellerLegalInfo(daten);
  if (legalInfo)
    result = insertAfter(
      result,
      '<ram:SellerTradeParty>',
      '</ram:Name>',
      `<ram:Description>${xmlText(legalInfo)}</ram:Description>`,
    );
  if (daten.art === 'storno' && daten.storniert) {
    const { rechnungsNummer, rechnungsDatum } = daten.storniert;
    result = insertAfter(
      result,
      '<ram:ApplicableHeaderTradeSettlement>',
      '</ram:SpecifiedTradeSettlementHeaderMonetarySummation>',
      `<ram:InvoiceReferencedDocument><ram:IssuerAssignedID>${xmlText(rechnungsNummer)}</ram:IssuerAssignedID>` +
        `<ram:FormattedIssueDateTime><qdt:DateTimeString format="102">${rechnungsDatum.replace(/-/g, '')}</qdt:DateTimeString></ram:FormattedIssueDateTime></ram:InvoiceReferencedDocument>`,
    );
  }
  return result;
}

/** Inserts `text` after the first `anchor` that follows the first `scope`. */
function insertAfter(xml: string, scope: string, anchor: string, text: string): string {
  const start = xml.indexOf(scope);
  const index = start < 0 ? -1 : xml.indexOf(anchor, start);
  if (index < 0) throw new Error(`E-Rechnung: ${anchor} nach ${scope} fehlt in der CII-Ausgabe.`);
  const end = index + anchor.length;
  return xml.slice(0, end) + text + xml.slice(end);
}

// PDF/A-3 metadata. The XMP packet must be UTF-8 and say what the document information dictionary says
// (title, author, subject, keywords, producer, creator tool, dates), plus the Factur-X extension schema.
const PRODUCER = 'Leitungsauskunftportal (pdf-lib, e-invoice-eu 2.3.4)';
const CREATOR = 'Leitungsauskunftportal';

/** Completes the embedded factur-x.xml (`completeCii`) and rewrites the PDF/A metadata (UTF-8 XMP, matching info dictionary). */
async function finishPdfA(bytes: Uint8Array, daten: RechnungDokumentDaten): Promise<Uint8Array> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const file = embeddedFile(doc, FACTUR_X_FILE);
  if (!file) throw new Error('ZUGFeRD: factur-x.xml fehlt im PDF.');
  const xml = new TextEncoder().encode(
    completeCii(new TextDecoder().decode(decodePDFRawStream(file.stream).decode()), daten),
  );
  const params = file.stream.dict.lookupMaybe(PDFName.of('Params'), PDFDict);
  params?.set(PDFName.of('Size'), PDFNumber.of(xml.length));
  const replacement = doc.context.flateStream(xml, { Type: 'EmbeddedFile', Subtype: 'text/xml' });
  if (params) replacement.dict.set(PDFName.of('Params'), params);
  replaceObject(doc, file.ef, PDFName.of('F'), replacement);

  const now = new Date(Math.floor(Date.now() / 1000) * 1000);
  const titel = dokumentTitel(daten);
  const betreff = RECHNUNG_TEXTE.betreff(titel, formatDate(daten.rechnungsDatum), daten.verkaeufer.name);
  // pdf-lib joins the keywords with spaces; pdf:Keywords must read the same (PDF/A).
  const keywords = RECHNUNG_TEXTE.stichworte;
  doc.setTitle(titel, { showInWindowTitleBar: true });
  doc.setAuthor(daten.verkaeufer.name);
  doc.setSubject(betreff);
  doc.setKeywords([...keywords]);
  doc.setCreator(CREATOR);
  doc.setProducer(PRODUCER);
  doc.setCreationDate(now);
  doc.setModificationDate(now);
  doc.setLanguage('de-DE');
  const xmp = new TextEncoder().encode(
    xmpPacket({
      title: titel,
      author: daten.verkaeufer.name,
      subject: betreff,
      keywords: keywords.join(' '),
      date: now.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    }),
  );
  // PDF/A: the metadata stream stays unfiltered.
  replaceObject(
    doc,
    doc.catalog,
    PDFName.of('Metadata'),
    doc.context.stream(xmp, { Type: 'Metadata', Subtype: 'XML', Length: xmp.length }),
  );
  return doc.save();
}

/** Puts `object` in place of the object `dict[key]` refers to, so the replaced one (stale XML, broken XMP) leaves the file. */
function replaceObject(doc: PDFDocument, dict: PDFDict, key: PDFName, object: PDFRawStream | PDFStream): void {
  const current = dict.get(key);
  if (current instanceof PDFRef) doc.context.assign(current, object);
  else dict.set(key, doc.context.register(object));
}

const FACTUR_X_FILE = 'factur-x.xml';

/** An embedded file by name: its stream and the /EF dictionary that points to it. */
function embeddedFile(doc: PDFDocument, name: string): { stream: PDFRawStream; ef: PDFDict } | null {
  const names = doc.catalog
    .lookupMaybe(PDFName.of('Names'), PDFDict)
    ?.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict)
    ?.lookupMaybe(PDFName.of('Names'), PDFArray);
  if (!names) return null;
  for (let i = 0; i + 1 < names.size(); i += 2) {
    const entry = names.lookup(i);
    if (!(entry instanceof PDFString || entry instanceof PDFHexString) || entry.decodeText() !== name) continue;
    const ef = names.lookup(i + 1, PDFDict).lookupMaybe(PDFName.of('EF'), PDFDict);
    const stream = ef?.lookup(PDFName.of('F'));
    return ef && stream instanceof PDFRawStream ? { stream, ef } : null;
  }
  return null;
}

/** The factur-x.xml embedded in a ZUGFeRD PDF, null when there is none. */
export async function facturXXml(pdf: Uint8Array): Promise<string | null> {
  const file = embeddedFile(await PDFDocument.load(pdf, { updateMetadata: false }), FACTUR_X_FILE);
  return file ? new TextDecoder().decode(decodePDFRawStream(file.stream).decode()) : null;
}

function xmpPacket(m: { title: string; author: string; subject: string; keywords: string; date: string }): string {
  const e = xmlText;
  const property = (name: string, description: string) =>
    `<rdf:li rdf:parseType="Resource"><pdfaProperty:name>${name}</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType>` +
    `<pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>${description}</pdfaProperty:description></rdf:li>`;
  return `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
 <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
  <rdf:Description rdf:about="" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/">
   <pdfaid:part>3</pdfaid:part>
   <pdfaid:conformance>B</pdfaid:conformance>
  </rdf:Description>
  <rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">
   <dc:format>application/pdf</dc:format>
   <dc:title><rdf:Alt><rdf:li xml:lang="x-default">${e(m.title)}</rdf:li></rdf:Alt></dc:title>
   <dc:creator><rdf:Seq><rdf:li>${e(m.author)}</rdf:li></rdf:Seq></dc:creator>
   <dc:description><rdf:Alt><rdf:li xml:lang="x-default">${e(m.subject)}</rdf:li></rdf:Alt></dc:description>
  </rdf:Description>
  <rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/">
   <pdf:Producer>${e(PRODUCER)}</pdf:Producer>
   <pdf:Keywords>${e(m.keywords)}</pdf:Keywords>
  </rdf:Description>
  <rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/">
   <xmp:CreatorTool>${e(CREATOR)}</xmp:CreatorTool>
   <xmp:CreateDate>${m.date}</xmp:CreateDate>
   <xmp:ModifyDate>${m.date}</xmp:ModifyDate>
   <xmp:MetadataDate>${m.date}</xmp:MetadataDate>
  </rdf:Description>
  <rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
   <pdfaExtension:schemas><rdf:Bag><rdf:li rdf:parseType="Resource">
    <pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
    <pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI>
    <pdfaSchema:prefix>fx</pdfaSchema:prefix>
    <pdfaSchema:property><rdf:Seq>
     ${property('DocumentFileName', 'The name of the embedded XML document')}
     ${property('DocumentType', 'The type of the hybrid document in capital letters, e.g. INVOICE or ORDER')}
     ${property('Version', 'The actual version of the standard applying to the embedded XML document')}
     ${property('ConformanceLevel', 'The conformance level of the embedded XML document')}
    </rdf:Seq></pdfaSchema:property>
   </rdf:li></rdf:Bag></pdfaExtension:schemas>
  </rdf:Description>
  <rdf:Description rdf:about="" xmlns:fx="urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#">
   <fx:DocumentType>INVOICE</fx:DocumentType>
   <fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>
   <fx:Version>1.0</fx:Version>
   <fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>
  </rdf:Description>
 </rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
}
