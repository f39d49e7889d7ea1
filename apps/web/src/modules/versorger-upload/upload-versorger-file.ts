import { UPLOAD_MSG, XSRF_HEADER, ZVersorgerFile, type TVersorgerFile } from '@lap/contracts';
import { uploadWithProgress } from '@lap/ui/upload';
import { AntragUploadError, ensureXsrfToken, uploadFailureMessage } from '../antrag/dateien/upload-antrag-file';

/** spec 001 §7 PostUploadVersorgerDatei: multipart VersorgerId (then AuftragId, e, s), then FormFile. */
export const VERSORGER_DATEI_UPLOAD_URL = '/api/Auftraege/PostUploadVersorgerDatei';

/** spec 000 §7 DownloadVersorgerDatei/{id}: staff and (once answered) the customer; cookie auth, so a plain link. */
export const versorgerDateiDownloadUrl = (fileId: string): string =>
  `/api/Antrag/DownloadVersorgerDatei/${encodeURIComponent(fileId)}`;

/** The operator link's expiry and signature; absent for a case worker, who uploads with the session. */
export interface LinkParams {
  e?: string | undefined;
  s?: string | undefined;
}

/**
 * Stores one operator file, streamed with progress. The ids go before the file (the server reads the fields first);
 * `e` and `s` only when the page was opened through the operator's link.
 */
export async function uploadVersorgerFile(
  ref: { versorgerId: string; auftragId: string } & LinkParams,
  file: File,
  onProgress?: (loaded: number, total: number) => void,
  signal?: AbortSignal,
): Promise<TVersorgerFile> {
  const token = await ensureXsrfToken();
  const fields: Record<string, string> = { VersorgerId: ref.versorgerId, AuftragId: ref.auftragId };
  if (ref.e) fields.e = ref.e;
  if (ref.s) fields.s = ref.s;
  const { status, body } = await uploadWithProgress({
    url: VERSORGER_DATEI_UPLOAD_URL,
    fields,
    fileField: 'FormFile',
    file,
    headers: token ? { [XSRF_HEADER]: token } : {},
    onProgress,
    signal,
  });
  if (status >= 200 && status < 300) {
    const stored = ZVersorgerFile.safeParse(body);
    if (stored.success) return stored.data;
    throw new AntragUploadError(UPLOAD_MSG.speichernFehler, null);
  }
  throw new AntragUploadError(uploadFailureMessage(status, body), status);
}
