import { router } from '../../trpc.js';
import { processedProcedure } from './processed.js';

// PDF processing (issue 17; spec 001 §2 /pdfprocessing, §7 PostProcessedPdf): case workers only. The sample names an
// order number that does not exist (404), so the generated suites change nothing. StartProcessPdf is multipart: a file
// route (apps/server/src/plugins/files.ts, PDF_PROCESS_ACCESS).
export const pdfProcessingRouter = router({
  processed: processedProcedure,
});
