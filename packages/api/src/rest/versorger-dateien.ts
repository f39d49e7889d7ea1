import type { RestRoute } from './route.js';

/**
 * Supplier files (spec 001 §7 'Orders and suppliers'; prefix api/Auftraege/ as in endpoints.tsv). The upload pages'
 * calls take the operator's signed link as query parameters `e` and `s`; case workers call them with their session.
 */
export const VERSORGER_DATEIEN_ROUTES: RestRoute[] = [
  {
    method: 'GET',
    path: 'api/Auftraege/GetMissingUploadInfo/{a}/{b}',
    call: (c, r) =>
      c.versorgerUpload.info({
        versorgerId: r.params.a ?? '',
        auftragId: r.params.b ?? '',
        e: r.query.e,
        s: r.query.s,
      }),
  },
  {
    method: 'GET',
    path: 'api/Auftraege/GetVersorgerFilesById/{id}',
    call: (c, r) => c.versorgerUpload.files({ id: r.params.id ?? '', e: r.query.e, s: r.query.s }),
  },
  {
    method: 'GET',
    path: 'api/Auftraege/GetAllVersorgerFilesByAuftragId/{id}',
    call: (c, r) => c.versorgerUpload.auftragFiles({ id: r.params.id ?? '' }),
  },
  // Method not stated in the spec ('?'): a read, so GET.
  {
    method: 'GET',
    path: 'api/Auftraege/GetAuftragUploadsById/{id}',
    call: (c, r) => c.versorgerUpload.auftragUploads({ id: r.params.id ?? '' }),
  },
  // {a} = supplier row, {b} = file.
  {
    method: 'DELETE',
    path: 'api/Auftraege/DeleteVersorgerFile/{a}/{b}',
    call: (c, r) =>
      c.versorgerUpload.deleteFile({
        versorgerId: r.params.a ?? '',
        fileId: r.params.b ?? '',
        e: r.query.e,
        s: r.query.s,
      }),
  },
  {
    method: 'DELETE',
    path: 'api/Auftraege/DeleteVersorgerFileById/{id}',
    call: (c, r) => c.versorgerUpload.deleteFileById({ id: r.params.id ?? '' }),
  },
];
