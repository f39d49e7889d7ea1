import type { APIResponse, Locator, Page } from 'playwright-core';
import { type ApiSession } from './api.js';
import { seriousAxeFindings } from './axe.js';
import { baseUrl } from './browser.js';
import { DEMO_PASSWORD } from './users.js';

// Helpers of the request (Antrag) journeys: test files, request data arranged through the API, the map,
// the page's own REST calls, and the axe check.

// ------------------------------------------------------------------ files

/** A small but well-formed one-page PDF (starts with '%PDF-1.4', as the server's content check expects). */
export function pdfBytes(text = 'Lageplan'): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A 1×1 pixel PNG (8-byte signature, IHDR, IDAT, IEND). */
export function pngBytes(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
}

/** A Windows program's first bytes ('MZ' header): what a renamed .exe looks like. */
export function exeBytes(): Buffer {
  const bytes = Buffer.alloc(512);
  bytes.write('MZ', 0, 'latin1');
  bytes.write('This program cannot be run in DOS mode.', 78, 'latin1');
  return bytes;
}

export interface TestFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export const pdfFile = (name: string, text?: string): TestFile => ({
  name,
  mimeType: 'application/pdf',
  buffer: pdfBytes(text ?? name),
});
export const pngFile = (name: string): TestFile => ({ name, mimeType: 'image/png', buffer: pngBytes() });

/**
 * Drops files on an element the way the browser does (a `drop` event carrying a DataTransfer with the files),
 * so the drop path is tested, not the file chooser.
 */
export async function dropFiles(target: Locator, files: readonly TestFile[]): Promise<void> {
  const payload = files.map((f) => ({ name: f.name, mimeType: f.mimeType, base64: f.buffer.toString('base64') }));
  const dataTransfer = await target.page().evaluateHandle((list) => {
    const dt = new DataTransfer();
    for (const f of list) {
      const bytes = Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0));
      dt.items.add(new File([bytes], f.name, { type: f.mimeType }));
    }
    return dt;
  }, payload);
  await target.dispatchEvent('dragenter', { dataTransfer });
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
  await dataTransfer.dispose();
}

// ------------------------------------------------------------------ dates

const utc = (iso: string): Date => new Date(`${iso}T00:00:00Z`);
const iso = (d: Date): string => d.toISOString().slice(0, 10);

/** Today in Berlin (the app's calendar day), as 'YYYY-MM-DD'. */
export const berlinToday = (): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

/** A calendar day plus `days`. */
export function plusDays(day: string, days: number): string {
  const d = utc(day);
  d.setUTCDate(d.getUTCDate() + days);
  return iso(d);
}

/** A calendar day plus calendar months, clamped to the month's end (31.08. + 6 months = 28./29.02.). */
export function plusMonths(day: string, months: number): string {
  const d = utc(day);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), last));
  return iso(target);
}

/** Today + `days` in Berlin, as 'YYYY-MM-DD'. */
export const isoDayFromToday = (days: number): string => plusDays(berlinToday(), days);

/** 'YYYY-MM-DD' → 'TT.MM.JJJJ'. */
export const germanDay = (iso: string): string => iso.split('-').reverse().join('.');

// ------------------------------------------------------------------ requests arranged through the API

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export interface ArrangedAntrag {
  id: string;
  vorgangsnummer: string;
}

/** A complete, valid request (PostAntrag input) for an applicant; `overrides` replaces top-level fields. */
export function antragInput(
  applicant: { vorname: string; name: string; email: string },
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    vorgangsart: 1,
    vorhaben: 'Hausanschluss Trinkwasser (E2E)',
    projektangaben: 'Offener Graben, ca. 25 m',
    strasse: 'Hauptstraße',
    hausnummer: '12',
    plz: '01589',
    ort: 'Riesa',
    bautiefe: '1,20 m',
    gemarkung: 'Riesa',
    flurstuecknummer: '123/4',
    baustart: isoDayFromToday(21),
    bauende: isoDayFromToday(120),
    eilbearbeitung: false,
    anerkennungAgb: true,
    betreiber: [1, 3],
    sonstigeBetreiber: '',
    identischMitAntragsteller: true,
    bauausfuehrenderUnbekannt: true,
    personen: [
      {
        personTyp: 1,
        firma: 'E2E Tiefbau GmbH',
        vorname: applicant.vorname,
        name: applicant.name,
        strasse: 'Teststraße',
        hausnummer: '1',
        plz: '01067',
        ort: 'Dresden',
        telefon: '0351 1234567',
        email: applicant.email,
      },
    ],
    ...overrides,
  };
}

