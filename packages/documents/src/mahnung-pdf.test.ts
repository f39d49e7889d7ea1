import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { A4, footerTop } from './layout.js';
import { renderMahnungPdf, type MahnungPdfData } from './mahnung-pdf.js';
import { metadata, pageTexts } from './pdf-text.testing.js';
import { KAEUFER_DE, VERKAEUFER } from './rechnung-fixtures.testing.js';

const TEXT =
  'Sehr geehrter Herr Weißbach,\n\nzu unserer Rechnung RE2026-00042 vom 21.11.2026 über 358,57 € konnten wir noch keinen Zahlungseingang feststellen.\n\n' +
  'Mit freundlichen Grüßen\nBjörn Schäfer';

function mahnung(overrides: Partial<MahnungPdfData> = {}): MahnungPdfData {
  return {
    stufe: 1,
    datum: '2026-12-10',
    faelligAm: '2026-12-24',
    vorgangsnummer: 'AS2026-000123',
    betreff: 'Zahlungserinnerung – Rechnung RE2026-00042 (AS2026-000123)',
    text: TEXT,
    verkaeufer: VERKAEUFER,
    kaeufer: KAEUFER_DE,
    rechnung: {
      rechnungsNummer: 'RE2026-00042',
      rechnungsDatum: '2026-11-21',
      faelligAm: '2026-12-05',
      bruttoCent: 135857,
      offenCent: 135857,
    },
    zinsen: null,
    sachbearbeiter: 'Björn Schäfer',
    ...overrides,
  };
}

async function text(data: MahnungPdfData): Promise<{ all: string; pages: string[] }> {
  const pages = await pageTexts(await renderMahnungPdf(data));
  return { all: pages.join(' '), pages };
}

const ZAHLUNG =
  'Bitte überweisen Sie den Gesamtbetrag bis zum 24.12.2026 auf das Konto IBAN DE52 8505 0300 0221 0456 78 (BIC OSDDDE81XXX) ' +
  'bei Ostsächsische Sparkasse Dresden, Verwendungszweck RE2026-00042.';

