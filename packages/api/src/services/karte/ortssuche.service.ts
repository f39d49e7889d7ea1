import { ORTSUCHE, ORTSUCHE_MSG, MAP_DEFAULTS, type TClientConfig, type TGeoSearchResult } from '@lap/contracts';
import { GERMANY_BBOX } from '@lap/domain';
import { gemeinden, type Em } from '@lap/db';
import type { AppDeps, AuthedContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { antragFor } from '../antrag/antrag-access.js';

/** Map services of the deployment (environment), handed to the API layer by the server. */
export interface KarteConfig {
  tileUrl: string | null;
  tileAttribution: string;
  /** Nominatim-compatible search endpoint (…/search); null: only the local municipality list answers. */
  geocoderUrl: string | null;
  altprojekteUrl: string;
  /** Sent to the geocoder as User-Agent (Nominatim's usage policy asks for an identifying one). */
  userAgent: string;
}

export function clientConfig(deps: AppDeps): TClientConfig {
  const k = deps.karte;
  return { tileUrl: k.tileUrl, tileAttribution: k.tileAttribution, ortssuche: true, altprojekteUrl: k.altprojekteUrl };
}

const insideGermany = (lat: number, lng: number): boolean =>
  lat >= GERMANY_BBOX.minLat && lat <= GERMANY_BBOX.maxLat && lng >= GERMANY_BBOX.minLon && lng <= GERMANY_BBOX.maxLon;

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

/** spec 000 §7: GET with the query text, country de, format json, limit 5; results outside Germany dropped. */
async function askGeocoder(k: KarteConfig & { geocoderUrl: string }, q: string): Promise<TGeoSearchResult[]> {
  const url = new URL(k.geocoderUrl);
  url.searchParams.set('q', q);
  url.searchParams.set('countrycodes', ORTSUCHE.countrycodes);
  url.searchParams.set('format', 'json');
  url.searchParams.set('limit', String(ORTSUCHE.limit));
  const res = await fetch(url, {
    headers: { accept: 'application/json', 'accept-language': 'de', 'user-agent': k.userAgent },
    signal: AbortSignal.timeout(ORTSUCHE.timeoutMs),
  });
  if (!res.ok) throw new Error(`geocoder answered ${res.status}`);
  const body: unknown = await res.json();
  if (!Array.isArray(body)) throw new Error('geocoder answered no list');
  const out: TGeoSearchResult[] = [];
  for (const item of body) {
    if (!isRecord(item)) continue;
    const lat = Number(item.lat);
    const lng = Number(item.lon);
    const label = typeof item.display_name === 'string' ? item.display_name : '';
    if (Number.isFinite(lat) && Number.isFinite(lng) && label && insideGermany(lat, lng)) out.push({ label, lat, lng });
  }
  return out.slice(0, ORTSUCHE.limit);
}

async function askMunicipalities(em: Em, q: string): Promise<TGeoSearchResult[]> {
  const places = await gemeinden.searchGemeindenByName(em, q, ORTSUCHE.limit);
  return places.map((p) => ({ label: p.name, lat: p.lat, lng: p.lng }));
}

/**
 * Place search. The configured geocoder answers first; when none is configured or it fails (offline,
 * timeout, error status), the municipality list of our own database answers, so the search degrades instead
 * of breaking. An empty list is a valid answer ('Kein Ergebnisse gefunden' in the client).
 */
export async function searchPlaces(em: Em, deps: AppDeps, q: string): Promise<TGeoSearchResult[]> {
  const k = deps.karte;
  if (k.geocoderUrl) {
    try {
      return await askGeocoder({ ...k, geocoderUrl: k.geocoderUrl }, q);
    } catch {
      // falls through to the local list; the failure itself is not the user's concern
    }
  }
  try {
    return await askMunicipalities(em, q);
  } catch {
    throw new AppError('SERVICE_UNAVAILABLE', ORTSUCHE_MSG.nichtErreichbar);
  }
}

/**
 * AntragOrtSucheById: where to centre a request's map before anything is drawn: the address
 * (street, number, postcode, place), else the place alone, else null (the client stays at the default).
 */
export async function ortSucheForAntrag(ctx: AuthedContext, antragId: string) {
  const antrag = await antragFor(ctx, antragId, 'read');
  const queries = [
    `${antrag.strasse} ${antrag.hausnummer}, ${antrag.plz} ${antrag.ort}`,
    `${antrag.plz} ${antrag.ort}`,
    antrag.ort,
  ]
    .map((q) => q.trim())
    .filter((q) => q.replace(/[ ,]/g, '').length >= 2);
  for (const q of queries) {
    const [hit] = await searchPlaces(ctx.em, ctx.deps, q);
    if (hit) return { ...hit, zoom: MAP_DEFAULTS.searchZoom };
  }
  return null;
}