/** A rectangle of 0.0014° × 0.0014° (about 97 m × 156 m) around a point in Riesa (inside Germany, valid), as WKT. */
export function squareWkt(lng = 13.2856, lat = 51.2986, half = 0.0007): string {
  const f = (n: number) => n.toFixed(6);
  const ring = [
    [lng - half, lat - half],
    [lng + half, lat - half],
    [lng + half, lat + half],
    [lng - half, lat + half],
    [lng - half, lat - half],
  ];
  return `POLYGON((${ring.map(([x, y]) => `${f(x ?? 0)} ${f(y ?? 0)}`).join(', ')}))`;
}

/** Creates a draft request (status 1) for the signed-in applicant. */
export async function createDraft(session: ApiSession, input: Record<string, unknown>): Promise<ArrangedAntrag> {
  const saved = await session.mutation('antrag.save', input);
  if (!isRecord(saved) || typeof saved.antrag_id !== 'string' || typeof saved.vorgangsnummer !== 'string')
    throw new Error('PostAntrag ohne antrag_id');
  return { id: saved.antrag_id, vorgangsnummer: saved.vorgangsnummer };
}

/**
 * Stores files of a draft as its owner through PostAntragDatei (multipart: AntragId, then FormFile), signed in
 * with its own cookies (ApiSession speaks tRPC only).
 */
export async function uploadAsOwner(
  credentials: { email: string; password?: string },
  antragId: string,
  files: readonly TestFile[],
): Promise<void> {
  const cookies = new Map<string, string>();
  const keep = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq > 0) cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
  };
  const headers = () => ({
    cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    'x-xsrf-token': decodeURIComponent(cookies.get('XSRF-TOKEN') ?? ''),
  });
  keep(await fetch(`${baseUrl()}/healthz`));
  const login = await fetch(`${baseUrl()}/trpc/account.login`, {
    method: 'POST',
    headers: { ...headers(), 'content-type': 'application/json' },
    body: JSON.stringify({ email: credentials.email, password: credentials.password ?? DEMO_PASSWORD }),
  });
  keep(login);
  if (!login.ok) throw new Error(`Anmeldung für den Upload: ${login.status}`);
  for (const file of files) {
    const form = new FormData();
    form.append('AntragId', antragId);
    form.append('FormFile', new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
    const res = await fetch(`${baseUrl()}/api/Antrag/PostAntragDatei`, {
      method: 'POST',
      headers: headers(),
      body: form,
    });
    if (!res.ok) throw new Error(`PostAntragDatei ${file.name}: ${res.status} ${await res.text()}`);
  }
}

/** Creates a request with one drawn square (and the given files, uploaded by its owner) and sends it (status 2). */
export async function createSent(
  session: ApiSession,
  input: Record<string, unknown>,
  withFiles?: { owner: { email: string; password?: string }; files: readonly TestFile[] },
): Promise<ArrangedAntrag> {
  const antrag = await createDraft(session, input);
  await session.mutation('antrag.addFeature', { antragId: antrag.id, wkt: squareWkt() });
  if (withFiles) await uploadAsOwner(withFiles.owner, antrag.id, withFiles.files);
  await session.mutation('antrag.send', { id: antrag.id });
  return antrag;
}

export interface OwnAntragRow {
  id: string;
  vorgangsnummer: string;
  antragStatus: number;
  ort: string;
}

/** The signed-in applicant's requests (GetAntraege), newest first. */
export async function ownAntraege(session: ApiSession): Promise<OwnAntragRow[]> {
  const list = await session.query('antrag.listOwn', { pageSize: 100 });
  const rows = isRecord(list) && Array.isArray(list.rows) ? list.rows : [];
  return rows.filter(
    (r): r is OwnAntragRow =>
      isRecord(r) &&
      typeof r.id === 'string' &&
      typeof r.vorgangsnummer === 'string' &&
      typeof r.antragStatus === 'number',
  );
}

/** The demo request of kunde@example.org in the given status (the seed has one per status). */
export async function demoAntragInStatus(session: ApiSession, status: number): Promise<OwnAntragRow> {
  const rows = await ownAntraege(session);
  const row = rows.filter((r) => r.antragStatus === status && r.vorgangsnummer.startsWith('AS')).at(-1);
  if (!row) throw new Error(`Kein Demo-Antrag im Status ${status}`);
  return row;
}

// ------------------------------------------------------------------ the page's own REST calls

/** GET of an `api/*` path with the page's cookies (the signed-in user of the browser context). */
export function apiGet(page: Page, path: string): Promise<APIResponse> {
  return page.request.get(`${baseUrl()}/${path.replace(/^\//, '')}`);
}

