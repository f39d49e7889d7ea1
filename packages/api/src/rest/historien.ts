import { ANGEBOT_HISTORIE_LIST } from '@lap/contracts';
import { listBody, listQueryFromUrl, moneyFieldsOf, unchecked, type RestRoute } from './route.js';

/** Histories (spec 001 §7 Historien). List GETs take page, pageSize, search, filterDto and sortingDto from the URL. */
export const HISTORIEN_ROUTES: RestRoute[] = [
  {
    method: 'POST',
    path: 'api/Historien/ConvertHistorieToExcel',
    call: (c, r) =>
      c.export.angebotHistorie(unchecked({ ...listBody(r.body), uid: r.query.uid, excelname: r.query.excelname })),
  },
  {
    method: 'GET',
    path: 'api/Historien/GetAngebotHistorie/{id}',
    call: (c, r) => c.historien.angebotHistorie(unchecked({ ...listQueryFromUrl(r.query), userId: r.params.id })),
    money: moneyFieldsOf(ANGEBOT_HISTORIE_LIST),
  },
  {
    method: 'GET',
    path: 'api/Historien/GetHistorienList',
    call: (c, r) => c.historien.list(unchecked(listQueryFromUrl(r.query))),
  },
  // the same rows for both screens: /historie/{userId} and /historie/adminHistorie/{userId}
  // (docs/decisions/desk-notes-histories.md)
  {
    method: 'GET',
    path: 'api/Historien/GetHistorie/{id}',
    call: (c, r) => c.historien.nutzer(unchecked({ ...listQueryFromUrl(r.query), userId: r.params.id })),
  },
  {
    method: 'GET',
    path: 'api/Historien/GetAdminHistorie/{id}',
    call: (c, r) => c.historien.nutzer(unchecked({ ...listQueryFromUrl(r.query), userId: r.params.id })),
  },
  {
    method: 'GET',
    path: 'api/Historien/GetAuftragshistorie/{id}',
    call: (c, r) => c.historien.auftrag(unchecked({ ...listQueryFromUrl(r.query), antragId: r.params.id })),
  },
  {
    method: 'GET',
    path: 'api/Historien/GetAuftraege',
    call: (c, r) => c.historien.auftraege(unchecked(listQueryFromUrl(r.query))),
  },
];
