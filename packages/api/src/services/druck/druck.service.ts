import {
  DRUCK_DPI,
  DRUCK_LAYOUT,
  DRUCK_MASSSTAEBE,
  DRUCK_MSG,
  DRUCK_VORLAGEN,
  type TDruckErgebnis,
  type TDruckJob,
  type TDruckMassstab,
  type TDruckVorlage,
} from '@lap/contracts';
import { druckZoom, GERMANY_BBOX, germanToday, wktToGeometry, zuLonLat } from '@lap/domain';
import { MapFeature, type IAntrag } from '@lap/db';
import type { KartenSeite } from '@lap/documents';
import type { AuthedContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { antragFor } from '../antrag/antrag-access.js';
import { kartePdf } from '../documents/documents.service.js';
import type { FileDownload } from '../export/export.service.js';
import { storeBytes, StoredFileMissing, type FileStorage } from '../files/storage.js';
import type { FeatureCollection, KartenAuftrag } from './druck-browser.js';

// Map print (issue 17, spec 001 'Map print' and §7 Print). Each job is one sheet: the map frame of its template at its
// scale, centred on the middle of its extents, rendered by maplibre in the server's Chromium (KartenRenderer) and
// composed with the title block, scale bar and north arrow into one PDF (in a documents worker thread). The PDF is
// kept under kartendruck/{antragId}/ for a day and fetched with DownloadDatei/{projectId}/{fileName}.

/** Print files live this long (the worker removes older ones). */
export const DRUCK_AUFBEWAHRUNG_MS = 24 * 60 * 60 * 1000;
/** Rendering resolution: the scale is set at 96 dpi CSS pixels (spec 001 §9); the image has twice as many pixels. */
export const DRUCK_PIXEL_RATIO = 2;
export const DRUCK_ORDNER = 'kartendruck';
const PORTAL = 'Leitungsauskunftportal';
const DATEI = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.pdf$/;

export function massstaebe(): TDruckMassstab[] {
  return DRUCK_MASSSTAEBE.map((scale) => ({ name: `1:${scale.toLocaleString('de-DE')}`, scale }));
}

export function vorlagen(): TDruckVorlage[] {
  return DRUCK_VORLAGEN.map((v) => ({ ...v, paper: { ...v.paper }, ComposerMap: { ...v.ComposerMap } }));
}

/** The drawn area of an Antrag as GeoJSON (unreadable features left out). */
async function flaecheVon(ctx: AuthedContext, antrag: IAntrag): Promise<FeatureCollection> {
  const features = await ctx.em.find(
    MapFeature,
    { antrag: antrag.id },
    { orderBy: { id: 'asc' }, fields: ['id', 'wkt'] },
  );
  const out: FeatureCollection['features'] = [];
  for (const f of features) {
    const geometry = wktToGeometry(f.wkt);
    if (geometry) out.push({ type: 'Feature', properties: {}, geometry });
  }
  return { type: 'FeatureCollection', features: out };
}

export function ortVon(antrag: Pick<IAntrag, 'strasse' | 'hausnummer' | 'plz' | 'ort'>): string {
  const strasse = [antrag.strasse, antrag.hausnummer]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(' ');
  const ort = [antrag.plz, antrag.ort]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(' ');
  return [strasse, ort].filter(Boolean).join(', ');
}

const datumDe = (isoDay: string): string => isoDay.split('-').reverse().join('.');

/** The map frame of a template in CSS pixels at 96 dpi, and the paper size that many pixels cover. */
export function rahmenPixel(vorlage: TDruckVorlage): {
  widthPx: number;
  heightPx: number;
  widthMm: number;
  heightMm: number;
} {
  const px = (mmValue: number): number => Math.round((mmValue / 25.4) * DRUCK_DPI);
  const widthPx = px(vorlage.ComposerMap.width);
  const heightPx = px(vorlage.ComposerMap.height);
  return { widthPx, heightPx, widthMm: (widthPx * 25.4) / DRUCK_DPI, heightMm: (heightPx * 25.4) / DRUCK_DPI };
}

/** POST api/Print/PrintMap: one PDF with one sheet per job (all of one Antrag the caller may read). */
export async function drucken(ctx: AuthedContext, jobs: TDruckJob[]): Promise<TDruckErgebnis> {
  const renderer = ctx.deps.kartendruck;
  if (!renderer) throw new AppError('SERVICE_UNAVAILABLE', DRUCK_MSG.nichtVerfuegbar);
  const first = jobs[0];
  if (!first) throw new AppError('BAD_REQUEST', DRUCK_MSG.keinBereich);
  const antrag = await antragFor(ctx, first.id_projekt, 'read');
  const flaeche = await flaecheVon(ctx, antrag);
  const tileUrl = ctx.deps.karte.tileUrl;
  const datum = datumDe(germanToday());

  // every job is checked before any renders
  const plan = jobs.map((job) => {
    const vorlage = DRUCK_VORLAGEN.find((v) => v.name === job.template);
    if (!vorlage) throw new AppError('BAD_REQUEST', DRUCK_MSG.vorlage);
    const [xmin, ymin, xmax, ymax] = job.extents;
    const center = zuLonLat((xmin + xmax) / 2, (ymin + ymax) / 2, job.epsg_code);
    if (!(
      center.lat > GERMANY_BBOX.minLat - 0.5 &&
      center.lat < GERMANY_BBOX.maxLat + 0.5 &&
      center.lng > GERMANY_BBOX.minLon - 0.5 &&
      center.lng < GERMANY_BBOX.maxLon + 0.5
    )) {
      throw new AppError('BAD_REQUEST', DRUCK_MSG.ausserhalb);
    }
    return { job, vorlage, center };
  });
  // the sheets render side by side (the renderer's slots, fair between users); the PDF keeps the jobs' order
  const bilder = plan.map(({ job, vorlage, center }) => {
    const mitKarte = Boolean(tileUrl) && job.map_layer !== 'ohne';
    const rahmen = rahmenPixel(vorlage);
    const auftrag: KartenAuftrag = {
      widthPx: rahmen.widthPx,
      heightPx: rahmen.heightPx,
      pixelRatio: DRUCK_PIXEL_RATIO,
      center,
      zoom: druckZoom(job.scale, center.lat, DRUCK_DPI),
      bearing: -job.rotation,
      flaeche,
      tileUrl: mitKarte ? tileUrl : null,
    };
    return { job, vorlage, rahmen, mitKarte, auftrag };
  });
  let jpegs: Buffer[];
  try {
    jpegs = await renderer.renderSeiten(
      ctx.session.user.userId,
      bilder.map((b) => b.auftrag),
    );
  } catch (error) {
    if (error instanceof AppError) throw error;
    const failed = new AppError('SERVICE_UNAVAILABLE', DRUCK_MSG.fehler);
    failed.cause = error;
    throw failed;
  }
  const seiten: KartenSeite[] = bilder.map(({ job, vorlage, rahmen, mitKarte }, i) => ({
    vorlage,
    layout: DRUCK_LAYOUT,
    scale: job.scale,
    bild: { jpeg: jpegs[i] ?? Buffer.alloc(0), widthMm: rahmen.widthMm, heightMm: rahmen.heightMm },
    vorgangsnummer: antrag.vorgangsnummer,
    ort: ortVon(antrag),
    datum,
    rotation: job.rotation,
    attribution: mitKarte
      ? ctx.deps.karte.tileAttribution
      : 'ohne Hintergrundkarte (nur die gezeichnete Anfragefläche)',
  }));

  const pdf = await kartePdf({ seiten, portal: PORTAL });
  const { key } = await storeBytes(ctx.deps.storage, `${DRUCK_ORDNER}/${antrag.id}`, '.pdf', pdf);
  const fileName = key.split('/').at(-1) ?? '';
  return { data: { fileName, projectId: antrag.id, seiten: seiten.length } };
}

/** GET api/Print/DownloadDatei/{projectId}/{fileName}: saved as Kartendruck_{Vorgangsnummer}.pdf. */
export async function openDruckDatei(ctx: AuthedContext, projectId: string, fileName: string): Promise<FileDownload> {
  const antrag = await antragFor(ctx, projectId, 'read');
  if (!DATEI.test(fileName)) throw new AppError('NOT_FOUND', DRUCK_MSG.dateiNichtGefunden);
  const storage = ctx.deps.storage;
  const key = `${DRUCK_ORDNER}/${antrag.id}/${fileName}`;
  const size = await storage.size(key).catch((error: unknown) => {
    if (error instanceof StoredFileMissing) throw new AppError('NOT_FOUND', DRUCK_MSG.dateiNichtGefunden);
    throw error;
  });
  return {
    fileName: `Kartendruck_${antrag.vorgangsnummer}.pdf`,
    contentType: 'application/pdf',
    size,
    open: (range) => storage.read(key, range),
  };
}

/** Removes print files older than a day (the worker's hourly housekeeping); answers how many went. */
export async function removeOldDruckDateien(storage: FileStorage, now = Date.now()): Promise<number> {
  let removed = 0;
  for await (const file of storage.list(DRUCK_ORDNER)) {
    if (now - file.modifiedAt.getTime() <= DRUCK_AUFBEWAHRUNG_MS) continue;
    await storage.remove(file.key);
    removed++;
  }
  return removed;
}
