import { MSG, UPLOAD_MSG } from '@lap/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AntragUploadError,
  antragDateiDownloadUrl,
  isMaxDateienError,
  uploadAntragFile,
  uploadFailureMessage,
} from './upload-antrag-file';

/** A stand-in for XMLHttpRequest that answers each request with the next queued answer. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  static answers: Array<{ status: number; body: string }> = [];
  url = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  status = 0;
  responseText = '';
  upload = { onprogress: null as ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader() {
    return 'application/json';
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
    const answer = FakeXhr.answers.shift() ?? { status: 500, body: '' };
    queueMicrotask(() => {
      this.upload.onprogress?.({ loaded: 10, total: 20, lengthComputable: true });
      this.status = answer.status;
      this.responseText = answer.body;
      this.onload?.();
    });
  }
  abort() {
    this.onabort?.();
  }
}

const stored = { id: 'f-1', displayTxt: 'plan.pdf', createdAt: '2026-03-05T10:00:00.000Z', size: 9 };
const pdf = () => new File(['%PDF-1.7'], 'plan.pdf', { type: 'application/pdf' });

describe('uploadAntragFile', () => {
  let cookie: string;
  const fetchMock = vi.fn(async () => {
    cookie = 'XSRF-TOKEN=fresh%2Btoken';
    return new Response('ok');
  });

  beforeEach(() => {
    FakeXhr.sent = [];
    FakeXhr.answers = [];
    cookie = 'session=s; XSRF-TOKEN=abc';
    fetchMock.mockClear();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('document', {
      get cookie() {
        return cookie;
      },
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('posts AntragId before FormFile with the anti-forgery header and returns the stored file', async () => {
    FakeXhr.answers.push({ status: 200, body: JSON.stringify(stored) });
    const progress: Array<[number, number]> = [];
    await expect(uploadAntragFile('a-1', pdf(), (loaded, total) => progress.push([loaded, total]))).resolves.toEqual(
      stored,
    );
    const [xhr] = FakeXhr.sent;
    expect(xhr?.url).toBe('/api/Antrag/PostAntragDatei');
    expect(xhr?.headers).toEqual({ 'x-xsrf-token': 'abc' });
    expect([...(xhr?.body?.keys() ?? [])]).toEqual(['AntragId', 'FormFile']);
    expect(xhr?.body?.get('AntragId')).toBe('a-1');
    expect(progress).toEqual([[10, 20]]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches the token first when the cookie is missing', async () => {
    cookie = 'session=s';
    FakeXhr.answers.push({ status: 200, body: JSON.stringify(stored) });
    await uploadAntragFile('a-1', pdf());
    expect(fetchMock).toHaveBeenCalledWith('/healthz', { credentials: 'same-origin' });
    expect(FakeXhr.sent[0]?.headers).toEqual({ 'x-xsrf-token': 'fresh+token' });
  });

  it("rejects with the server's message and status", async () => {
    FakeXhr.answers.push({ status: 400, body: JSON.stringify({ message: UPLOAD_MSG.maxDateien, errors: [] }) });
    const error: unknown = await uploadAntragFile('a-1', pdf()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AntragUploadError);
    expect(error).toMatchObject({ message: UPLOAD_MSG.maxDateien, status: 400 });
    expect(isMaxDateienError(error)).toBe(true);
  });

  it('treats an unexpected success body as a failed save', async () => {
    FakeXhr.answers.push({ status: 200, body: '{"nope":true}' });
    await expect(uploadAntragFile('a-1', pdf())).rejects.toMatchObject({
      message: UPLOAD_MSG.speichernFehler,
      status: null,
    });
  });
});

describe('uploadFailureMessage', () => {
  it.each([
    [
      409,
      { message: 'Der Antrag wurde bereits versendet und kann nicht mehr geändert werden.', errors: [] },
      'Der Antrag wurde bereits versendet und kann nicht mehr geändert werden.',
    ],
    [413, '', UPLOAD_MSG.zuGross],
    [401, '', MSG.nichtAngemeldet],
    [502, '<html>Bad Gateway</html>', UPLOAD_MSG.speichernFehler],
    [400, { message: '' }, UPLOAD_MSG.speichernFehler],
  ])('%d → the right text', (status, body, text) => {
    expect(uploadFailureMessage(status, body)).toBe(text);
  });
});

describe('antragDateiDownloadUrl', () => {
  it('points at DownloadAntragDatei', () => {
    expect(antragDateiDownloadUrl('0b9e6d2c-8d7a-4c1e-9a55-3f1d2e4b5a6c')).toBe(
      '/api/Antrag/DownloadAntragDatei/0b9e6d2c-8d7a-4c1e-9a55-3f1d2e4b5a6c',
    );
  });
});
