import { formatMoney, totalsOf } from '@lap/domain';
import { describe, expect, it } from 'vitest';
import { renderAngebotPdf } from './angebot-pdf.js';
import { ABSENDER, angebot, DREI_POSITIONEN, manyPositions } from './fixtures.testing.js';
import { metadata, pageTexts } from './pdf-text.testing.js';

const VORKASSE =
  'Dieses Angebot wird gegen Vorkasse ausgeführt: Die Bearbeitung beginnt nach Eingang des Gesamtbetrags';

describe('renderAngebotPdf', () => {
  it('prints the letter, every position and the totals of totalsOf in German format', async () => {
    const bytes = await renderAngebotPdf(angebot());
    const pages = await pageTexts(bytes);
    const all = pages.join(' ');

    expect(all).toContain('Angebot AS2026-000123');
    expect(all).toContain('Vorgang: AS2026-000123');
    expect(all).toContain('Datum: 21.11.2026');
    expect(all).toContain('Tiefbau Müller & Söhne GmbH');
    expect(all).toContain(
      'Vorhaben „Glasfaserausbau Gröba – Hausanschlüsse“ (Baustelle: Lessingstraße 7, 01587 Riesa)',
    );
    for (const p of DREI_POSITIONEN) expect(all).toContain(p.beschreibung);
    expect(all).toContain('Grundgebühr');
    expect(all).toContain('Größe');
    expect(all).toContain('2,5 Gemeinde');
    expect(all).toContain('25,33 €');

    const totals = totalsOf(DREI_POSITIONEN, 19);
    // 89,00 + 2,5 × 25,33 (63,325 → 63,33) + 49,00; VAT 38,2527 → 38,25
    expect([totals.nettoCent, totals.mwstCent, totals.bruttoCent]).toEqual([20133, 3825, 23958]);
    expect(all).toContain(`Nettobetrag ${formatMoney(totals.nettoCent)}`);
    expect(all).toContain(`zzgl. 19 % MwSt. ${formatMoney(totals.mwstCent)}`);
    expect(all).toContain(`Gesamtbetrag (brutto) ${formatMoney(totals.bruttoCent)}`);
    expect(all).toContain('19 %');
    expect(all).toContain('€');

    expect(all).toContain(VORKASSE);
    expect(all).toContain('Bitte beachten Sie die Schutzanweisung für Versorgungsleitungen.');
    expect(all).toContain('Widerrufsbelehrung');
    expect(all).toContain('binnen vierzehn Tagen');
    expect(all).toContain('Muster-Widerrufsformular');
    expect(all).toContain('Amtsgericht Dresden HRB 12345');
    pages.forEach((text, i) => expect(text).toContain(`Seite ${i + 1} von ${pages.length}`));
    expect(pages[0]).toContain(`Seite 1 von ${pages.length}`);
  });

  it('computes line totals and totals from quantity × unit price, not from the amounts passed in', async () => {
    const positionen = DREI_POSITIONEN.map((p) => ({ ...p, gesamtpreisCent: 1 }));
    const all = (await pageTexts(await renderAngebotPdf(angebot({ positionen })))).join(' ');
    expect(all).toContain('2,5 Gemeinde 25,33 € 63,33 €');
    expect(all).toContain(`Gesamtbetrag (brutto) ${formatMoney(23958)}`);
  });

  it('prints the prepayment paragraph only for Vorkasse, and no remark when there is none', async () => {
    const all = (await pageTexts(await renderAngebotPdf(angebot({ vorkasse: false, bemerkung: null })))).join(' ');
    expect(all).not.toContain('Vorkasse');
    expect(all).not.toContain('Bemerkung');
    expect(all).toContain('Gesamtbetrag (brutto)');
  });

  it('prints the company name once when the address lines already contain it', async () => {
    const absender = { ...ABSENDER, zeilen: [`${ABSENDER.name} · Großenhainer Straße 12 · 01587 Riesa`] };
    const [erste = ''] = await pageTexts(await renderAngebotPdf(angebot({ absender })));
    expect(erste).toContain(`${ABSENDER.name} · Großenhainer Straße 12 · 01587 Riesa Tiefbau Müller`);
    expect(erste).not.toContain(`${ABSENDER.name} · ${ABSENDER.name}`);
  });

  it('sets title, author and language', async () => {
    const meta = await metadata(await renderAngebotPdf(angebot()));
    expect(meta).toMatchObject({
      title: 'Angebot AS2026-000123',
      author: 'Netzauskunft Elbe-Röder GmbH',
      language: 'de-DE',
    });
  });

  it('continues a long table on new pages with the header repeated and numbers every page', async () => {
    const positionen = manyPositions(60);
    const bytes = await renderAngebotPdf(angebot({ positionen, vorkasse: false }));
    const pages = await pageTexts(bytes);
    expect(pages.length).toBeGreaterThanOrEqual(3); // ≥ 2 pages of positions + the withdrawal notice
    expect((await metadata(bytes)).pages).toBe(pages.length);
    pages.forEach((text, i) => expect(text).toContain(`Seite ${i + 1} von ${pages.length}`));

    const tablePages = pages.filter((text) => text.includes('Planauszug Gemeinde Nr.'));
    expect(tablePages.length).toBeGreaterThanOrEqual(2);
    for (const text of tablePages) expect(text).toContain('Pos. Beschreibung Menge Einheit Einzelpreis Gesamtpreis');
    const all = pages.join(' ');
    for (const p of positionen) expect(all).toContain(p.beschreibung);
    expect(all).toContain(`Gesamtbetrag (brutto) ${formatMoney(totalsOf(positionen).bruttoCent)}`);
    expect(pages.at(-1)).toContain('Widerrufsbelehrung');
  });

  it('renders an offer without positions and with awkward input (line breaks, very long words)', async () => {
    const long = 'Leitungsauskunftsbearbeitungsgebührenzuschlag'.repeat(4);
    const all = (
      await pageTexts(
        await renderAngebotPdf(angebot({ positionen: [], vorhaben: 'Kabel\tgraben\nNord', bemerkung: long })),
      )
    ).join(' ');
    expect(all).toContain('„Kabel graben Nord“');
    expect(all).toContain(`Gesamtbetrag (brutto) ${formatMoney(0)}`);
    expect(all.replace(/ /g, '')).toContain(long);
  });
});
