import { ZPostProcessedPdfRequest, ZProcessedPdfAnswer } from '@lap/contracts';
import { roles } from '../../access.js';
import { roleProcedure, router } from '../../trpc.js';
import { processedPdf } from '../../services/pdfprocessing/pdfprocessing.service.js';

// PDF processing (issue 17; spec 001 §2 /pdfprocessing, §7 PostProcessedPdf): case workers only. The sample names an
// order number that does not exist (404), so the generated suites change nothing. StartProcessPdf is multipart: a file
// route (apps/server/src/plugins/files.ts, PDF_PROCESS_ACCESS).
const staff = roleProcedure('SbBereich').meta({
  access: roles(['SbBereich'], () => ({ domain: 'netz-beispiel.de', auftragsNr: 'AS1999-999999' })),
});

export const pdfProcessingRouter = router({
  /** POST api/PdfProcessing/PostProcessedPdf {domain, auftragsNr} → {message, data (the download URL or null)}. */
  processed: staff
    // The service parses (its first message wins: 'Bitte füllen Sie alle Felder aus.' before the number's format).
    .input(ZPostProcessedPdfRequest)
    .output(ZProcessedPdfAnswer)
    .query(({ ctx, input }) => processedPdf(ctx, { domain: input.domain ?? '', auftragsNr: input.auftragsNr ?? '' })),
});