/** POST of an `api/*` path with the page's cookies and the anti-forgery header, as the app sends it. */
export async function apiPost(page: Page, path: string, data: unknown): Promise<APIResponse> {
  const cookies = await page.context().cookies(baseUrl());
  const token = cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  return page.request.post(`${baseUrl()}/${path.replace(/^\//, '')}`, {
    data,
    headers: { 'x-xsrf-token': decodeURIComponent(token) },
  });
}

export interface StoredFeature {
  featureId: number;
  wkt: string;
}

/** The request's stored shapes as the server has them (GET api/Antrag/FeaturesByAntragId/{id}). */
export async function storedFeatures(page: Page, antragId: string): Promise<StoredFeature[]> {
  const res = await apiGet(page, `api/Antrag/FeaturesByAntragId/${antragId}`);
  if (res.status() !== 200) throw new Error(`FeaturesByAntragId antwortete ${res.status()}`);
  const body: unknown = await res.json();
  if (!Array.isArray(body)) throw new Error('FeaturesByAntragId: keine Liste');
  return body.filter(
    (f): f is StoredFeature => isRecord(f) && typeof f.featureId === 'number' && typeof f.wkt === 'string',
  );
}

/** Polls the stored shapes until `predicate` holds (the map saves asynchronously after a shape is finished). */
export async function waitForStoredFeatures(
  page: Page,
  antragId: string,
  predicate: (f: StoredFeature[]) => boolean,
  timeoutMs = 10_000,
): Promise<StoredFeature[]> {
  const deadline = Date.now() + timeoutMs;
  let last: StoredFeature[] = [];
  while (Date.now() < deadline) {
    last = await storedFeatures(page, antragId);
    if (predicate(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Gespeicherte Formen erfüllen die Bedingung nicht: ${JSON.stringify(last)}`);
}

// ------------------------------------------------------------------ the map

/** The map's drawing surface (maplibre's canvas inside the region labelled 'Karte'). */
export function mapCanvas(page: Page): Locator {
  return page.getByRole('application', { name: 'Karte' }).locator('canvas.maplibregl-canvas');
}

/** Waits until maplibre has drawn its canvas with a real size (the offline style needs no tiles). */
export async function waitForMap(page: Page): Promise<Locator> {
  const canvas = mapCanvas(page);
  await canvas.waitFor();
  await page.waitForFunction(() => {
    const c = document.querySelector<HTMLCanvasElement>('[role="application"] canvas.maplibregl-canvas');
    return !!c && c.width > 100 && c.height > 100;
  });
  return canvas;
}

/**
 * Chooses a drawing tool in the toolbar. The toolbar shows before the map has loaded; the tool is taken
 * only once the drawing layer is ready, so the choice is repeated until the tool shows as chosen.
 */
export async function chooseTool(
  page: Page,
  tool: 'Ansicht' | 'Fläche zeichnen' | 'Linie zeichnen' | 'Bearbeiten',
): Promise<void> {
  const radio = page.getByRole('radiogroup', { name: 'Werkzeug' }).getByRole('radio', { name: tool });
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    await page.getByRole('radiogroup', { name: 'Werkzeug' }).getByText(tool, { exact: true }).click();
    try {
      await page.waitForFunction((el) => (el as HTMLInputElement).checked, await radio.elementHandle(), {
        timeout: 1000,
      });
      return;
    } catch {
      // the map was not ready yet: choose again
    }
  }
  throw new Error(`Werkzeug „${tool}“ lässt sich nicht wählen`);
}

/**
 * Clicks the points (pixel offsets inside the canvas) one by one, then clicks the first point again, which
 * finishes a polygon (MapToolbar: "click ≥ 3 points, then click the FIRST point again").
 */
export async function drawPolygon(page: Page, points: ReadonlyArray<readonly [number, number]>): Promise<void> {
  const box = await mapCanvas(page).boundingBox();
  if (!box) throw new Error('Karte ohne Größe');
  const at = ([x, y]: readonly [number, number]) => [box.x + x, box.y + y] as const;
  for (const p of [...points, points[0] ?? [0, 0]]) {
    const [x, y] = at(p);
    await page.mouse.move(x, y, { steps: 4 });
    await page.mouse.down();
    await page.mouse.up();
  }
}

// ------------------------------------------------------------------ accessibility

/** Serious and critical axe findings (WCAG 2.1 A/AA), as in a11y.e2e.ts, readable in a failure. */
export async function seriousViolations(page: Page): Promise<string[]> {
  return seriousAxeFindings(
    page,
    (v) => `${v.impact ?? ''}: ${v.id} – ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}
