import { describe, expect, it } from 'vitest';
import { notizKontextAus } from './notiz-kontext';

const ID = '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';

describe('notizKontextAus (the page object of a note)', () => {
  it('maps the object pages to projekt and projektId', () => {
    expect(notizKontextAus(`/angebot/${ID}`)).toEqual({ projekt: 1, projektId: ID });
    expect(notizKontextAus(`/bearbeitungslist/${ID}`)).toEqual({ projekt: 2, projektId: ID });
    expect(notizKontextAus(`/emails/${ID}`)).toEqual({ projekt: 2, projektId: ID });
    expect(notizKontextAus(`/auftraguploads/${ID}`)).toEqual({ projekt: 2, projektId: ID });
    expect(notizKontextAus(`/auftragpositionen/${ID}/a-1`)).toEqual({ projekt: 3, projektId: ID });
    expect(notizKontextAus(`/rechnungenauftrag/${ID}`)).toEqual({ projekt: 4, projektId: ID });
    expect(notizKontextAus(`/rechnung/${ID}`)).toEqual({ projekt: 4, projektId: ID });
    expect(notizKontextAus(`/mahnung/${ID}`)).toEqual({ projekt: 5, projektId: ID });
    expect(notizKontextAus(`/mahnung/${ID}/r-1`)).toEqual({ projekt: 5, projektId: ID });
  });

  it('names the notice on the pages of one dunning notice (the panel looks up its order)', () => {
    expect(notizKontextAus(`/editmahnung/${ID}`)).toEqual({ projekt: 5, mahnungId: ID });
    expect(notizKontextAus(`/editMahnung/${ID}`)).toEqual({ projekt: 5, mahnungId: ID });
    expect(notizKontextAus(`/mahnungSenden/${ID}`)).toEqual({ projekt: 5, mahnungId: ID });
  });

  it('gives lists and other pages no object', () => {
    for (const path of [
      '/',
      '/auftraege',
      '/angebote',
      '/rechnungen',
      '/mahnungen',
      '/wiedervorlagen',
      '/rechnungpdf/x',
      '/angebot',
      `/bearbeitungslist/${ID}/mehr`,
    ]) {
      expect(notizKontextAus(path), path).toBeNull();
    }
  });
});
