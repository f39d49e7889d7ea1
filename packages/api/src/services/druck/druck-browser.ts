import { EventEmitter } from 'node:events';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
/** The drawn area as GeoJSON (RFC 7946). */
export interface FeatureCollection {
  type: 'FeatureCollection';
  features: Array<{ type: 'Feature'; properties: Record<string, unknown>; geometry: unknown }>;
}
import { DRUCK_MSG, GRENZEN, GRENZEN_MSG } from '@lap/contracts';
import { AppError } from '../../errors.js';
import { CHROMIUM_WEBGL_FLAGS, launchChromium } from '../browser/chromium.js';

// The map print's renderer: maplibre in the server's Chromium (WebGL in software), the same library and the same
// layers as the web map, rendered at the print's scale and captured as a JPEG. One browser for the server, started
// on first use and closed after a minute without prints; at most `parallel` maps render at once, the rest wait.
// Waiting is fair per user (issue 42): a free slot goes to the waiting user with the fewest sheets rendering and, among
// those, the one served longest ago, so one user's many sheets cannot hold back another's single sheet; each user may
// start a bounded number of prints and sheets a minute (counted per server, as the queue is the server's).
// A render page lives in its own browser context whose only reachable origins are our fake one (maplibre's files)
// and the configured tile server: a print cannot make the server fetch anything else. Pages stay warm between
// prints (maplibre loaded, the previous map removed before the next); a page that failed is thrown away.

/** The origin the render page lives on (never resolved: every request to it is answered from memory). */
const ORIGIN = 'https://kartendruck.invalid';
const require = createRequire(import.meta.url);

/** The web map's colours of a drawn area (packages/ui shapes-controller: COLOR.shape). */
export const FLAECHE_FARBE = '#1c7ed6';
const HINTERGRUND = '#f2efe9';

export interface KartenAuftrag {
  /** Map frame in CSS pixels (at 96 dpi); the image has `pixelRatio` times as many. */
  widthPx: number;
  heightPx: number;
  pixelRatio: number;
  center: { lng: number; lat: number };
  zoom: number;
  /** maplibre's bearing (degrees counter-clockwise of the content = −rotation). */
  bearing: number;
  flaeche: FeatureCollection;
  /** Raster tiles ({z}/{x}/{y}); null = the plain background. */
  tileUrl: string | null;
}

export interface KartenRendererOptionen {
  chromiumPath: string | null | undefined;
  /** CHROMIUM_USER: whom the browser runs as when the server runs as root. */
  chromiumUser?: string | undefined;
  parallel?: number;
  idleMs?: number;
  /** Longest wait for tiles before the map is captured as it is. */
  tileTimeoutMs?: number;
  /** Sheets that may wait for a render slot (server-wide); more are refused with a German 503 — except for a user with nothing waiting or rendering. */
  maxWartend?: number;
  /** Per user and sliding minute (default GRENZEN.druckeProMinute / druckSeitenProMinute); more is a German 429. */
  druckeProMinute?: number;
  seitenProMinute?: number;
  /** Sheets of one user that may wait at once (default GRENZEN.druckSeitenWartendProNutzer); more is a German 429. */
  wartendProNutzer?: number;
}

const MINUTE_MS = 60_000;

/** One user's place in the render queue. */
interface NutzerStand {
  wartend: Array<() => void>;
  aktiv: number;
  /** Number of the last slot this user was given (0 = none yet): the fair order among equals. */
  zuletzt: number;
}

/** The renderer's events: `beginn` when a sheet of `nutzer` gets its render slot (in service order). */
interface KartenRendererEvents {
  beginn: [nutzer: string];
}

