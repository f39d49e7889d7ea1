import { ZPostProcessedPdfRequest, ZProcessedPdfAnswer } from '@lap/contracts';
import { processedPdf } from '../../services/pdfprocessing/pdfprocessing.service.js';
import { staffProcedure } from '../../procedures.js';

/** POST api/PdfProcessing/PostProcessedPdf {domain, auftragsNr} → {message, data (the download URL or null)}. */
export const processedProcedure = staffProcedure(() => ({ domain: 'netz-beispiel.de', auftragsNr: 'AS1999-999999' }))
  // The service parses (its first message wins: 'Bitte füllen Sie alle Felder aus.' before the number's format).
  .input(ZPostProcessedPdfRequest)
  .output(ZProcessedPdfAnswer)
  .query(({ ctx, input }) => processedPdf(ctx, { domain: input.domain ?? '', auftragsNr: input.auftragsNr ?? '' }));
