import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isAbortError, uploadWithProgress, UploadNetworkError } from './upload-with-progress.js';

/** Just enough of XMLHttpRequest to watch what uploadWithProgress does and to answer it. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  status = 0;
  responseText = '';
  responseHeaders: Record<string, string> = {};
  upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  aborted = false;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, text: string, contentType = 'application/json; charset=utf-8') {
    this.status = status;
    this.responseText = text;
    this.responseHeaders['content-type'] = contentType;
    this.onload?.();
  }
}

const current = (): FakeXhr => {
  if (!FakeXhr.last) throw new Error('no request sent');
  return FakeXhr.last;
};

describe('uploadWithProgress', () => {
  beforeEach(() => {
    FakeXhr.last = undefined;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const file = new File(['%PDF-1.7 hello'], 'Plan ä.pdf', { type: 'application/pdf' });

  it('posts the fields before the file, with the headers, and resolves with the parsed JSON', async () => {
    const pending = uploadWithProgress({
      url: '/api/up',
      fields: { AntragId: 'a-1' },
      fileField: 'FormFile',
      file,
      headers: { 'x-xsrf-token': 't' },
    });
    const xhr = current();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/up');
    expect(xhr.headers).toEqual({ 'x-xsrf-token': 't' });
    const entries = [...(xhr.body?.entries() ?? [])];
    expect(entries.map(([name]) => name)).toEqual(['AntragId', 'FormFile']);
    expect(entries[0]?.[1]).toBe('a-1');
    const sent = entries[1]?.[1];
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('Plan ä.pdf');
    xhr.answer(200, '{"id":"f-1","displayTxt":"Plan ä.pdf","createdAt":"2026-01-01T00:00:00.000Z","size":14}');
    await expect(pending).resolves.toEqual({
      status: 200,
      body: { id: 'f-1', displayTxt: 'Plan ä.pdf', createdAt: '2026-01-01T00:00:00.000Z', size: 14 },
    });
  });

  it('reports progress, with the file size when the total is unknown', async () => {
    const seen: Array<[number, number]> = [];
    const pending = uploadWithProgress({
      url: '/u',
      fileField: 'f',
      file,
      onProgress: (loaded, total) => seen.push([loaded, total]),
    });
    const xhr = current();
    xhr.upload.onprogress?.({ loaded: 100, total: 400, lengthComputable: true });
    xhr.upload.onprogress?.({ loaded: 7, total: 0, lengthComputable: false });
    xhr.answer(200, '{}');
    await pending;
    expect(seen).toEqual([
      [100, 400],
      [7, file.size],
    ]);
  });

  it('resolves error answers too, with their JSON body or text', async () => {
    const first = uploadWithProgress({ url: '/u', fileField: 'f', file });
    current().answer(400, '{"message":"Fehler - Maximal 15 Dateien können hochgeladen werden.","errors":[]}');
    await expect(first).resolves.toEqual({
      status: 400,
      body: { message: 'Fehler - Maximal 15 Dateien können hochgeladen werden.', errors: [] },
    });
    const second = uploadWithProgress({ url: '/u', fileField: 'f', file });
    current().answer(502, '<html>Bad Gateway</html>', 'text/html');
    await expect(second).resolves.toEqual({ status: 502, body: '<html>Bad Gateway</html>' });
    const third = uploadWithProgress({ url: '/u', fileField: 'f', file });
    current().answer(500, 'not json', 'application/json');
    await expect(third).resolves.toEqual({ status: 500, body: 'not json' });
  });

  it('rejects with UploadNetworkError when no answer comes', async () => {
    const pending = uploadWithProgress({ url: '/u', fileField: 'f', file });
    current().onerror?.();
    await expect(pending).rejects.toBeInstanceOf(UploadNetworkError);
  });

  it('aborts the request through the signal and rejects with an AbortError', async () => {
    const controller = new AbortController();
    const pending = uploadWithProgress({ url: '/u', fileField: 'f', file, signal: controller.signal });
    controller.abort();
    expect(current().aborted).toBe(true);
    const error: unknown = await pending.catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
  });

  it('does not start when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const error: unknown = await uploadWithProgress({
      url: '/u',
      fileField: 'f',
      file,
      signal: controller.signal,
    }).catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    expect(FakeXhr.last).toBeUndefined();
  });
});
