import type { TNotizProjekt } from '@lap/contracts';
import { matchPath } from 'react-router';
import { NOTIZ_PROJEKT_ID } from '@lap/contracts';

/**
 * The object a page is about, for notes bound to it (spec 001 §3 Note: projekt 1 offer, 2 order, 3 order positions,
 * 4 invoice, 5 reminder). projektId is the Antrag's id for the offer (its page is /angebot/{antragId}) and the
 * Auftrag's id for the rest; the dunning pages of one notice name the notice, whose order the panel looks up.
 */
export type TNotizKontext =
  | { projekt: Exclude<TNotizProjekt, 0>; projektId: string }
  /** /editmahnung/{mahnungId}, /mahnungSenden/{mahnungId}: projekt 5 of the notice's order. */
  | { projekt: 5; mahnungId: string };

const ROUTES: ReadonlyArray<{
  pattern: string;
  projekt: Exclude<TNotizProjekt, 0>;
  param: 'antragId' | 'auftragId' | 'mahnungId';
}> = [
  { pattern: '/angebot/:antragId', projekt: NOTIZ_PROJEKT_ID.angebot, param: 'antragId' },
  { pattern: '/bearbeitungslist/:auftragId', projekt: NOTIZ_PROJEKT_ID.auftrag, param: 'auftragId' },
  // the order's other pages (operator e-mails, uploads) belong to the order as well
  { pattern: '/emails/:auftragId', projekt: NOTIZ_PROJEKT_ID.auftrag, param: 'auftragId' },
  { pattern: '/auftraguploads/:auftragId', projekt: NOTIZ_PROJEKT_ID.auftrag, param: 'auftragId' },
  {
    pattern: '/auftragpositionen/:auftragId/:antragId?',
    projekt: NOTIZ_PROJEKT_ID.auftragspositionen,
    param: 'auftragId',
  },
  { pattern: '/rechnungenauftrag/:auftragId', projekt: NOTIZ_PROJEKT_ID.rechnung, param: 'auftragId' },
  { pattern: '/rechnung/:auftragId', projekt: NOTIZ_PROJEKT_ID.rechnung, param: 'auftragId' },
  { pattern: '/mahnung/:auftragId/:rechnungId?', projekt: NOTIZ_PROJEKT_ID.mahnung, param: 'auftragId' },
  { pattern: '/editmahnung/:mahnungId', projekt: NOTIZ_PROJEKT_ID.mahnung, param: 'mahnungId' },
  { pattern: '/mahnungSenden/:mahnungId', projekt: NOTIZ_PROJEKT_ID.mahnung, param: 'mahnungId' },
];

/** The page's object from its path (without the base path); null for pages about no single object. */
export function notizKontextAus(pathname: string): TNotizKontext | null {
  for (const route of ROUTES) {
    const match = matchPath({ path: route.pattern, caseSensitive: false, end: true }, pathname);
    const id = match?.params[route.param];
    if (!id) continue;
    if (route.param === 'mahnungId') return { projekt: NOTIZ_PROJEKT_ID.mahnung, mahnungId: id };
    return { projekt: route.projekt, projektId: id };
  }
  return null;
}
