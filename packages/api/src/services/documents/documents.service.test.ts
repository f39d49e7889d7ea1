import { threadId } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { ANBIETER_VERKAEUFER, ERECHNUNG_MSG } from '@lap/contracts';
import { facturXXml, type RechnungDokumentDaten } from '@lap/documents';
import { AppError } from '../../errors.js';
import { closeDocumentsPool, documentsPoolMode, rechnungDokumente, runInDocumentsPool } from './documents.service.js';

const daten = (nummer: string): RechnungDokumentDaten => ({
  art: 'rechnung',
  entwurf: false,
  rechnungsNummer: nummer,
  rechnungsDatum: '2026-11-24',
  leistungszeitraum: { von: '2026-11-20', bis: '2026-11-20' },
  vorgangsnummer: 'AS2026-000123',
  verkaeufer: ANBIETER_VERKAEUFER,
  kaeufer: {
    firma: 'Tiefbau Müller & Söhne GmbH',
    strasse: 'Lessingstraße',
    hausnummer: '7',
    plz: '01589',
    ort: 'Gröditz',
    land: 'DE',
    email: 'buchhaltung@tiefbau-mueller.example',
  },
  positionen: [{ bezeichnung: 'Größenprüfung', anzahl: 2, einzelpreisCent: 4550 }],
  mwstProzent: 19,
  zahlungszielTage: 14,
});

const text = (bytes: Uint8Array | undefined) => new TextDecoder('latin1').decode(bytes?.subarray(0, 5));

describe('documents pool', () => {
  afterAll(closeDocumentsPool);

  it('makes the PDF, the XRechnung and the ZUGFeRD (from that PDF) in a worker thread, loaded from its TypeScript source here', async () => {
    const docs = await rechnungDokumente(daten('RE2026-00901'), { pdf: true, xml: true, zugferd: true });
    expect(documentsPoolMode()).toBe('worker');
    expect(text(docs.pdf)).toBe('%PDF-');
    expect(text(docs.zugferd)).toBe('%PDF-');
    expect(docs.xml).toContain('<ram:ID>RE2026-00901</ram:ID>');
    expect(docs.xml).toContain('<ram:Name>Tiefbau Müller &amp; Söhne GmbH</ram:Name>');
    const embedded = await facturXXml(docs.zugferd ?? new Uint8Array());
    expect(embedded).toContain('<ram:ID>RE2026-00901</ram:ID>');
    expect(embedded).toContain('<ram:DuePayableAmount>108.29</ram:DuePayableAmount>');
  });

  it('answers only what is asked, and nothing without a job', async () => {
    expect(Object.keys(await rechnungDokumente(daten('RE2026-00902'), { xml: true }))).toEqual(['xml']);
    expect(Object.keys(await rechnungDokumente(daten('RE2026-00903'), { zugferd: true }))).toEqual(['zugferd']);
    expect(await rechnungDokumente(daten('RE2026-00904'), {})).toEqual({});
  });

  it('runs concurrent jobs off the main thread, each with its own correct result', async () => {
    const nummern = ['RE2026-00911', 'RE2026-00912', 'RE2026-00913', 'RE2026-00914', 'RE2026-00915'];
    const results = await Promise.all(
      nummern.map((n) => runInDocumentsPool({ daten: daten(n), want: { xml: true, pdf: true } })),
    );
    results.forEach((r, i) => {
      expect(r.threadId).not.toBe(threadId);
      expect(r.dokumente.xml).toContain(`<ram:ID>${nummern[i] ?? '?'}</ram:ID>`);
      expect(text(r.dokumente.pdf)).toBe('%PDF-');
    });
  });

  it('fails a job the engine refuses with a German 503, and the next job still works', async () => {
    const entwurf = rechnungDokumente(
      { ...daten('RE2026-00921'), entwurf: true, rechnungsNummer: null },
      { xml: true },
    );
    await expect(entwurf).rejects.toBeInstanceOf(AppError);
    await expect(entwurf).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: ERECHNUNG_MSG.dokumenteFehlgeschlagen,
    });
    expect((await rechnungDokumente(daten('RE2026-00922'), { xml: true })).xml).toContain('RE2026-00922');
  });
});
