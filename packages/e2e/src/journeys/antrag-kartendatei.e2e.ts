import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRENZEN } from '@lap/contracts';
import { ApiSession } from '../support/api.js';
import {
  antragInput,
  apiGet,
  createDraft,
  dropFiles,
  chooseTool,
  mapCanvas,
  squareWkt,
  storedFeatures,
  waitForMap,
  waitForStoredFeatures,
  type TestFile,
} from '../support/antrag.js';
import { appUrl, launchBrowser, screenshot, watchErrors } from '../support/browser.js';
import { signedInContext } from '../support/login.js';

const KUNDE = { vorname: 'Klara', name: 'Kunde', email: 'kunde@example.org' };

/** A KML file as planning tools export it: one polygon (a small field in Riesa) and one point that is ignored. */
const KML = `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2"><Document>
  <Placemark><name>Baufeld</name><Polygon><outerBoundaryIs><LinearRing><coordinates>
    13.2900,51.3000,0 13.2912,51.3000,0 13.2912,51.3008,0 13.2900,51.3008,0 13.2900,51.3000,0
  </coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark>
  <Placemark><name>Zufahrt</name><Point><coordinates>13.2905,51.2998,0</coordinates></Point></Placemark>
</Document></kml>`;

/** A GeoJSON file with a line (a trench) in Riesa. */
const GEOJSON = JSON.stringify({
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { name: 'Graben' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [13.291, 51.301],
          [13.2925, 51.3015],
          [13.294, 51.3012],
        ],
      },
    },
  ],
});

const file = (name: string, mimeType: string, text: string): TestFile => ({
  name,
  mimeType,
  buffer: Buffer.from(text, 'utf8'),
});

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('dropping a KML or GeoJSON file on the map (spec 000 §5 Map, issue 5)', () => {
  it('imports the shapes of the file, checked and stored like drawn ones, and keeps the file with the request', async () => {
    const kunde = new ApiSession();
    await kunde.signIn(KUNDE.email);
    const draft = await createDraft(
      kunde,
      antragInput(KUNDE, { vorhaben: `Kartendatei E2E ${Date.now().toString(36)}` }),
    );

    const context = await signedInContext(browser, KUNDE.email);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(appUrl(`/antrag/${draft.id}?schritt=2`));
    const map = await waitForMap(page);
    expect(await storedFeatures(page, draft.id)).toEqual([]);

    await dropFiles(map, [file('baufeld.kml', 'application/vnd.google-earth.kml+xml', KML)]);
    const afterKml = await waitForStoredFeatures(page, draft.id, (f) => f.length === 1);
    // the polygon, with 6 decimals; the point is not a shape of a request
    expect(afterKml[0]?.wkt).toMatch(/^POLYGON\(\(13\.290000 51\.300000, /);

    await dropFiles(map, [file('graben.geojson', 'application/geo+json', GEOJSON)]);
    const afterGeoJson = await waitForStoredFeatures(page, draft.id, (f) => f.length === 2);
    expect(afterGeoJson.map((f) => f.wkt.split('(')[0])).toEqual(['POLYGON', 'LINESTRING']);

    // both files are kept with the request (Dateiupload lists them)
    const files = (await (await apiGet(page, `api/Antrag/AntragFilesById/${draft.id}`)).json()) as Array<{
      displayTxt: string;
    }>;
    expect(files.map((f) => f.displayTxt).sort()).toEqual(['baufeld.kml', 'graben.geojson'].sort());
    await screenshot(page, 'antrag-kartendatei');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a request at its shape limit (issue 42, quotas)', () => {
  it('moves a shape of a request that has the most shapes allowed: stored anew, still at the limit', async () => {
    const kunde = new ApiSession();
    await kunde.signIn(KUNDE.email);
    const draft = await createDraft(
      kunde,
      antragInput(KUNDE, { vorhaben: `Formgrenze E2E ${Date.now().toString(36)}` }),
    );
    // one large area in the middle, the rest small ones on a ring around it: the map fits them all
    const [lng, lat] = [13.2856, 51.2986];
    await kunde.mutation('antrag.addFeature', { antragId: draft.id, wkt: squareWkt(lng, lat, 0.002) });
    for (let i = 1; i < GRENZEN.formenProAntrag; i++) {
      const angle = (2 * Math.PI * i) / (GRENZEN.formenProAntrag - 1);
      await kunde.mutation('antrag.addFeature', {
        antragId: draft.id,
        wkt: squareWkt(lng + 0.006 * Math.cos(angle), lat + 0.004 * Math.sin(angle), 0.0001),
      });
    }

    const context = await signedInContext(browser, KUNDE.email);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(appUrl(`/antrag/${draft.id}?schritt=2`));
    await waitForMap(page);
    const before = await storedFeatures(page, draft.id);
    expect(before).toHaveLength(GRENZEN.formenProAntrag);
    const large = before[0];
    if (!large) throw new Error('keine Fläche');

    await chooseTool(page, 'Bearbeiten');
    const box = await mapCanvas(page).boundingBox();
    if (!box) throw new Error('Karte ohne Größe');
    const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
    // select the large area, then drag it by its inside
    await page.mouse.move(cx, cy, { steps: 4 });
    await page.mouse.down();
    await page.mouse.up();
    await page.waitForTimeout(300);
    await page.mouse.move(cx + 5, cy + 5, { steps: 2 });
    await page.mouse.down();
    await page.mouse.move(cx + 45, cy + 35, { steps: 8 });
    await page.mouse.up();

    const after = await waitForStoredFeatures(
      page,
      draft.id,
      (f) => f.length === GRENZEN.formenProAntrag && !f.some((x) => x.featureId === large.featureId),
    );
    // the moved area is stored anew (the spec has no update call), the other shapes are untouched
    const moved = after.filter((f) => !before.some((b) => b.featureId === f.featureId));
    expect(moved).toHaveLength(1);
    expect(moved[0]?.wkt).not.toBe(large.wkt);
    expect(await page.locator('.mantine-Notification-root').allInnerTexts()).toEqual([]);
    await screenshot(page, 'antrag-formgrenze-verschoben', { fullPage: false });
    expect(errors).toEqual([]);
    await context.close();
  });
});
