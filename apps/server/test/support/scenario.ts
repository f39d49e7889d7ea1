// Cases arranged through the API the way the browser does it: a request filed and sent, an offer priced and
// sent, the order placed. Shared by the suites that need a fresh request or order of their own.
import { expect } from 'vitest';
import { addDays, germanToday } from '@lap/domain';
import type { Client } from '../harness.js';

/** A small square in Riesa (one municipality). */
export const SQUARE_RIESA =
  'POLYGON((13.2856 51.2986, 13.2866 51.2986, 13.2866 51.2996, 13.2856 51.2996, 13.2856 51.2986))';

/** A complete request body (PostAntrag) of the demo customer; `over` replaces fields, `person` fields of the applicant. */
export function antragBody(
  over: Record<string, unknown> = {},
  person: Record<string, unknown> = {},
): Record<string, unknown> {
  const today = germanToday();
  return {
    vorgangsart: 1,
    vorhaben: 'Hausanschluss Glasfaser',
    projektangaben: 'Graben 0,6 m',
    strasse: 'Lessingstraße',
    hausnummer: '7',
    plz: '01587',
    ort: 'Riesa',
    bautiefe: '0,6 m',
    baustart: addDays(today, 30),
    bauende: addDays(today, 90),
    anerkennungAgb: true,
    betreiber: [1, 3],
    identischMitAntragsteller: true,
    bauausfuehrenderUnbekannt: true,
    personen: [
      {
        personTyp: 1,
        firma: 'Bau GmbH',
        vorname: 'Klara',
        name: 'Kunde',
        strasse: 'Hauptstraße',
        hausnummer: '42',
        plz: '01587',
        ort: 'Riesa',
        telefon: '03525 123456',
        email: 'kunde@example.org',
        ...person,
      },
    ],
    ...over,
  };
}

/** A request filed, drawn and sent by `client` (status 2); answers its id. */
export async function sentAntrag(
  client: Client,
  options: { over?: Record<string, unknown>; person?: Record<string, unknown>; wkt?: string } = {},
): Promise<string> {
  const saved = await client.request('POST', '/api/Antrag/PostAntrag', {
    body: antragBody(options.over, options.person),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const id = saved.json().antrag_id as string;
  expect(
    (
      await client.request('POST', '/api/Antrag/PostFeature', {
        body: { antragId: id, wkt: options.wkt ?? SQUARE_RIESA },
      })
    ).statusCode,
  ).toBe(200);
  expect((await client.request('GET', `/api/Antrag/AntragSendenById/${id}`)).statusCode).toBe(200);
  return id;
}

/** A request sent, priced from the price list, offered and accepted: a fresh order in status 5. */
export async function acceptedAuftrag(
  kunde: Client,
  sb: Client,
  options: { over?: Record<string, unknown>; wkt?: string; vorkasse?: boolean } = {},
): Promise<{ antragId: string; auftragId: string }> {
  const antragId = await sentAntrag(kunde, options);
  expect((await sb.request('PUT', `/api/Angebot/UebernahmeAllePosition/${antragId}`)).statusCode).toBe(200);
  expect(
    (
      await sb.request('PUT', `/api/Angebot/SendeAngebot/${antragId}`, {
        body: { vorkasse: options.vorkasse ?? false },
      })
    ).statusCode,
  ).toBe(200);
  const accepted = await kunde.request('PUT', `/api/Angebot/ZustimmungAngebotKunde/${antragId}`, {
    body: { widerrufAnerkannt: true },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { antragId, auftragId: accepted.json().auftragId as string };
}
