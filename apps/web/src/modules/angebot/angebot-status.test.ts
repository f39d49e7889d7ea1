import { describe, expect, it } from 'vitest';
import { ablehnGrundText, angebotBanner, isAngebotEditable } from './angebot-status';

const base = { angebotVersand: null, vorkasseStatus: 0, ablehnGrund: null };
// 14:05 Berlin summer time
const sentAt = '2026-06-10T12:05:00.000Z';

describe('angebotBanner', () => {
  it('a new request: not sent yet', () => {
    expect(angebotBanner({ ...base, antragStatus: 2 })).toEqual({ tone: 'gray', title: 'Noch nicht versendet' });
  });

  it('sent, with and without prepayment', () => {
    expect(angebotBanner({ ...base, antragStatus: 3, angebotVersand: sentAt }).title).toBe(
      'Angebot versendet am 10.06.2026, 14:05',
    );
    expect(angebotBanner({ ...base, antragStatus: 3, angebotVersand: sentAt, vorkasseStatus: 1 }).title).toBe(
      'Angebot versendet am 10.06.2026, 14:05 (Vorkasse)',
    );
  });

  it('rejected: the reason in words', () => {
    const banner = angebotBanner({
      ...base,
      antragStatus: 4,
      angebotVersand: sentAt,
      ablehnGrund: 'zu_teuer: Budget gestrichen',
    });
    expect(banner.title).toBe('Angebot abgelehnt: Zu teuer – Budget gestrichen');
    expect(banner.tone).toBe('red');
  });

  it('ordered, later statuses and ended by the provider', () => {
    expect(angebotBanner({ ...base, antragStatus: 5 }).title).toBe('Auftrag erteilt');
    expect(angebotBanner({ ...base, antragStatus: 7, angebotVersand: sentAt }).detail).toBe(
      'Angebot versendet am 10.06.2026, 14:05 · Status: Rechnung bezahlt',
    );
    expect(angebotBanner({ ...base, antragStatus: 8 }).title).toBe('Vorgang durch Dienstleister beendet');
  });
});

describe('ablehnGrundText', () => {
  it.each([
    ['Keine_Auswahl: Keine_Angabe', 'Kein Grund ausgewählt'],
    ['besseres_angebot_gefunden: Keine_Angabe', 'Besseres Angebot gefunden'],
    ['anderer_grund: Projekt verschoben: bis Herbst', 'Anderer Grund – Projekt verschoben: bis Herbst'],
    ['zu_teuer', 'Zu teuer'],
  ])('%s → %s', (stored, text) => {
    expect(ablehnGrundText(stored)).toBe(text);
  });

  it('nothing stored', () => {
    expect(ablehnGrundText(null)).toBe('Kein Grund angegeben');
  });
});

describe('isAngebotEditable (001 §2: only below status 5)', () => {
  it.each([
    [1, false],
    [2, true],
    [3, true],
    [4, true],
    [5, false],
    [8, false],
  ])('status %i → %s', (status, editable) => {
    expect(isAngebotEditable(status)).toBe(editable);
  });
});
