import { MSG, XSRF_HEADER, ZStartProcessPdfAnswer } from '@lap/contracts';
import { uploadWithProgress } from '@lap/ui/upload';
import { ensureXsrfToken, uploadFailureMessage } from '../antrag/dateien/upload-antrag-file';

/** POST api/PdfProcessing/StartProcessPdf (spec 001 §7; multipart AuftragsNr, Domain, then the optional File). */
export const START_PROCESS_PDF_URL = '/api/PdfProcessing/StartProcessPdf';

/** A refused start: the server's German message. */
export class PdfProcessingError extends Error {}

/** Sends the fields (and the PDF, streamed with progress); resolves with the ok flag. */
export async function startProcessPdf(
  input: { auftragsNr: string; domain: string; file: File | null },
  onProgress?: (loaded: number, total: number) => void,
): Promise<boolean> {
  const token = await ensureXsrfToken();
  const headers: Record<string, string> = token ? { [XSRF_HEADER]: token } : {};
  const fields = { AuftragsNr: input.auftragsNr.trim(), Domain: input.domain.trim() };
  let status: number;
  let body: unknown;
  if (input.file) {
    ({ status, body } = await uploadWithProgress({
      url: START_PROCESS_PDF_URL,
      fields,
      fileField: 'File',
      file: input.file,
      headers,
      onProgress,
    }));
  } else {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    const res = await fetch(START_PROCESS_PDF_URL, { method: 'POST', body: form, headers, credentials: 'same-origin' });
    status = res.status;
    body = await res.json().catch(() => null);
  }
  if (status >= 200 && status < 300) {
    const answer = ZStartProcessPdfAnswer.safeParse(body);
    if (answer.success) return answer.data.ok;
    throw new PdfProcessingError(MSG.serverfehler);
  }
  throw new PdfProcessingError(uploadFailureMessage(status, body));
}
