import { describe, expect, it } from 'vitest';
import { druckZoom, massstabsleiste, meterProGrad } from './druckbereich.js';
import { vonUtm, zuLonLat } from './projektion.js';

describe('print coordinates', () => {
  it('turns UTM 32N/33N and web mercator into lon/lat', () => {
    // on the central meridian (15° E in zone 33) the longitude is exact; 1,000 m of grid are 1,000 / 0.9996 m of ground
    const a = vonUtm(500_000, 5_800_000, 33);
    const b = vonUtm(501_000, 5_800_000, 33);
    const c = vonUtm(500_000, 5_801_000, 33);
    expect(a.lng).toBeCloseTo(15, 9);
    expect(a.lat).toBeGreaterThan(52.3);
    expect(a.lat).toBeLessThan(52.4);
    const m = meterProGrad(a.lat);
    expect((b.lng - a.lng) * m.lng).toBeCloseTo(1000 / 0.9996, 1);
    expect((c.lat - a.lat) * m.lat).toBeCloseTo(1000 / 0.9996, 1);
    expect(zuLonLat(500_000, 0, 25832)).toEqual({ lng: 9, lat: 0 });
    // web mercator: y = R ln tan(45° + φ/2)
    const R = 6_378_137;
    const y = R * Math.log(Math.tan(Math.PI / 4 + (52.52 * Math.PI) / 360));
    const wm = zuLonLat((13.3777 * Math.PI * R) / 180, y, 3857);
    expect(wm.lng).toBeCloseTo(13.3777, 9);
    expect(wm.lat).toBeCloseTo(52.52, 9);
    expect(zuLonLat(13.2, 51.3, 4326)).toEqual({ lng: 13.2, lat: 51.3 });
  });

  it('picks a zoom where one CSS pixel at 96 dpi covers scale × 0.0254 / 96 m of ground east–west', () => {
    const lat = 51.3;
    const zoom = druckZoom(500, lat, 96);
    const metresPerPixel = (360 * meterProGrad(lat).lng) / (512 * 2 ** zoom);
    expect(metresPerPixel).toBeCloseTo((500 * 0.0254) / 96, 9);
  });

  it('draws a round scale bar of 30–60 mm', () => {
    expect(massstabsleiste(500)).toEqual({ meter: 20, mm: 40, segmente: 4 });
    expect(massstabsleiste(2500)).toEqual({ meter: 100, mm: 40, segmente: 4 });
    for (const scale of [250, 500, 1000, 2500, 5000, 10000]) {
      const bar = massstabsleiste(scale);
      expect(bar.mm).toBeGreaterThanOrEqual(30);
      expect(bar.mm).toBeLessThanOrEqual(60);
    }
  });
});
