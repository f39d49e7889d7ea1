import type { TFormfillerFeld, TFormfillerZuordnung } from '@lap/contracts';

// PDF mode of the form filler: an operator's AcroForm PDF is read and filled in the browser with pdf-lib (imported
// lazily, so it lands in this route's chunk only). The fields come out in the same shape as an online form's, so the
// same mapping (@lap/domain formfillerVorschlaege) and the same table serve both.

const loadPdfLib = () => import('pdf-lib');

/** The readable part of a field name: 'antrag.baustelle.Straße' → 'Straße', 'plz_ort' → 'plz ort'. */
function labelOf(name: string): string {
  const last = name.split('.').pop() ?? name;
  return last.replace(/[_]+/g, ' ').trim();
}

/** The AcroForm fields of a PDF (empty when it has none). Throws on a file that is no readable PDF. */
export async function lesePdfFelder(bytes: Uint8Array): Promise<TFormfillerFeld[]> {
  const { PDFDocument, PDFCheckBox, PDFDropdown, PDFOptionList, PDFRadioGroup, PDFTextField } = await loadPdfLib();
  const doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  const felder: TFormfillerFeld[] = [];
  for (const field of doc.getForm().getFields()) {
    const name = field.getName();
    const base = {
      index: felder.length,
      name,
      label: labelOf(name),
      id: name,
      placeholder: '',
      value: '',
      checked: false,
      options: [] as TFormfillerFeld['options'],
    };
    if (field instanceof PDFTextField) {
      felder.push({
        ...base,
        type: field.isMultiline() ? 'textarea' : 'text',
        tagName: 'PDFTextField',
        value: field.getText() ?? '',
      });
    } else if (field instanceof PDFCheckBox) {
      felder.push({ ...base, type: 'checkbox', tagName: 'PDFCheckBox', checked: field.isChecked() });
    } else if (field instanceof PDFDropdown || field instanceof PDFOptionList) {
      const options = field.getOptions().map((o) => ({ value: o, label: o }));
      felder.push({
        ...base,
        type: 'select-one',
        tagName: field instanceof PDFDropdown ? 'PDFDropdown' : 'PDFOptionList',
        value: field.getSelected()[0] ?? '',
        options,
      });
    } else if (field instanceof PDFRadioGroup) {
      felder.push({
        ...base,
        type: 'radio-group',
        tagName: 'PDFRadioGroup',
        value: field.getSelected() ?? '',
        options: field.getOptions().map((o) => ({ value: o, label: o })),
      });
    }
    // signature and button fields are not filled
  }
  return felder;
}

/** Fills the confirmed values into the PDF's fields and answers the new file. Values a field refuses are skipped. */
export async function fuellePdf(
  bytes: Uint8Array,
  felder: readonly TFormfillerFeld[],
  zuordnung: readonly TFormfillerZuordnung[],
): Promise<{ pdf: Uint8Array; eingefuegt: number }> {
  const { PDFDocument, PDFCheckBox, PDFDropdown, PDFOptionList, PDFRadioGroup, PDFTextField } = await loadPdfLib();
  const doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  const form = doc.getForm();
  let eingefuegt = 0;
  for (const z of zuordnung) {
    const feld = felder[z.index];
    if (!feld) continue;
    const field = form.getFieldMaybe(feld.name);
    if (!field) continue;
    const value = z.value ?? '';
    try {
      if (field instanceof PDFTextField) {
        const max = field.getMaxLength();
        field.setText(max !== undefined ? value.slice(0, max) : value);
      } else if (field instanceof PDFCheckBox) {
        if (z.checked === undefined) continue;
        if (z.checked) field.check();
        else field.uncheck();
      } else if (field instanceof PDFDropdown || field instanceof PDFOptionList) {
        if (!value) continue;
        field.select(value);
      } else if (field instanceof PDFRadioGroup) {
        if (!value) continue;
        field.select(value);
      } else {
        continue;
      }
      eingefuegt++;
    } catch {
      // a value the field refuses (no such option, characters the field's font lacks): left as it is
    }
  }
  return { pdf: await doc.save(), eingefuegt };
}

/** `<original>_ausgefuellt.pdf`. */
export function ausgefuellterName(original: string): string {
  const stem = original.replace(/\.pdf$/i, '') || 'formular';
  return `${stem}_ausgefuellt.pdf`;
}