describe('renderMahnungPdf', () => {
  it('prints the first level: letter, open invoice, total and payment request', async () => {
    const bytes = await renderMahnungPdf(
      mahnung({ zinsen: { zinsenCent: 999, zinssatzProzent: 10.27, tage: 5, pauschaleCent: 4000 } }),
    );
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const pages = await pageTexts(bytes);
    const all = pages.join(' ');
    expect(pages).toHaveLength(1);
    expect(all).toMatch(/^Netzauskunft Elbe-Röder GmbH/);
    expect(all).toContain('Netzauskunft Elbe-Röder GmbH · Großenhainer Straße 12 · 01587 Riesa');
    expect(all).toContain(
      'Tiefbau Müller & Söhne GmbH Abteilung Leitungsplanung Jörg Weißbach Lessingstraße 7 01587 Riesa',
    );
    expect(all).toContain(
      'Datum: 10.12.2026 Vorgangsnr.: AS2026-000123 Rechnungsnr.: RE2026-00042 Sachbearbeiter: Björn Schäfer',
    );
    expect(all).toContain(
      '1. Mahnung Zahlungserinnerung – Rechnung RE2026-00042 (AS2026-000123) Sehr geehrter Herr Weißbach,',
    );
    expect(all).toContain('Mit freundlichen Grüßen Björn Schäfer');
    expect(all).toContain(
      'Offene Posten Posten Fällig seit Rechnungsbetrag Offener Betrag Rechnung RE2026-00042 vom 21.11.2026 05.12.2026 1.358,57 € 1.358,57 €',
    );
    // interest is not charged on the first level, even when given
    expect(all).not.toContain('Verzugs');
    expect(all).toContain('Gesamtbetrag 1.358,57 €');
    expect(all).toContain(ZAHLUNG);
    expect(all).toContain('Steuernummer 219/123/45678 · USt-IdNr. DE123456789');
    expect(all).toContain('Ostsächsische Sparkasse Dresden · IBAN DE52 8505 0300 0221 0456 78 · BIC OSDDDE81XXX');
    // the running footer: the document on the left, the page number on the right
    expect(all).toContain('Seite 1 von 1');
    expect(all).toContain('1. Mahnung zu Rechnung RE2026-00042 Netzauskunft Elbe-Röder GmbH · Sitz Riesa');
    expect(all).not.toContain('Entwurf');
    expect(await metadata(bytes)).toMatchObject({
      title: '1. Mahnung zu Rechnung RE2026-00042',
      author: 'Netzauskunft Elbe-Röder GmbH',
      language: 'de-DE',
      pages: 1,
    });
  });

  it('adds default interest and the lump sum from the second level', async () => {
    const { all } = await text(
      mahnung({
        stufe: 2,
        betreff: '2. Mahnung – Rechnung RE2026-00042',
        zinsen: { zinsenCent: 1123, zinssatzProzent: 10.27, tage: 30, pauschaleCent: 4000 },
      }),
    );
    expect(all).toContain('2. Mahnung 2. Mahnung – Rechnung RE2026-00042');
    expect(all).toContain('Rechnung RE2026-00042 vom 21.11.2026 05.12.2026 1.358,57 € 1.358,57 €');
    expect(all).toContain('Verzugszinsen (30 Tage, 10,27 % p. a., § 288 BGB) 11,23 €');
    expect(all).toContain('Verzugspauschale (§ 288 Abs. 5 BGB) 40,00 €');
    // 1.358,57 + 11,23 + 40,00
    expect(all).toContain('Gesamtbetrag 1.409,80 €');
    expect(all).toContain(ZAHLUNG);
    expect(all).toContain('Rechnungsnr.: RE2026-00042');
  });

  it('leaves the lump sum out for a consumer and the interest out when none is given', async () => {
    const verbraucher = await text(
      mahnung({ stufe: 3, zinsen: { zinsenCent: 658, zinssatzProzent: 6.27, tage: 28, pauschaleCent: 0 } }),
    );
    expect(verbraucher.all).toContain('3. Mahnung');
    expect(verbraucher.all).toContain('Verzugszinsen (28 Tage, 6,27 % p. a., § 288 BGB) 6,58 €');
    expect(verbraucher.all).not.toContain('Verzugspauschale');
    expect(verbraucher.all).toContain('Gesamtbetrag 1.365,15 €');

    const ohne = await text(mahnung({ stufe: 2, zinsen: null }));
    expect(ohne.all).not.toContain('Verzugs');
    expect(ohne.all).toContain('Gesamtbetrag 1.358,57 €');
  });

  it('tells the customer at level 4 that the payment is uncollectable, without a payment request', async () => {
    const bytes = await renderMahnungPdf(
      mahnung({
        stufe: 4,
        betreff: 'Zahlung uneinbringlich – Rechnung RE2026-00042 (AS2026-000123)',
        text: 'Sehr geehrte Damen und Herren,\n\nwir haben das Mahnverfahren beendet.',
        zinsen: { zinsenCent: 2500, zinssatzProzent: 10.27, tage: 65, pauschaleCent: 4000 },
        sachbearbeiter: null,
      }),
    );
    const all = (await pageTexts(bytes)).join(' ');
    expect(all).toContain(
      'Mitteilung: Zahlung uneinbringlich Zahlung uneinbringlich – Rechnung RE2026-00042 (AS2026-000123)',
    );
    expect(all).toContain('Rechnung RE2026-00042 vom 21.11.2026 05.12.2026 1.358,57 € 1.358,57 €');
    expect(all).toContain('Verzugszinsen (65 Tage, 10,27 % p. a., § 288 BGB) 25,00 €');
    expect(all).toContain('Gesamtbetrag 1.423,57 €');
    expect(all).not.toContain('Bitte überweisen');
    expect(all).not.toContain('Sachbearbeiter');
    // the bank account still shows in the footer
    expect(all).toContain('IBAN DE52 8505 0300 0221 0456 78');
    expect((await metadata(bytes)).title).toBe('Mitteilung: Zahlung uneinbringlich zu Rechnung RE2026-00042');
  });

  it('keeps umlauts and ß of a private customer', async () => {
    const kaeufer = {
      vorname: 'Jürgen',
      name: 'Weiß-Größler',
      strasse: 'Straße des Friedens',
      hausnummer: '3',
      plz: '04808',
      ort: 'Wurzen',
      land: 'DE',
      email: 'j.weiss@example.de',
    };
    const { all } = await text(
      mahnung({
        kaeufer,
        text: 'Sehr geehrter Herr Weiß-Größler,\n\nÄrger mit Überweisungen? Öffnen Sie bitte Ihr Konto.',
      }),
    );
    expect(all).toContain('Jürgen Weiß-Größler Straße des Friedens 3 04808 Wurzen');
    expect(all).toContain('Sehr geehrter Herr Weiß-Größler, Ärger mit Überweisungen? Öffnen Sie bitte Ihr Konto.');
  });

  it("marks a draft 'Entwurf' on every page", async () => {
    const bytes = await renderMahnungPdf(
      mahnung({ stufe: 2, entwurf: true, text: 'Lorem ipsum dolor sit amet. '.repeat(200) }),
    );
    const pages = await pageTexts(bytes);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    for (const page of pages) expect(page).toContain('Entwurf');
    expect((await metadata(bytes)).title).toBe('2. Mahnung zu Rechnung RE2026-00042 (Entwurf)');
  });

  it('continues a very long letter on new pages without running into the footer', async () => {
    const absatz =
      'Wir weisen darauf hin, dass die Forderung aus der Leitungsauskunft weiterhin offen ist und bitten um Ausgleich. ';
    const long = Array.from({ length: 10 }, (_, i) => `${i + 1}. ${absatz.repeat(4)}`).join('\n\n');
    expect(long.length).toBeGreaterThan(4000);
    const bytes = await renderMahnungPdf(
      mahnung({
        stufe: 2,
        text: long,
        zinsen: { zinsenCent: 1123, zinssatzProzent: 10.27, tage: 30, pauschaleCent: 4000 },
      }),
    );
    const pages = await pageTexts(bytes);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    pages.forEach((page, i) => expect(page).toContain(`Seite ${i + 1} von ${pages.length}`));
    for (const page of pages.slice(1)) expect(page).toContain('2. Mahnung zu Rechnung RE2026-00042 vom 10.12.2026');
    const all = pages.join(' ');
    for (let i = 1; i <= 10; i++) expect(all).toContain(`${i}. Wir weisen darauf hin`);
    expect(all.match(/Gesamtbetrag \d/g)).toHaveLength(1);
    expect(all).toContain(ZAHLUNG);

    // Below the footer rule there is only the footer's small print: nothing of the letter.
    const footer = ['Netzauskunft Elbe-Röder GmbH · Sitz Riesa', 'Steuernummer', 'Ostsächsische Sparkasse'];
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    for (let n = 1; n <= pdf.numPages; n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      for (const item of content.items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        const baseline = A4.height - (item.transform[5] as number);
        if (baseline > footerTop(3))
          expect(
            footer.some((f) => item.str.startsWith(f)),
            `${item.str} on page ${n}`,
          ).toBe(true);
      }
    }
  });
});
