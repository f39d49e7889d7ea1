import type { LngLatBoundsLike, Map as MaplibreMap, StyleSpecification } from 'maplibre-gl';
import { MAP_DEFAULTS } from '@lap/contracts';
import { GERMANY_BBOX } from '@lap/domain';
import type { MapView } from './types.js';

export const BACKGROUND_COLOR = '#f2efe9';
export const BASE_TILES_SOURCE = 'lap-base-tiles';
export const BASE_TILES_LAYER = 'lap-base-tiles';

/** spec 000 §9: the map stays around Germany; the margin lets border areas sit mid-screen. */
const BOUNDS_MARGIN_DEG = { lon: 2, lat: 1 };
export const MAP_MAX_BOUNDS: LngLatBoundsLike = [
  [GERMANY_BBOX.minLon - BOUNDS_MARGIN_DEG.lon, GERMANY_BBOX.minLat - BOUNDS_MARGIN_DEG.lat],
  [GERMANY_BBOX.maxLon + BOUNDS_MARGIN_DEG.lon, GERMANY_BBOX.maxLat + BOUNDS_MARGIN_DEG.lat],
];

export const DEFAULT_VIEW: MapView = { lat: MAP_DEFAULTS.lat, lng: MAP_DEFAULTS.lng, zoom: MAP_DEFAULTS.zoom };

/** A usable view or null (NaN, out-of-range values from storage fall back to the default). */
export function sanitizeView(view: MapView | null | undefined): MapView | null {
  if (!view) return null;
  const { lat, lng, zoom } = view;
  if (![lat, lng, zoom].every(Number.isFinite)) return null;
  if (lat < -90 || lat > 90 || lng < -180 || lng > 180) return null;
  return { lat, lng, zoom: Math.min(Math.max(zoom, 0), MAP_DEFAULTS.maxZoom) };
}

/** Rounds a view for reporting: 6 decimals (~0.1 m) and zoom to 2 decimals. */
export function roundView(view: MapView): MapView {
  const r = (n: number, d: number): number => Math.round(n * 10 ** d) / 10 ** d;
  return { lat: r(view.lat, 6), lng: r(view.lng, 6), zoom: r(view.zoom, 2) };
}

export function rasterSource(tileUrl: string, attribution: string | undefined) {
  return {
    type: 'raster' as const,
    tiles: [tileUrl],
    tileSize: 256,
    maxzoom: 19,
    ...(attribution ? { attribution } : {}),
  };
}

/**
 * The base style: a plain light background that is ALWAYS there (so the map works offline, e.g. in the
 * e2e tests), plus the raster tiles when a tile URL is configured. No glyphs or sprites are needed.
 */
export function buildMapStyle(tileUrl: string | null, attribution?: string): StyleSpecification {
  return {
    version: 8,
    sources: tileUrl ? { [BASE_TILES_SOURCE]: rasterSource(tileUrl, attribution) } : {},
    layers: [
      { id: 'lap-background', type: 'background', paint: { 'background-color': BACKGROUND_COLOR } },
      ...(tileUrl ? [{ id: BASE_TILES_LAYER, type: 'raster' as const, source: BASE_TILES_SOURCE }] : []),
    ],
  };
}

/** Swaps the raster base layer at runtime (tileUrl changed); it sits right above the background. */
export function setBaseTiles(map: MaplibreMap, tileUrl: string | null, attribution?: string): void {
  if (map.getLayer(BASE_TILES_LAYER)) map.removeLayer(BASE_TILES_LAYER);
  if (map.getSource(BASE_TILES_SOURCE)) map.removeSource(BASE_TILES_SOURCE);
  if (!tileUrl) return;
  map.addSource(BASE_TILES_SOURCE, rasterSource(tileUrl, attribution));
  const above = map.getStyle().layers.find((l) => l.type !== 'background')?.id;
  map.addLayer({ id: BASE_TILES_LAYER, type: 'raster', source: BASE_TILES_SOURCE }, above);
}
