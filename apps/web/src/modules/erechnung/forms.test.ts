import { describe, expect, it } from 'vitest';
import { ANBIETER_VERKAEUFER, ZERechnungDokumentInput, ZERechnungFormular } from '@lap/contracts';
import {
  base64ZuBytes,
  formularSummen,
  leeresFormular,
  neuePosition,
  positionNettoCent,
  prozentText,
  zahlAusEingabe,
} from './forms';

describe('the empty e-invoice form', () => {
  it('has today, 14 days, one line with quantity 1 and 19 %, and the provider as seller', () => {
    const form = leeresFormular('2026-11-24');
    expect(form).toMatchObject({
      invoiceDate: '2026-11-24',
      paymentDueDays: 14,
      paymentDueDate: null,
      buyer: { country: 0, name: '' },
    });
    expect(form.lineItems).toEqual([neuePosition()]);
    expect(neuePosition()).toMatchObject({ billedQuantity: 1, taxPercent: 19, name: '' });
    expect(form.seller).toMatchObject({
      name: ANBIETER_VERKAEUFER.name,
      vatId: ANBIETER_VERKAEUFER.ustIdNr,
      EmailAddress: ANBIETER_VERKAEUFER.email,
    });
    expect(form.payment.iban).toBe(ANBIETER_VERKAEUFER.bank.iban);
  });

  it('asks for the invoice number, the buyer and the line name, and once filled is an e-invoice', () => {
    const form = leeresFormular('2026-11-24');
    const fields = (ZERechnungFormular.safeParse(form).error?.issues ?? []).map((i) => i.path.join('.'));
    expect(fields).toEqual(['invoiceNumber', 'buyer.name', 'lineItems.0.name']);
    const filled = {
      ...form,
      invoiceNumber: 'RE-1',
      buyer: {
        name: 'Müller GmbH',
        postcode: '01587',
        city: 'Riesa',
        street: 'Weg 1',
        country: 0 as const,
        EmailAddress: 'a@b.de',
      },
      lineItems: [{ ...neuePosition(), name: 'Prüfung', netUnitPrice: 10 }],
    };
    expect(ZERechnungDokumentInput.safeParse(filled).error?.issues ?? []).toEqual([]);
  });
});

describe('formularSummen', () => {
  it('sums net and VAT per rate with the invoice math (VAT once per rate), highest rate first', () => {
    const s = formularSummen([
      { netUnitPrice: 45.5, billedQuantity: 2, taxPercent: 19 },
      { netUnitPrice: 12.34, billedQuantity: 2.5, taxPercent: 19 },
      { netUnitPrice: 10, billedQuantity: 1, taxPercent: 7 },
    ]);
    // 91,00 + 30,85 = 121,85 at 19 % → 23,15 (23,1515); 10,00 at 7 % → 0,70
    expect(s.saetze).toEqual([
      { prozent: 19, nettoCent: 12185, mwstCent: 2315 },
      { prozent: 7, nettoCent: 1000, mwstCent: 70 },
    ]);
    expect([s.nettoCent, s.mwstCent, s.bruttoCent]).toEqual([13185, 2385, 15570]);
  });

  it('counts fields being typed as their defaults (price 0, quantity 1, 19 %)', () => {
    expect(formularSummen([{ netUnitPrice: 5 }, undefined, { billedQuantity: Number.NaN, netUnitPrice: 2 }])).toEqual({
      saetze: [{ prozent: 19, nettoCent: 700, mwstCent: 133 }],
      nettoCent: 700,
      mwstCent: 133,
      bruttoCent: 833,
    });
    expect(positionNettoCent({ netUnitPrice: 0.29, billedQuantity: 3 })).toBe(87);
    expect(prozentText(7.5)).toBe('7,5');
  });
});

describe('base64ZuBytes', () => {
  it('decodes the ZUGFeRD answer', () => {
    expect([...base64ZuBytes(btoa('%PDF-\u00e4'))]).toEqual([0x25, 0x50, 0x44, 0x46, 0x2d, 0xe4]);
  });
});

describe('zahlAusEingabe', () => {
  it('reads what Mantine hands: numbers, strings kept for their zeros, nothing', () => {
    expect([
      zahlAusEingabe(12.34),
      zahlAusEingabe('45.50'),
      zahlAusEingabe('12.'),
      zahlAusEingabe(''),
      zahlAusEingabe('-'),
      zahlAusEingabe(Number.NaN),
    ]).toEqual([12.34, 45.5, 12, undefined, undefined, undefined]);
  });
});
