import { ANGEBOT_HISTORIE_LIST } from '@lap/contracts';
import { listBody, listQueryFromUrl, moneyFieldsOf, unchecked, type RestRoute } from './route.js';

/** Histories (spec 001 §7 Historien). */
export const HISTORIEN_ROUTES: RestRoute[] = [
  {
    method: 'POST',
    path: 'api/Historien/ConvertHistorieToExcel',
    call: (c, r) => c.export.angebotHistorie(unchecked({ ...listBody(r.body), uid: r.query.uid, excelname: r.query.excelname })),
  },
  {
    method: 'GET',
    path: 'api/Historien/GetAngebotHistorie/{id}',
    call: (c, r) => c.historien.angebotHistorie(unchecked({ ...listQueryFromUrl(r.query), userId: r.params.id })),
    money: moneyFieldsOf(ANGEBOT_HISTORIE_LIST),
  },
];
