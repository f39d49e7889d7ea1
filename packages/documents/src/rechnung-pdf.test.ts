import { formatMoney, rechnungSummen, stornoVon } from '@lap/domain';
import { describe, expect, it } from 'vitest';
import { renderRechnungPdf } from './rechnung-pdf.js';
import {
  KAEUFER_AT,
  KAEUFER_CH,
  KAEUFER_DE,
  POSITIONEN,
  rechnung,
  stornorechnung,
  VERKAEUFER,
} from './rechnung-fixtures.testing.js';
import { metadata, pageTexts } from './pdf-text.testing.js';

async function text(daten: Parameters<typeof renderRechnungPdf>[0]): Promise<{ all: string; pages: string[] }> {
  const pages = await pageTexts(await renderRechnungPdf(daten));
  return { all: pages.join(' '), pages };
}

describe('renderRechnungPdf', () => {
  it('prints every element § 14 Abs. 4 UStG asks for', async () => {
    const { all, pages } = await text(rechnung());
    // 1. name and address of seller and buyer
    expect(all).toContain('Netzauskunft Elbe-Röder GmbH · Großenhainer Straße 12 · 01587 Riesa');
    expect(all).toContain(
      'Tiefbau Müller & Söhne GmbH Abteilung Leitungsplanung Jörg Weißbach Lessingstraße 7 01587 Riesa',
    );
    // 2. Steuernummer and USt-IdNr. of the seller
    expect(all).toContain('Steuernummer 219/123/45678 · USt-IdNr. DE123456789');
    // 3. and 4. invoice date and number
    expect(all).toContain('Rechnungsnr.: RE2026-00042');
    expect(all).toContain('Rechnungsdatum: 21.11.2026');
    // 5. quantity and kind of every line
    expect(all).toContain('1 Grundgebühr Leitungsauskunft 1 pauschal 89,00 € 89,00 €');
    expect(all).toContain(
      '2 Auskunft je betroffener Gemeinde – Planauszüge Strom, Gas, Trinkwasser – Gröditz, Zeithain, Nünchritz 2,5 Gemeinde 25,33 € 63,33 €',
    );
    expect(all).toContain('3 Prüfung der Flächengröße 3 Stunde 33,33 € 99,99 €');
    expect(all).toContain('4 Zuschlag Eilbearbeitung 1 Stück 49,00 € 49,00 €');
    // 6. time of the service
    expect(all).toContain('Leistungszeitraum: 02.11.–20.11.2026');
    // 7. and 8. net per rate, rate and VAT, gross — the amounts of @lap/domain
    const s = rechnungSummen(POSITIONEN, 19);
    expect([s.nettoCent, s.mwstCent, s.bruttoCent]).toEqual([30132, 5725, 35857]);
    expect(all).toContain('Nettobetrag zu 19 % 301,32 € zzgl. 19 % MwSt. 57,25 € Gesamtbetrag 358,57 €');
    // payment terms: due date, account, Verwendungszweck = invoice number
    expect(all).toContain(
      'Bitte überweisen Sie den Gesamtbetrag von 358,57 € ohne Abzug bis zum 05.12.2026 auf das Konto Netzauskunft Elbe-Röder GmbH, ' +
        'Ostsächsische Sparkasse Dresden, IBAN DE52 8505 0300 0221 0456 78, BIC OSDDDE81XXX. Verwendungszweck: RE2026-00042',
    );
    // references and the company's small print
    expect(all).toContain('Vorgangsnr.: AS2026-000123');
    expect(all).toContain('Ihr Projekt: Glasfaser Gröba Süd');
    expect(all).toContain('Kundennr.: K-10077');
    expect(all).toContain(
      'Netzauskunft Elbe-Röder GmbH · Sitz Riesa · Amtsgericht Dresden HRB 12345 · Geschäftsführung: Dr. Jana Weiß',
    );
    expect(all).toContain('Telefon 03525 7188-0 E-Mail rechnung@netzauskunft-elbe.de www.netzauskunft-elbe.de');
    expect(all).toMatch(/^Netzauskunft Elbe-Röder GmbH/);
    expect(all).not.toContain('Entwurf');
    expect(all).not.toContain('Reverse Charge');
    pages.forEach((page, i) => expect(page).toContain(`Seite ${i + 1} von ${pages.length}`));
  });

  it('sets title, author and language', async () => {
    expect(await metadata(await renderRechnungPdf(rechnung()))).toMatchObject({
      title: 'Rechnung RE2026-00042',
      author: 'Netzauskunft Elbe-Röder GmbH',
      language: 'de-DE',
    });
  });

  it('charges 16 % where asked', async () => {
    const { all } = await text(rechnung({ mwstProzent: 16 }));
    // 301,32 € × 16 % = 48,2112 → 48,21 €
    expect(all).toContain('Nettobetrag zu 16 % 301,32 € zzgl. 16 % MwSt. 48,21 € Gesamtbetrag 349,53 €');
    expect(all).not.toContain('19 %');
  });

  it('titles fee and prepayment invoices, which are normal invoices otherwise', async () => {
    const gebuehr = await text(rechnung({ art: 'gebuehr' }));
    expect(gebuehr.all).toContain('Rechnungsdatum: 21.11.2026 Leistungszeitraum: 02.11.–20.11.2026');
    expect(gebuehr.all).toContain(
      'Gebührenrechnung Sehr geehrte Damen und Herren, für den Vorgang AS2026-000123 berechnen wir Ihnen die folgenden Gebühren:',
    );
    expect(gebuehr.all).toContain('Verwendungszweck: RE2026-00042');
    expect((await metadata(await renderRechnungPdf(rechnung({ art: 'gebuehr' })))).title).toBe(
      'Gebührenrechnung RE2026-00042',
    );

    const vorkasse = await text(rechnung({ art: 'vorkasse' }));
    expect(vorkasse.all).toContain('Vorkasserechnung Sehr geehrte Damen und Herren,');
    expect(vorkasse.all).toContain(
      'Verwendungszweck: RE2026-00042. Die Bearbeitung Ihres Auftrags beginnt nach Eingang der Zahlung.',
    );
    expect(vorkasse.all).toContain('Gesamtbetrag 358,57 €');
  });

  it('prints a Stornorechnung with its own number, the cancelled invoice and negative amounts', async () => {
    const { all } = await text(stornorechnung());
    expect(all).toContain('Rechnungsnr.: RE2026-00043');
    expect(all).toContain('Rechnungsdatum: 28.11.2026');
    expect(all).toContain('Stornorechnung zu Rechnung RE2026-00042 vom 21.11.2026');
    expect(all).toContain('hiermit stornieren wir die Rechnung RE2026-00042 vom 21.11.2026 vollständig.');
    expect(all).toContain('1 Grundgebühr Leitungsauskunft -1 pauschal 89,00 € -89,00 €');
    expect(all).toContain('Nettobetrag zu 19 % -301,32 € zzgl. 19 % MwSt. -57,25 € Gesamtbetrag -358,57 €');
    expect(all).toContain(
      'Haben Sie die Rechnung RE2026-00042 bereits bezahlt, erstatten wir Ihnen 358,57 € auf Ihr Konto.',
    );
    expect(all).not.toContain('Bitte überweisen Sie');
    expect((await metadata(await renderRechnungPdf(stornorechnung()))).title).toBe('Stornorechnung RE2026-00043');
  });

  it('refuses a Stornorechnung with positive amounts or without the cancelled invoice, and a final invoice without number', async () => {
    await expect(renderRechnungPdf(stornorechnung({ positionen: POSITIONEN }))).rejects.toThrow('negative Beträge');
    await expect(renderRechnungPdf(stornorechnung({ storniert: null }))).rejects.toThrow('stornierte Rechnung');
    await expect(renderRechnungPdf(rechnung({ rechnungsNummer: null }))).rejects.toThrow('Entwurf');
  });

  it("marks a draft 'Entwurf' instead of the number and across every page", async () => {
    const positionen = Array.from({ length: 45 }, (_, i) => ({
      bezeichnung: `Planauszug Gemeinde Nr. ${i + 1}`,
      anzahl: 1,
      einheit: 'Stück',
      einzelpreisCent: 1000 + i,
    }));
    const bytes = await renderRechnungPdf(rechnung({ entwurf: true, rechnungsNummer: null, positionen }));
    const pages = await pageTexts(bytes);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(pages[0]).toContain('Rechnungsnr.: Entwurf');
    expect(pages.join(' ')).toContain('Verwendungszweck: Entwurf');
    expect(pages.join(' ')).not.toContain('RE2026');
    for (const page of pages) expect(page).toContain('Entwurf');
    expect((await metadata(bytes)).title).toBe('Rechnung Entwurf');
  });

  it('continues a long invoice on new pages with the header repeated, the totals once at the end', async () => {
    const positionen = Array.from({ length: 70 }, (_, i) => ({
      bezeichnung: `Planauszug Gemeinde Nr. ${i + 1} – Bestandspläne Strom, Gas, Wasser`,
      anzahl: (i % 4) + 0.5,
      einheit: 'Stück',
      einzelpreisCent: 1250 + i * 17,
    }));
    const bytes = await renderRechnungPdf(rechnung({ positionen }));
    const pages = await pageTexts(bytes);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect((await metadata(bytes)).pages).toBe(pages.length);
    const tablePages = pages.filter((page) => page.includes('Planauszug Gemeinde Nr.'));
    expect(tablePages.length).toBeGreaterThanOrEqual(2);
    for (const page of tablePages) expect(page).toContain('Pos. Bezeichnung Menge Einzelpreis Gesamt');
    for (const page of pages.slice(1)) expect(page).toContain('Rechnung RE2026-00042 vom 21.11.2026');
    pages.forEach((page, i) => expect(page).toContain(`Seite ${i + 1} von ${pages.length}`));
    const all = pages.join(' ');
    for (const p of positionen) expect(all).toContain(p.bezeichnung);
    expect(all.match(/Gesamtbetrag \d/g)).toHaveLength(1);
    expect(all).toContain(`Gesamtbetrag ${formatMoney(rechnungSummen(positionen, 19).bruttoCent)}`);
  });

  it('reverses the charge for an EU business with a VAT id and names both VAT ids', async () => {
    const { all } = await text(rechnung({ kaeufer: KAEUFER_AT }));
    expect(all).toContain(
      'Grünbau Österreich Gesellschaft m.b.H. Günther Öhlinger Währinger Straße 12a 1090 Wien ÖSTERREICH',
    );
    expect(all).toContain('Ihre USt-IdNr.: ATU12345678');
    expect(all).toContain('Nettobetrag 301,32 € Umsatzsteuer 0 % (Reverse Charge) 0,00 € Gesamtbetrag 301,32 €');
    expect(all).toContain('Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge)');
    expect(all).toContain('USt-IdNr. des Leistungsempfängers: ATU12345678, unsere USt-IdNr.: DE123456789.');
    expect(all).not.toContain('MwSt.');
  });

  it('charges German VAT to an EU customer without a VAT id', async () => {
    const { all } = await text(rechnung({ kaeufer: { ...KAEUFER_AT, ustIdNr: null } }));
    expect(all).toContain('zzgl. 19 % MwSt. 57,25 €');
    expect(all).not.toContain('Reverse Charge');
  });

  it('treats a Swiss business as not taxable in Germany', async () => {
    const { all } = await text(rechnung({ kaeufer: KAEUFER_CH }));
    expect(all).toContain('Gebrüder Zürcher Tiefbau AG Rösli Bärtschi Bahnhofstrasse 1 8001 Zürich SCHWEIZ');
    expect(all).toContain('Umsatzsteuer 0 % (nicht steuerbar) 0,00 € Gesamtbetrag 301,32 €');
    expect(all).toContain(
      'Nicht im Inland steuerbare Leistung: Der Leistungsort liegt nach § 3a Abs. 2 UStG am Sitz des Leistungsempfängers',
    );
  });

  it('prints a private customer by name, a single service day and a Storno of a reverse-charge invoice', async () => {
    const privat = {
      vorname: 'Jürgen',
      name: 'Weiß',
      strasse: 'Straße des Friedens',
      hausnummer: '3',
      plz: '04808',
      ort: 'Wurzen',
      land: 'DE',
      email: 'j.weiss@example.de',
    };
    const { all } = await text(
      rechnung({
        kaeufer: privat,
        projektnummer: null,
        kundennummer: null,
        leistungszeitraum: { von: '2026-11-20', bis: '2026-11-20' },
      }),
    );
    expect(all).toContain('Jürgen Weiß Straße des Friedens 3 04808 Wurzen');
    expect(all).toContain('Leistungsdatum: 20.11.2026');
    expect(all).not.toContain('Ihr Projekt');
    expect(all).not.toContain('Kundennr.');

    const storno = await text(stornorechnung({ kaeufer: KAEUFER_AT, positionen: stornoVon(POSITIONEN) }));
    expect(storno.all).toContain(
      'Nettobetrag -301,32 € Umsatzsteuer 0 % (Reverse Charge) 0,00 € Gesamtbetrag -301,32 €',
    );
  });

  it('leaves register, management and web out when the seller has none', async () => {
    const verkaeufer = { ...VERKAEUFER, handelsregister: null, geschaeftsfuehrung: null, web: null };
    const { all } = await text(rechnung({ verkaeufer, kaeufer: KAEUFER_DE }));
    expect(all).toContain('Netzauskunft Elbe-Röder GmbH Steuernummer 219/123/45678 · USt-IdNr. DE123456789');
    expect(all).not.toContain('Sitz Riesa');
    expect(all).not.toContain('www.');
  });

  it('prints an invoice of the e-invoice form: no case, its note, terms, reference and item numbers, no bank name', async () => {
    const { all } = await text(
      rechnung({
        vorgangsnummer: '',
        projektnummer: null,
        kundennummer: null,
        bemerkung: 'Lieferung „frei Haus“',
        zahlungsbedingungen: 'Zahlbar innerhalb von 10 Tagen ohne Abzug.',
        verwendungszweck: 'Kunde 4711',
        verkaeufer: { ...VERKAEUFER, bank: { ...VERKAEUFER.bank, name: '' } },
        positionen: [
          {
            bezeichnung: 'Prüfung Flächengröße',
            beschreibung: 'Gröditz',
            artikelnummer: 'ART-Ä1',
            anzahl: 2,
            einzelpreisCent: 4550,
          },
        ],
      }),
    );
    expect(all).not.toContain('Vorgang');
    expect(all).toContain('für unsere Leistungen berechnen wir Ihnen:');
    expect(all).toContain('1 Prüfung Flächengröße (Art.-Nr. ART-Ä1) – Gröditz 2 45,50 € 91,00 €');
    expect(all).toContain('Lieferung „frei Haus“ Zahlbar innerhalb von 10 Tagen ohne Abzug. Bitte überweisen Sie');
    expect(all).toContain(
      'auf das Konto Netzauskunft Elbe-Röder GmbH, IBAN DE52 8505 0300 0221 0456 78, BIC OSDDDE81XXX. Verwendungszweck: Kunde 4711',
    );
    expect(all).toContain('Steuernummer 219/123/45678 · USt-IdNr. DE123456789 IBAN DE52');
  });

  it('prints any text a form can hold, Tifinagh as U+FFFD (fontkit cannot shape it)', async () => {
    const positionen = [
      {
        bezeichnung: 'ⴰⴱ Prüfung',
        beschreibung: '(ⴰ) 😀 漢字 العربية',
        artikelnummer: 'ⴰ',
        anzahl: 1,
        einzelpreisCent: 100,
      },
    ];
    const { all } = await text(rechnung({ positionen, kaeufer: { ...KAEUFER_DE, firma: 'ⵜⴰⵎⴰⵣⵉⵖⵜ GmbH' } }));
    expect(all).toContain('\ufffd\ufffd Prüfung');
  });
});
