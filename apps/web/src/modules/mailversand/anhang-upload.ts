import {
  MAIL_ANHANG,
  MAILVERSAND_MSG,
  UPLOAD,
  UPLOAD_MSG,
  XSRF_HEADER,
  ZMailAnhang,
  type TMailAnhang,
} from '@lap/contracts';
import { checkDrop, uploadWithProgress, type DropCheck, type UploadResponse } from '@lap/ui/upload';
import { AntragUploadError, ensureXsrfToken, uploadFailureMessage } from '../antrag/dateien';

/** spec 001 §7 PostUploadAntragDatei (multipart: MailVersandJobId first, then FormFile). Same origin, outside the base path. */
export const MAIL_ANHANG_UPLOAD_URL = '/api/Mailversand/PostUploadAntragDatei';

/** The stored attachment of a 2xx answer; any other answer as the German error the upload row shows. */
export function anhangAusAntwort({ status, body }: UploadResponse): TMailAnhang {
  if (status < 200 || status >= 300) throw new AntragUploadError(uploadFailureMessage(status, body), status);
  const parsed = ZMailAnhang.safeParse(body);
  if (!parsed.success) throw new AntragUploadError(UPLOAD_MSG.speichernFehler, null);
  return parsed.data;
}

/** Stores one attachment of an unsent mail job, streamed with progress (the job id goes before the file). */
export async function uploadMailAnhang(
  jobId: string,
  file: File,
  onProgress?: (loaded: number, total: number) => void,
  signal?: AbortSignal,
): Promise<TMailAnhang> {
  const token = await ensureXsrfToken();
  const headers: Record<string, string> = token ? { [XSRF_HEADER]: token } : {};
  return anhangAusAntwort(
    await uploadWithProgress({
      url: MAIL_ANHANG_UPLOAD_URL,
      fields: { MailVersandJobId: jobId },
      fileField: 'FormFile',
      file,
      headers,
      onProgress,
      signal,
    }),
  );
}

/**
 * Which dropped files may go up: the request files' types (PDF, KML, JPEG, PNG, ZIP, 7z) and size, at most 30 attachments
 * per job (`belegt`: stored plus those on their way). The 30 replace the request's 15 in the message.
 */
export function pruefeAnhaenge<T extends { name: string; size: number }>(
  files: readonly T[],
  belegt: number,
): DropCheck<T> {
  const checked = checkDrop(files, {
    alreadyStored: belegt,
    maxPerDrop: MAIL_ANHANG.maxFiles,
    maxPerAntrag: MAIL_ANHANG.maxFiles,
    extensions: UPLOAD.extensions,
  });
  return {
    ...checked,
    rejected: checked.rejected.map((r) =>
      r.message === UPLOAD_MSG.maxDateien ? { ...r, message: MAILVERSAND_MSG.maxAnhaenge } : r,
    ),
  };
}