/** The maplibre style of a print: background, optional tiles, the drawn area as on the web map. */
export function druckStil(flaeche: FeatureCollection, tileUrl: string | null): Record<string, unknown> {
  return {
    version: 8,
    sources: {
      flaeche: { type: 'geojson', data: flaeche },
      ...(tileUrl ? { karte: { type: 'raster', tiles: [tileUrl], tileSize: 256, maxzoom: 19 } } : {}),
    },
    layers: [
      { id: 'hintergrund', type: 'background', paint: { 'background-color': HINTERGRUND } },
      ...(tileUrl ? [{ id: 'karte', type: 'raster', source: 'karte' }] : []),
      {
        id: 'flaeche-fill',
        type: 'fill',
        source: 'flaeche',
        filter: ['match', ['geometry-type'], ['Polygon', 'MultiPolygon'], true, false],
        paint: { 'fill-color': FLAECHE_FARBE, 'fill-opacity': 0.25 },
      },
      {
        id: 'flaeche-line',
        type: 'line',
        source: 'flaeche',
        layout: { 'line-join': 'round', 'line-cap': 'round' },
        paint: {
          'line-color': FLAECHE_FARBE,
          'line-width': ['match', ['geometry-type'], ['LineString', 'MultiLineString'], 4, 2],
        },
      },
      {
        id: 'flaeche-punkt',
        type: 'circle',
        source: 'flaeche',
        filter: ['==', ['geometry-type'], 'Point'],
        paint: { 'circle-color': FLAECHE_FARBE, 'circle-radius': 5 },
      },
    ],
  };
}

