import { describe, expect, it } from 'vitest';
// through the index, which sets zod's German locale first (as every import of @lap/contracts does)
import {
  eRechnungSteuer,
  isBic,
  isIban,
  ZERechnungDokumentInput,
  ZERechnungFormular,
  type TERechnungFormularInput,
} from './index.js';

/** A complete form: passes the spec's rules and what an e-invoice needs. */
const FORMULAR: TERechnungFormularInput = {
  invoiceNumber: 'RE-2026-0815',
  invoiceDate: '2026-11-24',
  paymentReference: 'Kunde 4711',
  note: 'Vielen Dank für Ihren Auftrag.',
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
    postcode: '01589',
    city: 'Gröditz',
    street: 'Lessingstraße 7',
    country: 0,
    EmailAddress: 'buchhaltung@tiefbau-mueller.example',
  },
  payment: { iban: 'DE52 8505 0300 0221 0456 78', bic: 'OSDDDE81XXX', accountName: 'Leitungsauskunft Sachsen GmbH' },
  lineItems: [
    {
      name: 'Größenprüfung',
      description: 'Flurstück 12/3',
      netUnitPrice: 45.5,
      billedQuantity: 2,
      taxPercent: 19,
      sellerAssignedID: 'ART-1',
    },
  ],
};

const issues = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('ZERechnungFormular (spec 001 §5 E-invoice)', () => {
  it('requires invoice number, seller name, buyer name and each line name with "Pflichtfeld"', () => {
    const empty = {
      invoiceNumber: '  ',
      seller: { name: '' },
      buyer: { name: '' },
      payment: {},
      lineItems: [{ name: 'Eins' }, { name: ' ' }],
    };
    expect(issues(ZERechnungFormular.safeParse(empty))).toEqual([
      ['invoiceNumber', 'Pflichtfeld'],
      ['seller.name', 'Pflichtfeld'],
      ['buyer.name', 'Pflichtfeld'],
      ['lineItems.1.name', 'Pflichtfeld'],
    ]);
  });

  it('fills the defaults: no dates, 14 days, Deutschland, quantity 1, 19 %', () => {
    const form = ZERechnungFormular.parse({
      invoiceNumber: 'R1',
      seller: { name: 'V' },
      buyer: { name: 'K' },
      payment: {},
      lineItems: [{ name: 'P' }],
    });
    expect(form).toMatchObject({
      invoiceDate: null,
      paymentDueDays: 14,
      paymentDueDate: null,
      note: '',
      buyer: { country: 0, EmailAddress: '' },
    });
    expect(form.lineItems[0]).toEqual({
      name: 'P',
      description: '',
      netUnitPrice: 0,
      billedQuantity: 1,
      taxPercent: 19,
      sellerAssignedID: '',
    });
  });

  it('accepts an empty e-mail and refuses one without @ and a dot with "Ungültige E-Mail-Adresse"', () => {
    const mit = (seller: string, buyer: string) =>
      ZERechnungFormular.safeParse({
        ...FORMULAR,
        seller: { ...FORMULAR.seller, EmailAddress: seller },
        buyer: { ...FORMULAR.buyer, EmailAddress: buyer },
      });
    expect(mit('', '').success).toBe(true);
    expect(issues(mit('rechnung@firma', 'kein.at.zeichen'))).toEqual([
      ['seller.EmailAddress', 'Ungültige E-Mail-Adresse'],
      ['buyer.EmailAddress', 'Ungültige E-Mail-Adresse'],
    ]);
    expect(mit('a b@c.de', 'x@y.de').success).toBe(false);
  });

  it('keeps the number rules: price ≥ 0 in cents, quantity ≥ 0, tax 0–100, due days ≥ 0', () => {
    const line = (over: object) => ZERechnungFormular.safeParse({ ...FORMULAR, lineItems: [{ name: 'P', ...over }] });
    expect(line({ netUnitPrice: 0.29, billedQuantity: 0, taxPercent: 0 }).success).toBe(true);
    expect(line({ netUnitPrice: 100, taxPercent: 100 }).success).toBe(true);
    expect(issues(line({ netUnitPrice: -0.01 }))).toEqual([
      ['lineItems.0.netUnitPrice', 'Der Wert muss mindestens 0 sein.'],
    ]);
    expect(issues(line({ netUnitPrice: 1.005 }))).toEqual([
      ['lineItems.0.netUnitPrice', 'Bitte geben Sie höchstens zwei Nachkommastellen an.'],
    ]);
    expect(issues(line({ billedQuantity: -1 }))).toEqual([
      ['lineItems.0.billedQuantity', 'Der Wert muss mindestens 0 sein.'],
    ]);
    expect(issues(line({ taxPercent: 101 }))).toEqual([
      ['lineItems.0.taxPercent', 'Der Wert muss höchstens 100 sein.'],
    ]);
    expect(issues(ZERechnungFormular.safeParse({ ...FORMULAR, paymentDueDays: -1 }))).toEqual([
      ['paymentDueDays', 'Der Wert muss mindestens 0 sein.'],
    ]);
  });

  it('refuses impossible dates, control characters and what XML cannot carry, in German', () => {
    expect(issues(ZERechnungFormular.safeParse({ ...FORMULAR, invoiceDate: '2026-02-30' }))[0]?.[0]).toBe(
      'invoiceDate',
    );
    expect(issues(ZERechnungFormular.safeParse({ ...FORMULAR, invoiceNumber: 'R\u00001' }))).toEqual([
      ['invoiceNumber', 'Die Eingabe enthält unzulässige Steuerzeichen.'],
    ]);
    expect(issues(ZERechnungFormular.safeParse({ ...FORMULAR, note: 'kaputt \ud800' }))).toEqual([
      ['note', 'Die Eingabe enthält unzulässige Zeichen.'],
    ]);
    expect(ZERechnungFormular.safeParse({ ...FORMULAR, note: 'Emoji 😀 und „Anführung“' }).success).toBe(true);
  });
});

