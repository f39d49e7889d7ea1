import { bodyObject, unchecked, type RestRoute } from './route.js';

/** `PUT VersorgerAuskunftBemerkung/{id}`: the remark as a JSON string or `{auskunftBemerkung}`. */
function auskunftBemerkungOf(body: unknown): unknown {
  if (typeof body === 'string') return body;
  return bodyObject(body).auskunftBemerkung ?? '';
}

/** `PUT AddNetzbetreiberById/{auftragId}`: the spec states no body; we take `{netzbetreiberId}` or a bare id. */
function netzbetreiberIdOf(body: unknown): unknown {
  return typeof body === 'number' ? body : bodyObject(body).netzbetreiberId;
}

/**
 * Supplier rows of an order and the operator assignment (spec 001 §7 'Orders and suppliers'). The spec states
 * no method for GetAktualisiereNetzbetreiberById and NetzbetreiberByName: both are GET (their Get-/query form);
 * 'Netzbetreiber zum Auftrag' changes data, so it needs the anti-forgery header like AntragSendenById.
 */
export const VERSORGER_ROUTES: RestRoute[] = [
  {
    method: 'GET',
    path: 'api/Auftraege/GetAktualisiereNetzbetreiberById/{id}',
    mutatingGet: true,
    call: (c, r) => c.versorger.netzbetreiberZumAuftrag({ auftragId: r.params.id ?? '' }),
  },
  {
    method: 'GET',
    path: 'api/Auftraege/NetzbetreiberByName',
    call: (c, r) => c.versorger.sucheNetzbetreiber({ netzbetreiber: r.query.netzbetreiber ?? '' }),
  },
  {
    method: 'PUT',
    path: 'api/Auftraege/AddNetzbetreiberById/{id}',
    call: (c, r) =>
      c.versorger.addNetzbetreiber(unchecked({ auftragId: r.params.id, netzbetreiberId: netzbetreiberIdOf(r.body) })),
  },
  {
    method: 'GET',
    path: 'api/Auftraege/GetVersorgerById/{id}',
    call: (c, r) => c.versorger.get({ id: r.params.id ?? '' }),
  },
  {
    method: 'GET',
    path: 'api/Auftraege/GetHistorieVersorgerById/{id}',
    call: (c, r) => c.versorger.historie({ id: r.params.id ?? '' }),
  },
  {
    method: 'PUT',
    path: 'api/Auftraege/PutUpdateVersorgerById/{id}',
    call: (c, r) => c.versorger.update(unchecked({ ...bodyObject(r.body), id: r.params.id })),
  },
  {
    method: 'PUT',
    path: 'api/Auftraege/VersorgerAuskunftBemerkung/{id}',
    call: (c, r) =>
      c.versorger.auskunftBemerkung(unchecked({ id: r.params.id, auskunftBemerkung: auskunftBemerkungOf(r.body) })),
  },
  {
    method: 'DELETE',
    path: 'api/Auftraege/DeleteVersorgerById/{id}',
    call: (c, r) => c.versorger.delete({ id: r.params.id ?? '' }),
  },
];
