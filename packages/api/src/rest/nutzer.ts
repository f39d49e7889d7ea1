import { unchecked, bodyObject, listQueryFromUrl, remarkOf, type RestRoute } from './route.js';

/** Users and roles (spec 000 §7 Nutzer). */
export const NUTZER_ROUTES: RestRoute[] = [
  { method: 'GET', path: 'api/Nutzer/GetNutzerById/{id}', call: (c, r) => c.nutzer.byId({ id: r.params.id ?? '' }) },
  {
    method: 'DELETE',
    path: 'api/Nutzer/DeleteNutzer/{id}',
    call: (c, r) => c.nutzer.delete({ id: r.params.id ?? '' }),
  },
  { method: 'POST', path: 'api/Nutzer/PostNutzer', call: (c, r) => c.nutzer.create(unchecked(bodyObject(r.body))) },
  { method: 'PUT', path: 'api/Nutzer/PutEditNutzer', call: (c, r) => c.nutzer.editLegacy(r.body) },
  {
    method: 'POST',
    path: 'api/Nutzer/PostChangePassword',
    call: (c, r) => c.nutzer.changePassword(unchecked(bodyObject(r.body))),
  },
  {
    method: 'GET',
    path: 'api/Nutzer/GetNutzerList',
    call: (c, r) => c.nutzer.list(unchecked(listQueryFromUrl(r.query))),
  },
  {
    method: 'GET',
    path: 'api/Nutzer/GetCustomerList',
    call: (c, r) => c.nutzer.customerList(unchecked(listQueryFromUrl(r.query))),
  },
  {
    method: 'GET',
    path: 'api/Nutzer/GetRollenList',
    call: (c, r) => c.nutzer.rollenList(unchecked(listQueryFromUrl(r.query))),
  },
  {
    method: 'PUT',
    path: 'api/Nutzer/BemerkungNutzer/{id}',
    call: (c, r) => c.nutzer.setBemerkung({ id: r.params.id ?? '', bemerkung: remarkOf(r.body) }),
  },
  {
    method: 'POST',
    path: 'api/Nutzer/PostCreateNewRolle',
    call: (c, r) => c.nutzer.createRolle(unchecked(bodyObject(r.body))),
  },
];
