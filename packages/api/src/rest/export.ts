import type { TExportRequest } from '@lap/contracts';
import { listBody, unchecked, type RestRoute } from './route.js';

/** Excel exports of lists (spec 000 §9). */
export const EXPORT_ROUTES: RestRoute[] = [
  {
    method: 'POST',
    path: 'api/Export/ExportNutzerExcel',
    call: (c, r) => c.export.nutzer(unchecked<TExportRequest>(listBody(r.body))),
  },
  {
    method: 'POST',
    path: 'api/Export/PostExportRechnungenExcel',
    call: (c, r) => c.export.rechnungen(unchecked<TExportRequest>(listBody(r.body))),
  },
];
