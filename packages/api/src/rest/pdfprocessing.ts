import type { TPostProcessedPdfInput } from '@lap/contracts';
import { bodyObject, unchecked, type RestRoute } from './route.js';

/**
 * PDF processing (spec 001 §7; endpoints.tsv rows 155–156 name the controller api/?/): served under api/PdfProcessing/.
 * PostProcessedPdf takes {domain, auftragsNr} (also spelled Domain, AuftragsNr like StartProcessPdf's fields).
 * StartProcessPdf is multipart: a file route in apps/server/src/plugins/files.ts.
 */
export const PDFPROCESSING_ROUTES: RestRoute[] = [
  {
    method: 'POST',
    path: 'api/PdfProcessing/PostProcessedPdf',
    call: (c, r) => {
      const b = bodyObject(r.body);
      return c.pdfProcessing.processed(
        unchecked<TPostProcessedPdfInput>({ domain: b.domain ?? b.Domain, auftragsNr: b.auftragsNr ?? b.AuftragsNr }),
      );
    },
  },
];
