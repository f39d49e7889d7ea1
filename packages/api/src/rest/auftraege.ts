import { bodyObject, listQueryFromUrl, remarkOf, unchecked, type RestRoute } from './route.js';

/** 'abgeschlossene Aufträge anzeigen' as a query parameter: true/1 or false/0 (absent = false); anything else is refused by the schema. */
function flagOf(value: string | undefined): unknown {
  if (value === undefined || value === '' || value === 'false' || value === '0') return false;
  if (value === 'true' || value === '1') return true;
  return value;
}

/** The priority as a bare JSON number or `{prioritaet}`. */
const prioritaetOf = (body: unknown): unknown =>
  typeof body === 'number' || typeof body === 'string' ? body : bodyObject(body).prioritaet;

/**
 * Orders (spec 001 §7 'Order calls' and the position supplier form). The tsv leaves the method of the Get… calls
 * open ('?'): they are GETs here (reads, no body).
 */
export const AUFTRAEGE_ROUTES: RestRoute[] = [
  {
    method: 'GET',
    path: 'api/Auftraege/GetAuftraege',
    call: (c, r) =>
      c.auftrag.list(unchecked({ ...listQueryFromUrl(r.query), abgeschlossene: flagOf(r.query.abgeschlossene) })),
  },
  { method: 'GET', path: 'api/Auftraege/GetAuftraegeFeatures', call: (c) => c.auftrag.features() },
  // spec 001 §7: 'bulk completion of prepayments by list of ids' — a JSON list (or {ids: [...]}) of auftragId or antragId
  {
    method: 'PUT',
    path: 'api/Auftraege/CompleteVorkassen',
    call: (c, r) => {
      const body = bodyObject(r.body);
      return c.auftrag.completeVorkassen(
        unchecked({ ids: Array.isArray(r.body) ? r.body : (body.ids ?? body.auftragIds ?? body.antragIds) }),
      );
    },
  },
  {
    method: 'GET',
    path: 'api/Auftraege/GetAuftragById/{id}',
    call: (c, r) => c.auftrag.byId({ auftragId: r.params.id ?? '' }),
  },
  {
    method: 'PUT',
    path: 'api/Auftraege/BemerkungAuftrag/{id}',
    call: (c, r) => c.auftrag.bemerkung({ auftragId: r.params.id ?? '', bemerkung: remarkOf(r.body) }),
  },
  {
    method: 'PUT',
    path: 'api/Auftraege/PutUpdatePrioritaet/{id}',
    call: (c, r) => c.auftrag.prioritaet(unchecked({ auftragId: r.params.id, prioritaet: prioritaetOf(r.body) })),
  },
  {
    method: 'GET',
    path: 'api/Auftraege/GetBearbeitungsPositionenById/{id}',
    call: (c, r) => c.auftrag.positionen({ auftragId: r.params.id ?? '' }),
  },
  {
    method: 'PUT',
    path: 'api/Auftraege/AddPositionZumAuftragById/{id}',
    call: (c, r) => c.auftrag.addPosition(unchecked({ ...bodyObject(r.body), auftragId: r.params.id })),
  },
  {
    method: 'DELETE',
    path: 'api/Auftraege/DeleteBearbeitungsPositionById/{id}',
    call: (c, r) => c.auftrag.deletePosition({ positionId: Number(r.params.id) }),
  },
  {
    method: 'GET',
    path: 'api/Auftraege/GetVersorgerByPositionId/{id}',
    call: (c, r) => c.auftrag.versorgerByPosition({ positionId: Number(r.params.id) }),
  },
  {
    method: 'POST',
    path: 'api/Auftraege/PostVersorgerToPosition',
    call: (c, r) => c.auftrag.postVersorger(unchecked(bodyObject(r.body))),
  },
  {
    method: 'PUT',
    path: 'api/Auftraege/PutVersorgerToPosition/{id}',
    call: (c, r) => c.auftrag.putVersorger(unchecked({ ...bodyObject(r.body), versorgerId: r.params.id })),
  },
  {
    method: 'GET',
    path: 'api/Auftraege/GetVersorgerToPosition/{id}',
    call: (c, r) => c.auftrag.getVersorger({ versorgerId: r.params.id ?? '' }),
  },
];
