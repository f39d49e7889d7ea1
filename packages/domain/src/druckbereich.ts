// Print areas (issue 17, spec 001 §2 'Map print'): the ground a sheet covers at a scale, as a lon/lat box around a
// centre. Shared by the web map (the rectangles the user places) and the server (what it renders), so both agree.

export interface TLonLat {
  lng: number;
  lat: number;
}

/** [west, south, east, north] in EPSG:4326. */
export type TBBox = [number, number, number, number];

/** Ground size in metres of a map frame of `mm` millimetres at 1:`scale`. */
export function bodenMeter(mm: number, scale: number): number {
  return (mm * scale) / 1000;
}

/** Metres per degree of latitude and of longitude at a latitude on the WGS 84 ellipsoid (series, < 1 cm per degree). */
export function meterProGrad(lat: number): { lat: number; lng: number } {
  const phi = (lat * Math.PI) / 180;
  return {
    lat: 111_132.92 - 559.82 * Math.cos(2 * phi) + 1.175 * Math.cos(4 * phi) - 0.0023 * Math.cos(6 * phi),
    lng: 111_412.84 * Math.cos(phi) - 93.5 * Math.cos(3 * phi) + 0.118 * Math.cos(5 * phi),
  };
}

/** The lon/lat box of `widthM` × `heightM` metres of ground centred on `center` (unrotated). */
export function bboxUm(center: TLonLat, widthM: number, heightM: number): TBBox {
  const m = meterProGrad(center.lat);
  const dLng = widthM / 2 / m.lng;
  const dLat = heightM / 2 / m.lat;
  return [center.lng - dLng, center.lat - dLat, center.lng + dLng, center.lat + dLat];
}

/** The sheet's print area: the map frame (mm) at 1:`scale` around `center`. */
export function druckbereich(center: TLonLat, mapFrameMm: { width: number; height: number }, scale: number): TBBox {
  return bboxUm(center, bodenMeter(mapFrameMm.width, scale), bodenMeter(mapFrameMm.height, scale));
}

export function bboxMitte(bbox: TBBox): TLonLat {
  return { lng: (bbox[0] + bbox[2]) / 2, lat: (bbox[1] + bbox[3]) / 2 };
}

/**
 * The fractional web-mercator zoom (maplibre, 512 px tiles) at which one CSS pixel covers `metersPerPixel` metres of
 * ground at `lat`. At 96 dpi and 1:`scale` that is scale × 0.0254 / 96 m per pixel.
 */
export function zoomFuerMeterProPixel(metersPerPixel: number, lat: number): number {
  const EARTH_CIRCUMFERENCE = 40_075_016.686;
  return Math.log2((EARTH_CIRCUMFERENCE * Math.cos((lat * Math.PI) / 180)) / (512 * metersPerPixel));
}

/** Metres per pixel of a print at 1:`scale` and `dpi`. */
export function meterProPixel(scale: number, dpi: number): number {
  return (scale * 0.0254) / dpi;
}

/**
 * The zoom at which the map shows 1:`scale` at `dpi` CSS pixels per inch around `lat`: maplibre spans 360° of
 * longitude over 512 × 2^zoom pixels, and a degree of longitude is `meterProGrad(lat).lng` metres of ground on the
 * ellipsoid, so east–west distances at the centre are true to scale (north–south differ by < 0.3 % in Germany).
 */
export function druckZoom(scale: number, lat: number, dpi: number): number {
  return Math.log2((360 * meterProGrad(lat).lng) / (512 * meterProPixel(scale, dpi)));
}

/** The scale bar of a sheet: `meter` of ground drawn as `mm` of paper in `segmente` alternating parts. */
export interface TMassstabsleiste {
  meter: number;
  mm: number;
  segmente: number;
}

/** A round length (1, 2, 2.5, 4, 5 × 10^n m) whose bar is 30–60 mm long at 1:`scale`. */
export function massstabsleiste(scale: number): TMassstabsleiste {
  const ziel = (40 * scale) / 1000;
  const p = 10 ** Math.floor(Math.log10(ziel));
  const meter = [1, 2, 2.5, 4, 5, 10]
    .map((k) => k * p)
    .reduce((best, m) => (Math.abs(m - ziel) < Math.abs(best - ziel) ? m : best));
  return { meter, mm: (meter * 1000) / scale, segmente: 4 };
}
