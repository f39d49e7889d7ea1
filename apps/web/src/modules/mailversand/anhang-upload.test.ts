import { MAILVERSAND_MSG, UPLOAD_MSG } from '@lap/contracts';
import { describe, expect, it } from 'vitest';
import { anhangAusAntwort, pruefeAnhaenge } from './anhang-upload';

const anhang = {
  id: 12,
  mailVersandJobId: 'j1',
  fileName: 'plan.pdf',
  anzeigeName: 'plan.pdf',
  downloadPath: 'api/Mailversand/DownloadAnhang/12',
  art: 'upload',
  size: 1200,
};

describe('anhangAusAntwort', () => {
  it('answers the stored attachment', () => {
    expect(anhangAusAntwort({ status: 200, body: anhang })).toEqual(anhang);
  });
  it('a refusal carries the server’s German message', () => {
    expect(() => anhangAusAntwort({ status: 409, body: { message: MAILVERSAND_MSG.jobVersendet } })).toThrow(
      MAILVERSAND_MSG.jobVersendet,
    );
    expect(() => anhangAusAntwort({ status: 400, body: { message: UPLOAD_MSG.keineDatei } })).toThrow(
      UPLOAD_MSG.keineDatei,
    );
  });
  it('an unusable 2xx answer is a failed save', () => {
    expect(() => anhangAusAntwort({ status: 200, body: 'ok' })).toThrow(UPLOAD_MSG.speichernFehler);
  });
});

describe('pruefeAnhaenge', () => {
  const f = (name: string, size = 10) => ({ name, size });
  it('takes the allowed types and refuses others', () => {
    const r = pruefeAnhaenge([f('a.pdf'), f('b.KML'), f('c.jpg'), f('d.png'), f('e.zip'), f('f.7z'), f('g.exe')], 0);
    expect(r.accepted.map((x) => x.name)).toEqual(['a.pdf', 'b.KML', 'c.jpg', 'd.png', 'e.zip', 'f.7z']);
    expect(r.rejected).toEqual([{ file: f('g.exe'), message: UPLOAD_MSG.typ }]);
  });
  it('nothing chosen is the spec’s message', () => {
    expect(pruefeAnhaenge([], 0).dropMessage).toBe('Fehler - Keine Datei zum Upload vorhanden.');
  });
  it('at most 30 attachments per job', () => {
    const r = pruefeAnhaenge([f('a.pdf'), f('b.pdf')], 29);
    expect(r.accepted.map((x) => x.name)).toEqual(['a.pdf']);
    expect(r.rejected).toEqual([{ file: f('b.pdf'), message: MAILVERSAND_MSG.maxAnhaenge }]);
  });
});
