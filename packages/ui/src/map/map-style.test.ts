import { describe, expect, it } from 'vitest';
import { buildMapStyle, DEFAULT_VIEW, MAP_MAX_BOUNDS, roundView, sanitizeView } from './map-style.js';

describe('buildMapStyle', () => {
  it('always has the offline background layer', () => {
    const style = buildMapStyle(null);
    expect(style.sources).toEqual({});
    expect(style.layers.map((l) => l.type)).toEqual(['background']);
  });

  it('adds 256 px raster tiles with attribution when a tile URL is set', () => {
    const style = buildMapStyle('https://tile.openstreetmap.org/{z}/{x}/{y}.png', '© OpenStreetMap');
    expect(style.layers.map((l) => l.type)).toEqual(['background', 'raster']);
    expect(Object.values(style.sources)).toEqual([
      {
        type: 'raster',
        tiles: ['https://tile.openstreetmap.org/{z}/{x}/{y}.png'],
        tileSize: 256,
        maxzoom: 19,
        attribution: '© OpenStreetMap',
      },
    ]);
  });
});

describe('views', () => {
  it('defaults to Riesa at zoom 15 (MAP_DEFAULTS)', () => {
    expect(DEFAULT_VIEW).toEqual({ lat: 51.2986, lng: 13.2856, zoom: 15 });
  });

  it('keeps Germany with a margin inside the max bounds', () => {
    expect(MAP_MAX_BOUNDS).toEqual([
      [3.7, 46],
      [17.5, 56.2],
    ]);
  });

  it('sanitizes stored views', () => {
    expect(sanitizeView(null)).toBeNull();
    expect(sanitizeView({ lat: Number.NaN, lng: 13, zoom: 15 })).toBeNull();
    expect(sanitizeView({ lat: 95, lng: 13, zoom: 15 })).toBeNull();
    expect(sanitizeView({ lat: 51, lng: 13, zoom: 30 })).toEqual({ lat: 51, lng: 13, zoom: 23 });
  });

  it('rounds reported views', () => {
    expect(roundView({ lat: 51.29861234567, lng: 13.28569999999, zoom: 15.123456 })).toEqual({
      lat: 51.298612,
      lng: 13.2857,
      zoom: 15.12,
    });
  });
});