const PAGE = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Kartendruck</title>
<link rel="stylesheet" href="/maplibre-gl.css">
<style>html,body,#map{margin:0;padding:0;width:100%;height:100%;overflow:hidden;background:${HINTERGRUND}}</style></head>
<body><div id="map"></div><script type="module">import * as maplibregl from '/maplibre-gl.mjs'; window.maplibregl = maplibregl; window.kartenBereit = true;</script></body></html>`;

/**
 * Runs in the render page: creates the map and resolves once everything is drawn (or after `timeoutMs` with what
 * loaded). A string, so the server's bundler cannot rewrite it with helpers the page does not have.
 */
const RENDER_SCRIPT = `(p) => new Promise((resolve) => {
  if (window.karte) window.karte.remove();
  const map = new window.maplibregl.Map({
    container: 'map', style: p.style, center: [p.center.lng, p.center.lat], zoom: p.zoom, bearing: p.bearing,
    interactive: false, attributionControl: false, fadeDuration: 0, maxZoom: 24,
    canvasContextAttributes: { preserveDrawingBuffer: true, antialias: true },
  });
  window.karte = map;
  let done = false;
  const finish = (value) => { if (!done) { done = true; resolve(value); } };
  map.on('error', () => undefined);
  map.once('idle', () => finish(true));
  setTimeout(() => finish(map.loaded()), p.timeoutMs);
})`;

/** maplibre's files, read once. */
let dateien: Promise<Map<string, { body: Buffer; type: string }>> | undefined;
function maplibreDateien(): Promise<Map<string, { body: Buffer; type: string }>> {
  dateien ??= (async () => {
    const dist = dirname(require.resolve('maplibre-gl/dist/maplibre-gl.css'));
    const out = new Map<string, { body: Buffer; type: string }>();
    for (const name of ['maplibre-gl.mjs', 'maplibre-gl-worker.mjs', 'maplibre-gl-shared.mjs', 'maplibre-gl.css']) {
      out.set(`/${name}`, {
        body: await readFile(join(dist, name)),
        type: name.endsWith('.css') ? 'text/css' : 'text/javascript',
      });
    }
    out.set('/', { body: Buffer.from(PAGE, 'utf8'), type: 'text/html; charset=utf-8' });
    return out;
  })().catch((error: unknown) => {
    dateien = undefined;
    throw error;
  });
  return dateien;
}

const originOf = (url: string | null): string | null => {
  if (!url) return null;
  try {
    return new URL(url.replace(/\{[a-z]\}/g, '0')).origin;
  } catch {
    return null;
  }
};

interface Arbeitsplatz {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  pixelRatio: number;
  /** The tile server the current render may reach (null: none). */
  tileOrigin: string | null;
}

export class KartenRenderer extends EventEmitter<KartenRendererEvents> {
  private browser: Promise<Browser> | null = null;
  private idleTimer: NodeJS.Timeout | undefined;
  private aktiv = 0;
  private wartendGesamt = 0;
  private zuteilungen = 0;
  /** Users with sheets waiting or rendering (Map order has no meaning: `naechster` picks). */
  private readonly nutzer = new Map<string, NutzerStand>();
  /** Prints started per user within the last minute (pruned on each admission). */
  private readonly verlauf = new Map<string, Array<{ at: number; seiten: number }>>();
  private closed = false;
  /** Warm render pages, at most `parallel` (they go with the browser). */
  private frei: Arbeitsplatz[] = [];
  readonly parallel: number;
  readonly idleMs: number;
  readonly tileTimeoutMs: number;
  readonly maxWartend: number;
  readonly druckeProMinute: number;
  readonly seitenProMinute: number;
  readonly wartendProNutzer: number;

  constructor(private readonly opts: KartenRendererOptionen) {
    super();
    this.parallel = opts.parallel ?? 2;
    this.maxWartend = opts.maxWartend ?? 60;
    this.idleMs = opts.idleMs ?? 60_000;
    this.tileTimeoutMs = opts.tileTimeoutMs ?? 20_000;
    this.druckeProMinute = opts.druckeProMinute ?? GRENZEN.druckeProMinute;
    this.seitenProMinute = opts.seitenProMinute ?? GRENZEN.druckSeitenProMinute;
    this.wartendProNutzer = opts.wartendProNutzer ?? GRENZEN.druckSeitenWartendProNutzer;
  }

  /** Whether a print browser is running (tests, health). */
  get laeuft(): boolean {
    return this.browser !== null;
  }

  /** Sheets of `nutzer` waiting for a render slot. */
  wartendVon(nutzer: string): number {
    return this.nutzer.get(nutzer)?.wartend.length ?? 0;
  }

  /**
   * Admits a print of `seiten` sheets of `nutzer` or refuses it whole, before anything is queued or counted: over the
   * minute's prints or sheets, or over the user's waiting sheets → 429; the server's queue full → 503, unless the user
   * has nothing waiting or rendering (one user's flood must not lock out the others).
   */
  private zulassen(nutzer: string, seiten: number, now: number): void {
    const verlauf = (this.verlauf.get(nutzer) ?? []).filter((e) => now - e.at < MINUTE_MS);
    let drucke = verlauf.length + 1;
    let summe = verlauf.reduce((n, e) => n + e.seiten, seiten);
    if (drucke > this.druckeProMinute || summe > this.seitenProMinute) {
      // the wait until enough of the window's prints have dropped out (oldest first)
      let warteMs = MINUTE_MS;
      for (const e of verlauf) {
        drucke--;
        summe -= e.seiten;
        warteMs = e.at + MINUTE_MS - now;
        if (drucke <= this.druckeProMinute && summe <= this.seitenProMinute) break;
      }
      throw new AppError(
        'TOO_MANY_REQUESTS',
        GRENZEN_MSG.druckeProMinute(Math.max(1, Math.ceil(warteMs / 1000)), this.druckeProMinute, this.seitenProMinute),
      );
    }
    const stand = this.nutzer.get(nutzer);
    const wartend = stand?.wartend.length ?? 0;
    const sofort = this.wartendGesamt === 0 ? Math.max(0, this.parallel - this.aktiv) : 0;
    const mussWarten = Math.max(0, seiten - sofort);
    if (wartend + mussWarten > this.wartendProNutzer)
      throw new AppError('TOO_MANY_REQUESTS', GRENZEN_MSG.druckWartend(this.wartendProNutzer));
    const beschaeftigt = wartend + (stand?.aktiv ?? 0) > 0;
    // a bounded queue: a flood of prints is refused instead of making every later print wait for minutes
    if (beschaeftigt && this.wartendGesamt + mussWarten > this.maxWartend)
      throw new AppError('SERVICE_UNAVAILABLE', DRUCK_MSG.ausgelastet);
    verlauf.push({ at: now, seiten });
    this.verlauf.set(nutzer, verlauf);
    for (const [key, eintraege] of this.verlauf)
      if (eintraege.every((e) => now - e.at >= MINUTE_MS)) this.verlauf.delete(key);
  }

  /** A render slot for one sheet of `nutzer`: at once when one is free and nobody waits, else in the fair queue. */
  private slot(nutzer: string): Promise<void> {
    let stand = this.nutzer.get(nutzer);
    if (!stand) {
      stand = { wartend: [], aktiv: 0, zuletzt: 0 };
      this.nutzer.set(nutzer, stand);
    }
    if (this.aktiv < this.parallel && this.wartendGesamt === 0) {
      this.zuteilen(nutzer, stand);
      return Promise.resolve();
    }
    const wartet = stand;
    this.wartendGesamt++;
    return new Promise<void>((resolve) => wartet.wartend.push(resolve));
  }

  private zuteilen(nutzer: string, stand: NutzerStand): void {
    stand.aktiv++;
    this.aktiv++;
    stand.zuletzt = ++this.zuteilungen;
    this.emit('beginn', nutzer);
  }

  /** Gives free slots to waiting sheets: fewest sheets rendering first, then the user served longest ago. */
  private naechster(): void {
    while (this.aktiv < this.parallel && this.wartendGesamt > 0) {
      let best: [string, NutzerStand] | undefined;
      for (const entry of this.nutzer) {
        const s = entry[1];
        if (s.wartend.length === 0) continue;
        if (!best || s.aktiv < best[1].aktiv || (s.aktiv === best[1].aktiv && s.zuletzt < best[1].zuletzt))
          best = entry;
      }
      if (!best) return;
      const [nutzer, stand] = best;
      const resolve = stand.wartend.shift();
      this.wartendGesamt--;
      this.zuteilen(nutzer, stand);
      resolve?.();
    }
  }

  private release(nutzer: string): void {
    const stand = this.nutzer.get(nutzer);
    if (stand) stand.aktiv--;
    this.aktiv--;
    this.naechster();
    if (stand && stand.aktiv === 0 && stand.wartend.length === 0) this.nutzer.delete(nutzer);
    if (this.aktiv === 0) this.armIdle();
  }

  private armIdle(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => void this.stopBrowser(), this.idleMs);
    this.idleTimer.unref();
  }

  private getBrowser(): Promise<Browser> {
    if (this.closed) return Promise.reject(new AppError('SERVICE_UNAVAILABLE', DRUCK_MSG.nichtVerfuegbar));
    clearTimeout(this.idleTimer);
    if (!this.browser) {
      const started = launchChromium({
        executablePath: this.opts.chromiumPath,
        user: this.opts.chromiumUser,
        unavailableMessage: DRUCK_MSG.nichtVerfuegbar,
        extraArgs: CHROMIUM_WEBGL_FLAGS,
      });
      this.browser = started;
      started.then(
        (b) =>
          b.on('disconnected', () => {
            if (this.browser === started) this.browser = null;
          }),
        () => {
          if (this.browser === started) this.browser = null;
        },
      );
    }
    return this.browser;
  }

  private async stopBrowser(): Promise<void> {
    const b = this.browser;
    this.browser = null;
    this.frei = [];
    if (b) await (await b.catch(() => null))?.close().catch(() => undefined);
  }

  /** A render page with maplibre loaded, in its own context (cookies, cache) whose requests only reach our origin and the tiles. */
  private async neuerPlatz(browser: Browser, pixelRatio: number): Promise<Arbeitsplatz> {
    const files = await maplibreDateien();
    const context = await browser.newContext({
      viewport: { width: 800, height: 600 },
      deviceScaleFactor: pixelRatio,
      javaScriptEnabled: true,
      serviceWorkers: 'block',
    });
    const platz: Arbeitsplatz = { browser, context, page: null as unknown as Page, pixelRatio, tileOrigin: null };
    try {
      await context.route('**/*', async (route: Route) => {
        const url = new URL(route.request().url());
        if (url.origin === ORIGIN) {
          const file = files.get(url.pathname);
          return file
            ? route.fulfill({ status: 200, body: file.body, contentType: file.type })
            : route.fulfill({ status: 404, body: '' });
        }
        if (platz.tileOrigin && url.origin === platz.tileOrigin) return route.continue();
        return route.abort('blockedbyclient');
      });
      platz.page = await context.newPage();
      await platz.page.goto(`${ORIGIN}/`, { waitUntil: 'load' });
      await platz.page.waitForFunction(
        () => (globalThis as unknown as { kartenBereit?: boolean }).kartenBereit === true,
        undefined,
        { timeout: 15_000 },
      );
      return platz;
    } catch (error) {
      await context.close().catch(() => undefined);
      throw error;
    }
  }

  /**
   * Renders the sheets of one print of `nutzer` (admitted whole or refused before anything is queued); answers the
   * JPEGs in order. When one sheet fails, the print's sheets still waiting are dropped.
   */
  async renderSeiten(nutzer: string, auftraege: readonly KartenAuftrag[]): Promise<Buffer[]> {
    this.zulassen(nutzer, auftraege.length, Date.now());
    const druck = { abgebrochen: false };
    // all slots are asked for in this tick, so the print's sheets queue together
    const slots = auftraege.map(() => this.slot(nutzer));
    return Promise.all(
      auftraege.map(async (auftrag, i) => {
        await slots[i];
        try {
          if (druck.abgebrochen) throw new Error('print cancelled');
          return await this.renderInSlot(auftrag);
        } catch (error) {
          druck.abgebrochen = true;
          throw error;
        } finally {
          this.release(nutzer);
        }
      }),
    );
  }

  /** Renders one map (one print of one sheet of `nutzer`); answers the JPEG. */
  async render(auftrag: KartenAuftrag, nutzer = ''): Promise<Buffer> {
    const [jpeg] = await this.renderSeiten(nutzer, [auftrag]);
    if (!jpeg) throw new Error('no sheet rendered');
    return jpeg;
  }

  /** A warm page is reused (maplibre stays loaded); a failed one is thrown away. */
  private async renderInSlot(auftrag: KartenAuftrag): Promise<Buffer> {
    const browser = await this.getBrowser();
    let platz = this.frei.pop();
    if (platz && (platz.browser !== browser || platz.pixelRatio !== auftrag.pixelRatio)) {
      await platz.context.close().catch(() => undefined);
      platz = undefined;
    }
    platz ??= await this.neuerPlatz(browser, auftrag.pixelRatio);
    try {
      platz.tileOrigin = originOf(auftrag.tileUrl);
      await platz.page.setViewportSize({ width: auftrag.widthPx, height: auftrag.heightPx });
      const params = {
        style: druckStil(auftrag.flaeche, auftrag.tileUrl),
        center: auftrag.center,
        zoom: auftrag.zoom,
        bearing: auftrag.bearing,
        timeoutMs: this.tileTimeoutMs,
      };
      const ok = await platz.page.evaluate<boolean>(`(${RENDER_SCRIPT})(${JSON.stringify(params)})`);
      if (!ok) throw new Error('map did not load');
      const jpeg = await platz.page.screenshot({ type: 'jpeg', quality: 90, fullPage: false, animations: 'disabled' });
      this.frei.push(platz);
      return jpeg;
    } catch (error) {
      await platz.context.close().catch(() => undefined);
      throw error;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.idleTimer);
    await this.stopBrowser();
  }
}
