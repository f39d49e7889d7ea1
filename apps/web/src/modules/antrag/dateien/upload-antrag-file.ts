import { MSG, UPLOAD_MSG, XSRF_COOKIE, XSRF_HEADER, ZAntragFile, type TAntragFile } from '@lap/contracts';
import { uploadWithProgress } from '@lap/ui/upload';
import { readCookie } from '../../../trpc';

/** spec 000 §7 PostAntragDatei (multipart: AntragId, then FormFile). Same origin, outside the SPA's base path. */
export const ANTRAG_DATEI_UPLOAD_URL = '/api/Antrag/PostAntragDatei';

/** spec 000 §7 DownloadAntragDatei/{fileId}; cookie auth, so a plain link downloads. */
export function antragDateiDownloadUrl(fileId: string): string {
  return `/api/Antrag/DownloadAntragDatei/${encodeURIComponent(fileId)}`;
}

/**
 * The anti-forgery token for a plain (non-tRPC) POST (spec 000 §6): the XSRF-TOKEN cookie, which the server
 * sets on any response; when no response has set it yet, one cheap request fetches it (as trpc.ts does).
 */
export async function ensureXsrfToken(): Promise<string | undefined> {
  const present = readCookie(XSRF_COOKIE, document.cookie);
  if (present) return present;
  await fetch('/healthz', { credentials: 'same-origin' }).catch(() => undefined);
  return readCookie(XSRF_COOKIE, document.cookie);
}

/** A refused or failed upload; `message` is German and meant for the user. */
export class AntragUploadError extends Error {
  constructor(
    message: string,
    /** HTTP status, null when the server's answer was unusable. */
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'AntragUploadError';
  }
}

/** spec 000 §8: the server's message, else a text for the status. */
export function uploadFailureMessage(status: number, body: unknown): string {
  if (
    typeof body === 'object' &&
    body !== null &&
    'message' in body &&
    typeof body.message === 'string' &&
    body.message
  )
    return body.message;
  if (status === 413) return UPLOAD_MSG.zuGross;
  if (status === 401) return MSG.nichtAngemeldet;
  return UPLOAD_MSG.speichernFehler;
}

/** True when the failure is the server's 15-files-per-request limit (spec 000 §5, §8). */
export const isMaxDateienError = (error: unknown): boolean =>
  error instanceof Error && error.message === UPLOAD_MSG.maxDateien;

/**
 * Stores one file of a draft request, streamed from disk with progress. Resolves with the stored file;
 * rejects with AntragUploadError (server refused), UploadNetworkError (no answer) or an AbortError (`signal`).
 */
export async function uploadAntragFile(
  antragId: string,
  file: File,
  onProgress?: (loaded: number, total: number) => void,
  signal?: AbortSignal,
): Promise<TAntragFile> {
  const token = await ensureXsrfToken();
  const { status, body } = await uploadWithProgress({
    url: ANTRAG_DATEI_UPLOAD_URL,
    fields: { AntragId: antragId },
    fileField: 'FormFile',
    file,
    headers: token ? { [XSRF_HEADER]: token } : {},
    onProgress,
    signal,
  });
  if (status >= 200 && status < 300) {
    const stored = ZAntragFile.safeParse(body);
    if (stored.success) return stored.data;
    throw new AntragUploadError(UPLOAD_MSG.speichernFehler, null);
  }
  throw new AntragUploadError(uploadFailureMessage(status, body), status);
}
