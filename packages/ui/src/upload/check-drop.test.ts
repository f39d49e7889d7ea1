import { UPLOAD_MSG } from '@lap/contracts';
import { describe, expect, it } from 'vitest';
import { checkDrop, fileExtension } from './check-drop.js';

const file = (name: string, size = 1000) => ({ name, size });
const names = (files: ReadonlyArray<{ name: string }>) => files.map((f) => f.name);

describe('fileExtension', () => {
  it.each([
    ['plan.pdf', 'pdf'],
    ['Plan.PDF', 'pdf'],
    ['archiv.tar.7z', '7z'],
    ['ohne-endung', ''],
    ['.pdf', 'pdf'],
    ['ordner.pdf/', ''],
  ])('%s → %s', (name, ext) => {
    expect(fileExtension(name)).toBe(ext);
  });
});

describe('checkDrop (spec 000 §5 Upload)', () => {
  it('accepts all allowed types, in any letter case', () => {
    const files = ['a.pdf', 'b.KML', 'c.jpeg', 'd.Jpg', 'e.png'].map((n) => file(n));
    expect(checkDrop(files, { alreadyStored: 0 })).toEqual({ accepted: files, rejected: [], dropMessage: null });
    const more = ['f.7z', 'g.zip'].map((n) => file(n));
    expect(checkDrop(more, { alreadyStored: 0 }).accepted).toEqual(more);
  });

  it('reports an empty selection as a whole', () => {
    expect(checkDrop([], { alreadyStored: 0 })).toEqual({
      accepted: [],
      rejected: [],
      dropMessage: UPLOAD_MSG.keineDatei,
    });
  });

  it('rejects other types and files without an extension', () => {
    const result = checkDrop([file('virus.exe'), file('README'), file('plan.pdf.exe'), file('ok.pdf')], {
      alreadyStored: 0,
    });
    expect(names(result.accepted)).toEqual(['ok.pdf']);
    expect(result.rejected).toEqual([
      { file: file('virus.exe'), message: UPLOAD_MSG.typ },
      { file: file('README'), message: UPLOAD_MSG.typ },
      { file: file('plan.pdf.exe'), message: UPLOAD_MSG.typ },
    ]);
  });

  it('takes exactly 1e9 bytes and rejects one byte more', () => {
    const result = checkDrop([file('gross.zip', 1e9), file('zu-gross.zip', 1e9 + 1)], { alreadyStored: 0 });
    expect(names(result.accepted)).toEqual(['gross.zip']);
    expect(result.rejected).toEqual([{ file: file('zu-gross.zip', 1e9 + 1), message: UPLOAD_MSG.zuGross }]);
  });

  it('rejects the 6th file of one drop and keeps the first five', () => {
    const files = [1, 2, 3, 4, 5, 6].map((n) => file(`plan-${n}.pdf`));
    const result = checkDrop(files, { alreadyStored: 0 });
    expect(names(result.accepted)).toEqual(['plan-1.pdf', 'plan-2.pdf', 'plan-3.pdf', 'plan-4.pdf', 'plan-5.pdf']);
    expect(result.rejected).toEqual([{ file: file('plan-6.pdf'), message: UPLOAD_MSG.maxProAblage }]);
  });

  it('counts positions in the drop, valid or not: the 6th is rejected even when an earlier one was invalid', () => {
    const files = [
      file('a.exe'),
      file('b.pdf'),
      file('c.pdf'),
      file('d.pdf'),
      file('e.pdf'),
      file('f.pdf'),
      file('g.exe'),
    ];
    const result = checkDrop(files, { alreadyStored: 0 });
    expect(names(result.accepted)).toEqual(['b.pdf', 'c.pdf', 'd.pdf', 'e.pdf']);
    expect(result.rejected.map((r) => [r.file.name, r.message])).toEqual([
      ['a.exe', UPLOAD_MSG.typ],
      ['f.pdf', UPLOAD_MSG.maxProAblage],
      ['g.exe', UPLOAD_MSG.maxProAblage],
    ]);
  });

  it('rejects the 16th file of a request', () => {
    const result = checkDrop([file('15.pdf'), file('16.pdf')], { alreadyStored: 14 });
    expect(names(result.accepted)).toEqual(['15.pdf']);
    expect(result.rejected).toEqual([{ file: file('16.pdf'), message: UPLOAD_MSG.maxDateien }]);
  });

  it('rejects everything once 15 files are stored', () => {
    const result = checkDrop([file('a.pdf'), file('b.png')], { alreadyStored: 15 });
    expect(result.accepted).toEqual([]);
    expect(result.rejected.map((r) => r.message)).toEqual([UPLOAD_MSG.maxDateien, UPLOAD_MSG.maxDateien]);
  });

  it('does not count invalid files against the 15', () => {
    const result = checkDrop([file('a.exe'), file('b.pdf')], { alreadyStored: 14 });
    expect(names(result.accepted)).toEqual(['b.pdf']);
    expect(result.rejected).toEqual([{ file: file('a.exe'), message: UPLOAD_MSG.typ }]);
  });

  it('takes other limits when given', () => {
    const result = checkDrop([file('a.txt', 10), file('b.txt', 11), file('c.txt', 1)], {
      alreadyStored: 0,
      maxPerDrop: 2,
      maxBytes: 10,
      extensions: ['txt'],
    });
    expect(names(result.accepted)).toEqual(['a.txt']);
    expect(result.rejected.map((r) => r.message)).toEqual([UPLOAD_MSG.zuGross, UPLOAD_MSG.maxProAblage]);
  });
});
