import { addDays, germanToday } from '@lap/domain';

/** A complete draft request as the wizard posts it (PostAntrag), building in 20 to 60 days. */
export function entwurf(): Record<string, unknown> {
  const today = germanToday();
  return {
    vorhaben: 'Hausanschluss Glasfaser',
    projektangaben: 'Grabenlänge ca. 20 m',
    strasse: 'Elbstraße',
    hausnummer: '3',
    plz: '01589',
    ort: 'Riesa',
    bautiefe: '0,6 m',
    baustart: addDays(today, 20),
    bauende: addDays(today, 60),
    anerkennungAgb: true,
    betreiber: [6],
    identischMitAntragsteller: true,
    bauausfuehrenderUnbekannt: true,
    personen: [
      {
        personTyp: 1,
        vorname: 'Klara',
        name: 'Kunde',
        strasse: 'Hauptstraße',
        hausnummer: '42',
        plz: '01587',
        ort: 'Riesa',
        telefon: '03525 123456',
        email: 'kunde@example.org',
      },
    ],
  };
}
