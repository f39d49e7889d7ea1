import { ZMailVersandJobInput, ZMailVorlageInput, type TMailVersandJob } from '@lap/contracts';
import { describe, expect, it } from 'vitest';
import { idAusAuswahl, jobFormValues, vorlageFormValues } from './forms';

const job: TMailVersandJob = {
  id: 'j1',
  versorgerId: 'v1',
  auftragId: 'a1',
  antragId: 'an1',
  vorgangsnummer: 'AS2026-000123',
  versorgerName: 'Stadtwerke',
  versendet: false,
  empfaenger: null,
  betreff: null,
  mailBody: null,
  anrede: null,
  ort: null,
  bauausfuehrende: null,
  auftraggeber: null,
  bauBeschreibung: null,
  kartenLink: null,
  bearbeiter: null,
  telefonBearbeiter: null,
  automatikVersand: true,
  mailvorlageId: null,
  vorlageDate: null,
  angefragtDate: null,
  auskunftDate: null,
};

describe('jobFormValues', () => {
  it('turns missing texts into empty inputs', () => {
    const v = jobFormValues(job);
    expect(v.betreff).toBe('');
    expect(v.mailBody).toBe('');
    expect(v.automatikVersand).toBe(true);
    expect(v.mailvorlageId).toBeNull();
  });
  it('an empty job fails with the spec messages at the four required fields', () => {
    const result = ZMailVersandJobInput.safeParse(jobFormValues(job));
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));
    expect(messages).toEqual({
      betreff: 'Bitte geben Sie den Betreff an!',
      anrede: 'Bitte geben Sie die Anrede an!',
      ort: 'Bitte geben Sie den Ort an!',
      bauBeschreibung: 'Bitte geben Sie eine Beschreibung an!',
    });
  });
  it('a filled job passes', () => {
    const v = {
      ...jobFormValues(job),
      betreff: 'B',
      anrede: 'A',
      ort: 'O',
      bauBeschreibung: 'D',
      empfaenger: 'a@b.de; c@d.de',
    };
    expect(ZMailVersandJobInput.safeParse(v).success).toBe(true);
  });
});

describe('vorlageFormValues', () => {
  it('a new template: Baumaßnahme, every Netzart; name and text required', () => {
    const v = vorlageFormValues(null);
    expect(v).toEqual({ id: null, templateName: '', betreff: '', netzartId: null, vorgangsartId: 1, mailtext: '' });
    const result = ZMailVorlageInput.safeParse(v);
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((i) => i.path[0] === 'templateName')?.message).toBe(
      'Bitte geben Sie den Vorlagename an!',
    );
  });
  it('keeps a stored template', () => {
    const v = vorlageFormValues({
      id: 4,
      templateName: 'T',
      mailtext: 'M',
      betreff: null,
      netzartId: 3,
      vorgangsartId: 2,
    });
    expect(v).toEqual({ id: 4, templateName: 'T', betreff: '', netzartId: 3, vorgangsartId: 2, mailtext: 'M' });
    expect(ZMailVorlageInput.safeParse(v).success).toBe(true);
  });
});

describe('idAusAuswahl', () => {
  it('reads select values', () => {
    expect(idAusAuswahl('3')).toBe(3);
    expect(idAusAuswahl('')).toBeNull();
    expect(idAusAuswahl(null)).toBeNull();
    expect(idAusAuswahl('abc')).toBeNull();
  });
});
