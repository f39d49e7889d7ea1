import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { formfillerVorschlaege } from '@lap/domain';
import { ausgefuellterName, fuellePdf, lesePdfFelder } from './pdf-form';

/** An operator-like AcroForm: text fields 'Straße', 'PLZ', 'Ort', a checkbox and a dropdown. */
async function betreiberPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const form = doc.getForm();
  const felder = ['Straße', 'PLZ', 'Ort'] as const;
  felder.forEach((name, i) =>
    form.createTextField(name).addToPage(page, { x: 50, y: 760 - i * 40, width: 300, height: 24 }),
  );
  form.createCheckBox('Eilbearbeitung').addToPage(page, { x: 50, y: 600, width: 16, height: 16 });
  const art = form.createDropdown('Vorgangsart');
  art.addOptions(['Baumaßnahme', 'Planung']);
  art.addToPage(page, { x: 50, y: 550, width: 200, height: 24 });
  return doc.save();
}

const WERTE = { strasse: 'Hauptstraße', plz: '01589', ort: 'Riesa', vorgangsart: 'Planung' };

describe('PDF form', () => {
  it('reads the AcroForm fields in the online form shape', async () => {
    const felder = await lesePdfFelder(await betreiberPdf());
    expect(felder.map((f) => [f.name, f.type, f.tagName])).toEqual([
      ['Straße', 'text', 'PDFTextField'],
      ['PLZ', 'text', 'PDFTextField'],
      ['Ort', 'text', 'PDFTextField'],
      ['Eilbearbeitung', 'checkbox', 'PDFCheckBox'],
      ['Vorgangsart', 'select-one', 'PDFDropdown'],
    ]);
    expect(felder[4]?.options).toEqual([
      { value: 'Baumaßnahme', label: 'Baumaßnahme' },
      { value: 'Planung', label: 'Planung' },
    ]);
  });

  it('fills the mapped values and a ticked checkbox; pdf-lib reads them back from the saved file', async () => {
    const original = await betreiberPdf();
    const felder = await lesePdfFelder(original);
    const vorschlaege = formfillerVorschlaege(felder, WERTE).filter((v) => v.include);
    expect(vorschlaege.map((v) => [felder[v.index]?.name, v.value])).toEqual([
      ['Straße', 'Hauptstraße'],
      ['PLZ', '01589'],
      ['Ort', 'Riesa'],
      ['Vorgangsart', 'Planung'],
    ]);
    const zuordnung = [...vorschlaege.map((v) => ({ index: v.index, value: v.value })), { index: 3, checked: true }];
    const { pdf, eingefuegt } = await fuellePdf(original, felder, zuordnung);
    expect(eingefuegt).toBe(5);
    const form = (await PDFDocument.load(pdf)).getForm();
    expect(form.getTextField('Straße').getText()).toBe('Hauptstraße');
    expect(form.getTextField('PLZ').getText()).toBe('01589');
    expect(form.getTextField('Ort').getText()).toBe('Riesa');
    expect(form.getCheckBox('Eilbearbeitung').isChecked()).toBe(true);
    expect(form.getDropdown('Vorgangsart').getSelected()).toEqual(['Planung']);
  });

  it('reads a PDF without a form as no fields and refuses what is no PDF', async () => {
    const leer = await PDFDocument.create();
    leer.addPage();
    expect(await lesePdfFelder(await leer.save())).toEqual([]);
    await expect(lesePdfFelder(new TextEncoder().encode('kein pdf'))).rejects.toThrow();
  });

  it('names the filled file after the original', () => {
    expect(ausgefuellterName('Anfrage Netz.PDF')).toBe('Anfrage Netz_ausgefuellt.pdf');
    expect(ausgefuellterName('.pdf')).toBe('formular_ausgefuellt.pdf');
  });
});
