// Coordinates of a print job's extents (spec 001 §3 Print job: epsg_code) to WGS 84 longitude/latitude.
// ETRS89 and WGS 84 differ by well under a metre in Germany, which is far below what a print at 1:250 shows.

import type { TLonLat } from './druckbereich.js';

const WGS84 = { a: 6_378_137, f: 1 / 298.257_223_563 } as const;

/** EPSG:3857 (web mercator, spherical) metres → lon/lat. */
function vonWebMercator(x: number, y: number): TLonLat {
  const lng = (x / WGS84.a) * (180 / Math.PI);
  const lat = (2 * Math.atan(Math.exp(y / WGS84.a)) - Math.PI / 2) * (180 / Math.PI);
  return { lng, lat };
}

/**
 * UTM (ETRS89 / GRS80 ≈ WGS 84) easting/northing of `zone` (northern hemisphere) → lon/lat, by Krüger's series
 * (accurate to a few millimetres within the zone).
 */
export function vonUtm(easting: number, northing: number, zone: number): TLonLat {
  const { a, f } = WGS84;
  const n = f / (2 - f);
  const A = (a / (1 + n)) * (1 + n ** 2 / 4 + n ** 4 / 64);
  const beta = [
    (1 / 2) * n - (2 / 3) * n ** 2 + (37 / 96) * n ** 3,
    (1 / 48) * n ** 2 + (1 / 15) * n ** 3,
    (17 / 480) * n ** 3,
  ];
  const delta = [2 * n - (2 / 3) * n ** 2 - 2 * n ** 3, (7 / 3) * n ** 2 - (8 / 5) * n ** 3, (56 / 15) * n ** 3];
  const k0 = 0.9996;
  const xi = northing / (k0 * A);
  const eta = (easting - 500_000) / (k0 * A);
  let xiP = xi;
  let etaP = eta;
  for (let j = 1; j <= 3; j++) {
    const b = beta[j - 1] ?? 0;
    xiP -= b * Math.sin(2 * j * xi) * Math.cosh(2 * j * eta);
    etaP -= b * Math.cos(2 * j * xi) * Math.sinh(2 * j * eta);
  }
  const chi = Math.asin(Math.sin(xiP) / Math.cosh(etaP));
  let phi = chi;
  for (let j = 1; j <= 3; j++) phi += (delta[j - 1] ?? 0) * Math.sin(2 * j * chi);
  const lambda0 = ((zone * 6 - 183) * Math.PI) / 180;
  const lambda = lambda0 + Math.atan(Math.sinh(etaP) / Math.cos(xiP));
  return { lng: (lambda * 180) / Math.PI, lat: (phi * 180) / Math.PI };
}

/** A point of EPSG:4326 (lon, lat), 3857, 25832 (UTM 32N) or 25833 (UTM 33N) as lon/lat. */
export function zuLonLat(x: number, y: number, epsg: number): TLonLat {
  switch (epsg) {
    case 4326:
      return { lng: x, lat: y };
    case 3857:
      return vonWebMercator(x, y);
    case 25832:
      return vonUtm(x, y, 32);
    case 25833:
      return vonUtm(x, y, 33);
    default:
      throw new Error(`unsupported EPSG code ${epsg}`);
  }
}