describe('ZERechnungDokumentInput (what an XRechnung needs)', () => {
  it('passes a complete form', () => {
    expect(issues(ZERechnungDokumentInput.safeParse(FORMULAR))).toEqual([]);
  });

  it('names every field an e-invoice needs beyond the spec rules', () => {
    const form = {
      invoiceNumber: 'R1',
      seller: { name: 'V' },
      buyer: { name: 'K' },
      payment: {},
      lineItems: [{ name: 'P' }],
    };
    expect(issues(ZERechnungDokumentInput.safeParse(form)).map(([field]) => field)).toEqual([
      'invoiceDate',
      'seller.postcode',
      'seller.city',
      'seller.street',
      'seller.phone',
      'seller.EmailAddress',
      'seller.vatId',
      'seller.taxId',
      'buyer.postcode',
      'buyer.city',
      'buyer.street',
      'buyer.EmailAddress',
      'payment.iban',
      'payment.bic',
    ]);
  });

  it('checks IBAN, BIC, phone, the German VAT id and a due date not before the invoice date', () => {
    const form = {
      ...FORMULAR,
      paymentDueDate: '2026-11-23',
      seller: { ...FORMULAR.seller, vatId: '123456789', phone: '+49' },
      payment: { iban: 'DE52 8505 0300 0221 0456 79', bic: 'OSD', accountName: '' },
    };
    expect(issues(ZERechnungDokumentInput.safeParse(form))).toEqual([
      ['paymentDueDate', 'Das Fälligkeitsdatum darf nicht vor dem Rechnungsdatum liegen.'],
      ['seller.phone', 'Bitte geben Sie eine Telefonnummer mit mindestens drei Ziffern an.'],
      ['seller.vatId', 'Ungültige USt-IdNr. (Format DE123456789)'],
      ['payment.iban', 'Ungültige IBAN'],
      ['payment.bic', 'Ungültige BIC'],
    ]);
    expect([
      isIban('DE52850503000221045678'),
      isIban('de52 8505 0300 0221 0456 78'),
      isIban('AT611904300234573201'),
      isIban('DE00'),
    ]).toEqual([true, true, true, false]);
    expect(
      ZERechnungDokumentInput.safeParse({ ...FORMULAR, seller: { ...FORMULAR.seller, vatId: 'de 123 456 789' } })
        .success,
    ).toBe(true);
    expect([isBic('OSDDDE81XXX'), isBic('OSDDDE81'), isBic('OSDD DE 81'), isBic('1SDDDE81')]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it('takes one German rate for all lines, 19 % or 16 %, and names the line otherwise', () => {
    const lines = (...rates: number[]) =>
      rates.map((taxPercent, i) => ({
        name: `P${i + 1}`,
        netUnitPrice: 10,
        billedQuantity: 1,
        taxPercent,
        description: '',
        sellerAssignedID: '',
      }));
    expect(eRechnungSteuer({ lineItems: lines(19, 19) }).steuer).toEqual({ mwstProzent: 19 });
    expect(eRechnungSteuer({ lineItems: lines(16) }).steuer).toEqual({ mwstProzent: 16 });
    expect(eRechnungSteuer({ lineItems: lines(19, 7.5, 16) }).maengel).toEqual([
      {
        path: ['lineItems', 1, 'taxPercent'],
        message:
          'Position 2: Ein Steuersatz von 7,5 % ist für die E-Rechnung nicht möglich (möglich sind 19 % und 16 %).',
      },
      {
        path: ['lineItems', 2, 'taxPercent'],
        message:
          'Position 3: Alle Positionen einer E-Rechnung brauchen denselben Steuersatz (Position 1: 19 %, hier 16 %).',
      },
    ]);
    // a line 1 that is no option is not the measure of the others
    expect(eRechnungSteuer({ lineItems: lines(0, 19) }).maengel.map((m) => m.message)).toEqual([
      'Position 1: Ein Steuersatz von 0 % ist für die E-Rechnung nicht möglich (möglich sind 19 % und 16 %).',
    ]);
  });
});
