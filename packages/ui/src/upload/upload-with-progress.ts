export interface UploadRequest {
  url: string;
  /** Plain form fields, sent in this order and before the file (the server reads them first). */
  fields?: Record<string, string>;
  /** Name of the multipart field that carries the file, e.g. 'FormFile'. */
  fileField: string;
  file: File;
  headers?: Record<string, string>;
  /** Bytes sent so far and in total (the whole multipart body, so slightly more than the file). */
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}

export interface UploadResponse {
  status: number;
  /** Parsed JSON when the answer is JSON, else the text ('' for none). */
  body: unknown;
}

/** Thrown when the request could not be completed at all (no HTTP answer). */
export class UploadNetworkError extends Error {
  constructor() {
    super('Die Verbindung zum Server ist fehlgeschlagen.');
    this.name = 'UploadNetworkError';
  }
}

/** True for the rejection of an aborted upload (a DOMException named AbortError, as fetch uses). */
export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

const abortError = (): Error => new DOMException('Das Hochladen wurde abgebrochen.', 'AbortError');

function parseBody(xhr: XMLHttpRequest): unknown {
  const text = xhr.responseText;
  if (!/\bjson\b/i.test(xhr.getResponseHeader('content-type') ?? '')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * POSTs one file as multipart/form-data with upload progress. XMLHttpRequest, because fetch reports no upload
 * progress; the browser streams the File from disk, so a 1 GB file is never read into memory. Resolves with
 * any HTTP answer (the caller judges the status); rejects with UploadNetworkError without one and with an
 * AbortError when `signal` aborts.
 */
export function uploadWithProgress({
  url,
  fields = {},
  fileField,
  file,
  headers = {},
  onProgress,
  signal,
}: UploadRequest): Promise<UploadResponse> {
  return new Promise<UploadResponse>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', onAbort);
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    if (onProgress) {
      xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
    }
    xhr.onload = () => {
      settle();
      resolve({ status: xhr.status, body: parseBody(xhr) });
    };
    xhr.onerror = () => {
      settle();
      reject(new UploadNetworkError());
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => {
      settle();
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    body.append(fileField, file, file.name);
    xhr.send(body);
  });
}
