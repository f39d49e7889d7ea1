import { describe, expect, it } from 'vitest';
import { UPLOAD_TEXT } from './texts.js';

describe('UPLOAD_TEXT', () => {
  it('names the allowed types and limits of spec 000 §5 in the hint', () => {
    expect(UPLOAD_TEXT.dropHint()).toBe(
      'PDF, KML, JPEG, PNG, 7z oder ZIP · höchstens 5 Dateien auf einmal · bis 1 GB je Datei · höchstens 15 Dateien je Antrag',
    );
  });

  it('lists other types given', () => {
    expect(UPLOAD_TEXT.dropHint(['kml']).startsWith('KML · ')).toBe(true);
    expect(UPLOAD_TEXT.dropHint(['kml', 'jpg']).startsWith('KML oder JPEG · ')).toBe(true);
  });
});
