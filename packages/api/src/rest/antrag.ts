import { unchecked, bodyObject, listQueryFromUrl, type RestRoute } from './route.js';

/** The applicant's request: form, map, files, invoice address (spec 000 §7 Antrag). */
export const ANTRAG_ROUTES: RestRoute[] = [
  { method: 'POST', path: 'api/Antrag/PostAntrag', call: (c, r) => c.antrag.save(unchecked(bodyObject(r.body))) },
  {
    method: 'PUT',
    path: 'api/Antrag/PutUpdateOrtById/{id}',
    call: (c, r) =>
      c.antrag.updateOrt(
        unchecked({ id: r.params.id, ort: typeof r.body === 'string' ? r.body : bodyObject(r.body).ort }),
      ),
  },
  {
    method: 'GET',
    path: 'api/Antrag/GetAntraege',
    call: (c, r) => c.antrag.listOwn(unchecked(listQueryFromUrl(r.query))),
  },
  // A documented GET that changes state: it still requires the anti-forgery header (ARCHITECTURE §4).
  {
    method: 'GET',
    path: 'api/Antrag/AntragSendenById/{id}',
    mutatingGet: true,
    call: (c, r) => c.antrag.send({ id: r.params.id ?? '' }),
  },
  { method: 'GET', path: 'api/Antrag/GetAntragById/{id}', call: (c, r) => c.antrag.byId({ id: r.params.id ?? '' }) },
  { method: 'GET', path: 'api/Antrag/GetLastAntragsteller', call: (c) => c.antrag.lastAntragsteller() },
  {
    method: 'GET',
    path: 'api/Antrag/AntragOrtSucheById/{id}',
    call: (c, r) => c.antrag.ortSuche({ id: r.params.id ?? '' }),
  },
  {
    method: 'GET',
    path: 'api/Antrag/FeaturesByAntragId/{id}',
    call: (c, r) => c.antrag.features({ antragId: r.params.id ?? '' }),
  },
  {
    method: 'POST',
    path: 'api/Antrag/PostFeature',
    call: (c, r) =>
      c.antrag.addFeature(
        unchecked({ ...bodyObject(r.body), wkt: bodyObject(r.body).wkt ?? bodyObject(r.body).featureWkt }),
      ),
  },
  {
    method: 'POST',
    path: 'api/Antrag/PostCheckWktFeatureValid',
    call: (c, r) => c.antrag.checkWkt(unchecked({ wkt: bodyObject(r.body).wkt ?? bodyObject(r.body).featureWkt })),
  },
  {
    method: 'DELETE',
    path: 'api/Antrag/DeleteFeature/{id}',
    call: (c, r) => c.antrag.deleteFeature({ featureId: Number(r.params.id) }),
  },
  {
    method: 'POST',
    path: 'api/Antrag/PostPositionKarte',
    call: (c, r) => c.antrag.savePosition(unchecked(bodyObject(r.body))),
  },
  {
    method: 'GET',
    path: 'api/Antrag/PositionKarteByAntragId/{id}',
    call: (c, r) => c.antrag.position({ antragId: r.params.id ?? '' }),
  },
  {
    method: 'GET',
    path: 'api/Antrag/AntragFilesById/{id}',
    call: (c, r) => c.antrag.files({ antragId: r.params.id ?? '' }),
  },
  {
    method: 'GET',
    path: 'api/Antrag/DokumenteFilesById/{id}',
    call: (c, r) => c.antrag.dokumente({ antragId: r.params.id ?? '' }),
  },
  {
    method: 'GET',
    path: 'api/Antrag/AuskunftFilesById/{id}',
    call: (c, r) => c.antrag.auskuenfte({ antragId: r.params.id ?? '' }),
  },
  {
    method: 'DELETE',
    path: 'api/Antrag/DeleteAntragDatei/{id}',
    call: (c, r) => c.antrag.deleteFile({ id: r.params.id ?? '' }),
  },
  {
    method: 'GET',
    path: 'api/Antrag/RechnungsAdresseById/{id}',
    call: (c, r) => c.antrag.rechnungsAdresse({ antragId: r.params.id ?? '' }),
  },
  {
    method: 'POST',
    path: 'api/Antrag/PostRechnungsAdresse',
    call: (c, r) => c.antrag.saveRechnungsAdresse(unchecked(bodyObject(r.body))),
  },
];
