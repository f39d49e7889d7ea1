// Map print (issue 17; spec 001 'Map print', §3 Print job / Print template, §5 print rules, §7 Print) over HTTP against a
// real database and the server's real Chromium: scales and templates, the German refusals, ownership, one PDF with one
// sheet per job, the download under the header's name, and the printed scale measured in the PDF (rasterised by
// poppler) against the true ground distance (geodesic on WGS 84) at 1:500 and 1:2500.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { Geodesic } from 'geographiclib-geodesic';
import { AppError, KartenRenderer } from '@lap/api';
import { Antrag, MapFeature, User, hashPassword, roles, users, type IAntrag } from '@lap/db';
import { testDatabases } from '@lap/db/testing';
import { pageTexts } from '../../../packages/documents/src/pdf-text.testing.js';
import { Client, otherApplicant, useHarness } from './harness.js';
import { longestDarkRunMm, outlineSpanMm, rasterize } from './support/druck-messung.js';

const SCALES = '/api/Print/GetScales';
const TEMPLATES = '/api/Print/GetComposerTemplates';
const PRINT = '/api/Print/PrintMap';
const download = (projectId: string, fileName: string) => `/api/Print/DownloadDatei/${projectId}/${fileName}`;
const MSG = {
  keinBereich: 'Bitte mindestens einen Druckbereich auswählen.',
  vorlage: 'Bitte wählen Sie eine Druckvorlage.',
  massstab: 'Bitte wählen Sie einen Maßstab.',
  ausdehnung: 'Der Druckbereich ist ungültig: erwartet werden vier Koordinaten (links, unten, rechts, oben).',
  ausserhalb: 'Der Druckbereich liegt nicht in Deutschland.',
  epsg: 'Dieses Koordinatensystem wird nicht unterstützt: erlaubt sind EPSG:4326, EPSG:3857, EPSG:25832 und EPSG:25833.',
  einProjekt: 'Alle Druckbereiche eines Druckauftrags müssen zum selben Antrag gehören.',
  datei: 'Die Druckdatei wurde nicht gefunden oder ist abgelaufen.',
  ausgelastet: 'Der Kartendruck ist gerade ausgelastet. Bitte versuchen Sie es in einer Minute erneut.',
};
/** The per-minute refusal, with the limits it names and any number of seconds. */
const zuVieleDrucke = (drucke: number, seiten: number): RegExp =>
  new RegExp(
    `^Sie haben in der letzten Minute zu viele Karten gedruckt \\(höchstens ${drucke} Druckaufträge mit zusammen ${seiten} Seiten je Minute\\)\\. Bitte versuchen Sie es in \\d+ Sekunden? erneut\\.$`,
  );
const geod = Geodesic.WGS84;
const CENTER = { lat: 51.2986, lng: 13.2856 };

/** A rectangle of `widthM` × `heightM` metres of ground around CENTER (edges found geodesically), as WKT. */
function rechteck(widthM: number, heightM: number): { wkt: string; trueWidthM: number; trueHeightM: number } {
  const east = geod.Direct(CENTER.lat, CENTER.lng, 90, widthM / 2).lon2 ?? NaN;
  const west = geod.Direct(CENTER.lat, CENTER.lng, -90, widthM / 2).lon2 ?? NaN;
  const north = geod.Direct(CENTER.lat, CENTER.lng, 0, heightM / 2).lat2 ?? NaN;
  const south = geod.Direct(CENTER.lat, CENTER.lng, 180, heightM / 2).lat2 ?? NaN;
  const ring = [
    [west, south],
    [east, south],
    [east, north],
    [west, north],
    [west, south],
  ]
    .map(([x, y]) => `${x} ${y}`)
    .join(', ');
  return {
    wkt: `POLYGON((${ring}))`,
    // the edges' midpoints as printed through the centre row and column
    trueWidthM: geod.Inverse(CENTER.lat, west, CENTER.lat, east).s12 ?? NaN,
    trueHeightM: geod.Inverse(south, CENTER.lng, north, CENTER.lng).s12 ?? NaN,
  };
}

describe.each(testDatabases())('Map print on $name', (database) => {
  const h = useHarness(database);
  let sb: Client;
  let kunde: Client;
  let anonym: Client;
  let other: Client;
  let antrag: IAntrag;
  let fremd: IAntrag;

  const job = (over: Record<string, unknown> = {}) => ({
    extents: [13.28, 51.29, 13.29, 51.3],
    id_projekt: antrag.id,
    template: 'A4 Hochformat',
    scale: 500,
    epsg_code: 'EPSG:4326',
    map_layer: 'ohne',
    vorgang: antrag.vorgangsnummer,
    rotation: 0,
    ...over,
  });
  const bbox = (halfLng = 0.001, halfLat = 0.001) => [
    CENTER.lng - halfLng,
    CENTER.lat - halfLat,
    CENTER.lng + halfLng,
    CENTER.lat + halfLat,
  ];

  async function setArea(wkt: string): Promise<void> {
    const em = h.db.em.fork();
    await em.nativeDelete(MapFeature, { antrag: antrag.id });
    em.create(MapFeature, { antrag: antrag.id, wkt, minX: 0, minY: 0, maxX: 0, maxY: 0 });
    await em.flush();
  }

  async function printAndFetch(
    c: Client,
    jobs: unknown[],
  ): Promise<{ fileName: string; pdf: Buffer; disposition: string }> {
    const res = await c.request('POST', PRINT, { body: jobs });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json() as { data: { fileName: string; projectId: string; seiten: number } };
    expect(data.projectId).toBe(antrag.id);
    expect(data.seiten).toBe(jobs.length);
    const file = await c.request('GET', download(antrag.id, data.fileName));
    expect(file.statusCode, file.body.slice(0, 200)).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    return { fileName: data.fileName, pdf: file.rawPayload, disposition: String(file.headers['content-disposition']) };
  }

  beforeAll(async () => {
    sb = new Client(h.app);
    await sb.login('sb@example.org');
    kunde = new Client(h.app);
    await kunde.login('kunde@example.org');
    anonym = new Client(h.app);
    other = await otherApplicant(h, 'druck-andere@example.org');
    const em = h.db.em.fork();
    const owner = await users.findByEmail(em, 'kunde@example.org');
    antrag = await em.findOneOrFail(Antrag, { owner: owner?.id ?? '', antragStatus: 5 });
    fremd = await em.findOneOrFail(Antrag, { owner: owner?.id ?? '', antragStatus: 3 });
  });

  it('offers the scales 1:250 … 1:10.000 and A4/A3 portrait and landscape with their map frames in mm', async () => {
    const scales = await kunde.request('GET', SCALES);
    expect(scales.statusCode).toBe(200);
    expect(scales.json()).toEqual(
      [250, 500, 1000, 2500, 5000, 10000].map((scale) => ({ name: `1:${scale.toLocaleString('de-DE')}`, scale })),
    );
    const templates = await sb.request('GET', TEMPLATES);
    expect(templates.statusCode).toBe(200);
    expect(templates.json()).toEqual([
      { name: 'A4 Hochformat', paper: { width: 210, height: 297 }, ComposerMap: { width: 190, height: 249 } },
      { name: 'A4 Querformat', paper: { width: 297, height: 210 }, ComposerMap: { width: 277, height: 162 } },
      { name: 'A3 Hochformat', paper: { width: 297, height: 420 }, ComposerMap: { width: 277, height: 372 } },
      { name: 'A3 Querformat', paper: { width: 420, height: 297 }, ComposerMap: { width: 400, height: 249 } },
    ]);
    expect((await anonym.request('GET', SCALES)).statusCode).toBe(401);
  });

  it('refuses a print without areas, template or scale, with bad extents, another CRS, outside Germany or over two requests — in German', async () => {
    const cases: Array<[unknown, string]> = [
      [[], MSG.keinBereich],
      [undefined, MSG.keinBereich],
      [{}, MSG.keinBereich],
      [[job({ template: undefined })], MSG.vorlage],
      [[job({ template: 'A0 Riesig' })], MSG.vorlage],
      [[job({ scale: undefined })], MSG.massstab],
      [[job({ scale: 750 })], MSG.massstab],
      [[job({ extents: '13.29,51.29,13.28,51.3' })], MSG.ausdehnung],
      [[job({ extents: [1, 2, 3] })], MSG.ausdehnung],
      [[job({ epsg_code: 31467 })], MSG.epsg],
      [[job({ extents: [2.34, 48.85, 2.36, 48.86] })], MSG.ausserhalb],
      [[job(), job({ id_projekt: fremd.id })], MSG.einProjekt],
    ];
    for (const [body, message] of cases) {
      const res = await sb.request('POST', PRINT, body === undefined ? {} : { body });
      expect(res.statusCode, `${JSON.stringify(body)} ${res.body}`).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toBe(message);
    }
    expect(h.logs.filter((l) => l.includes('"level":50'))).toEqual([]);
  });

  it('prints the own request for its owner and for case workers only; files are fetched by the same rule', async () => {
    await setArea(rechteck(40, 30).wkt);
    expect((await anonym.request('POST', PRINT, { body: [job()] })).statusCode).toBe(401);
    const refused = await other.request('POST', PRINT, { body: [job()] });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Der Antrag wurde nicht gefunden.');
    const mine = await printAndFetch(kunde, [job({ extents: bbox() })]);
    expect((await other.request('GET', download(antrag.id, mine.fileName))).statusCode).toBe(404);
    expect((await anonym.request('GET', download(antrag.id, mine.fileName))).statusCode).toBe(401);
    expect((await sb.request('GET', download(antrag.id, mine.fileName))).statusCode).toBe(200);
    // a file of this request under another request's id, an invented and a path-like name: not found
    for (const url of [
      download(fremd.id, mine.fileName),
      download(antrag.id, '00000000-0000-4000-8000-000000000000.pdf'),
      download(antrag.id, '..%2F..%2Fkeys.pdf'),
    ]) {
      const res = await kunde.request('GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe(MSG.datei);
    }
  });

  it('makes one PDF with one sheet per job: sizes of the templates, title block, scale, page numbers; saved as Kartendruck_{Vorgangsnummer}.pdf', async () => {
    await setArea(rechteck(40, 30).wkt);
    // the second area in UTM 33N (ETRS89), as QGIS-style extents text, turned by 30°
    const utm = { x: 380_296.4, y: 5_684_450.6 };
    const { pdf, disposition } = await printAndFetch(sb, [
      job({ extents: bbox() }),
      job({
        template: 'A3 Querformat',
        scale: 2500,
        epsg_code: 25833,
        extents: `${utm.x - 100},${utm.y - 100},${utm.x + 100},${utm.y + 100}`,
        rotation: 30,
      }),
    ]);
    expect(disposition).toContain(`filename="Kartendruck_${antrag.vorgangsnummer}.pdf"`);
    const doc = await PDFDocument.load(pdf);
    const sizes = doc
      .getPages()
      .map((p) => [Math.round((p.getWidth() * 25.4) / 72), Math.round((p.getHeight() * 25.4) / 72)]);
    expect(sizes).toEqual([
      [210, 297],
      [420, 297],
    ]);
    const texts = await pageTexts(pdf);
    expect(texts[0]).toContain(`Vorgangsnummer ${antrag.vorgangsnummer}`);
    expect(texts[0]).toContain('Maßstab 1:500');
    expect(texts[0]).toContain('Seite 1 von 2');
    expect(texts[0]).toContain(antrag.ort);
    expect(texts[1]).toContain('Maßstab 1:2.500');
    expect(texts[1]).toContain('A3 Querformat');
    expect(texts[1]).toContain('Seite 2 von 2');
    expect(texts[1]).toMatch(/\b0\b[\s\S]*50 m[\s\S]*100 m/);
  });

  it.each([
    { scale: 500, widthM: 40, heightM: 30, template: 'A4 Hochformat' },
    { scale: 2500, widthM: 200, heightM: 150, template: 'A4 Querformat' },
  ])(
    'prints 1:$scale true to scale: the scale bar and the drawn area measure within 1 % of the ground',
    async ({ scale, widthM, heightM, template }) => {
      const area = rechteck(widthM, heightM);
      await setArea(area.wkt);
      const { pdf } = await printAndFetch(kunde, [job({ template, scale, extents: bbox() })]);
      const templates = (await kunde.request('GET', TEMPLATES)).json() as Array<{
        name: string;
        paper: { width: number; height: number };
        ComposerMap: { width: number; height: number };
      }>;
      const t = templates.find((x) => x.name === template);
      if (!t) throw new Error('template missing');
      const raster = await rasterize(pdf, 300);
      const margin = 10;
      const titleBlock = t.paper.height - 2 * margin - t.ComposerMap.height;
      // the scale bar: in the title block, the longest dark line shorter than 100 mm (frame lines are longer)
      const barMm = longestDarkRunMm(
        raster,
        {
          x: margin + 1,
          y: t.paper.height - margin - titleBlock + 1,
          width: t.paper.width - 2 * margin - 2,
          height: titleBlock - 2,
        },
        100,
      );
      const barGroundM = scale === 500 ? 20 : 100;
      const barTrueMm = (barGroundM * 1000) / scale;
      // the drawn rectangle, through the middle row and column of the map frame
      const frame = { x: margin, y: margin, width: t.ComposerMap.width, height: t.ComposerMap.height };
      const widthMm = outlineSpanMm(raster, frame, 'x');
      const heightMm = outlineSpanMm(raster, frame, 'y');
      const printedWidthM = (widthMm * scale) / 1000;
      const printedHeightM = (heightMm * scale) / 1000;
      console.log(
        `1:${scale}: scale bar ${barMm.toFixed(2)} mm (true ${barTrueMm} mm); area ${printedWidthM.toFixed(2)} × ${printedHeightM.toFixed(2)} m printed, ` +
          `${area.trueWidthM.toFixed(2)} × ${area.trueHeightM.toFixed(2)} m on the ground`,
      );
      expect(Math.abs(barMm / barTrueMm - 1)).toBeLessThan(0.01);
      expect(Math.abs(printedWidthM / area.trueWidthM - 1)).toBeLessThan(0.01);
      expect(Math.abs(printedHeightM / area.trueHeightM - 1)).toBeLessThan(0.01);
    },
  );

  /** A signed-in case worker of its own (the per-minute window counts per user, so no other test's prints count). */
  async function caseWorker(email: string): Promise<{ client: Client; id: string }> {
    const em = h.db.em.fork();
    const user = em.create(User, {
      email,
      passwordHash: await hashPassword('Sachbearbeitung#2026'),
      vorname: 'Sina',
      name: 'Bearbeiterin',
      emailConfirmed: true,
      roles: await roles.findByNames(em, ['SbBereich']),
    });
    await em.flush();
    const client = new Client(h.app);
    await client.login(email, 'Sachbearbeitung#2026');
    return { client, id: user.id };
  }

  async function druckDateien(): Promise<number> {
    let n = 0;
    for await (const file of h.storage.list(`kartendruck/${antrag.id}`)) if (file.key.endsWith('.pdf')) n++;
    return n;
  }

  it("serves a one-sheet print of a second user before the first user's queued sheets (fair per user), not with 503", async () => {
    await setArea(rechteck(40, 30).wkt);
    const a = await caseWorker(`druck-viele-${database.name}@example.org`);
    const b = await caseWorker(`druck-eins-${database.name}@example.org`);
    const renderer = h.app.kartendruck;
    const order: string[] = [];
    let aWartendBeiB = -1;
    const onBeginn = (nutzer: string): void => {
      order.push(nutzer);
      if (nutzer === b.id) aWartendBeiB = renderer.wartendVon(a.id);
    };
    renderer.on('beginn', onBeginn);
    try {
      const sheets = 8;
      let aFertig = false;
      const viele = a.client
        .request('POST', PRINT, { body: Array.from({ length: sheets }, () => job({ extents: bbox() })) })
        .then((res) => {
          aFertig = true;
          return res;
        });
      // A's sheets are queued (all but the render slots) before B asks
      await vi.waitFor(() => expect(renderer.wartendVon(a.id)).toBeGreaterThanOrEqual(sheets - renderer.parallel), {
        timeout: 60_000,
        interval: 10,
      });
      const eins = await b.client.request('POST', PRINT, { body: [job({ extents: bbox() })] });
      expect(eins.statusCode, eins.body).toBe(200);
      expect(eins.json().data.seiten).toBe(1);
      // B's answer came while A's print was still rendering, and A's sheets still waiting then came after B's
      expect(aFertig).toBe(false);
      const bAt = order.indexOf(b.id);
      console.log(
        `fair queue: B's sheet began as sheet ${bAt + 1} of ${sheets + 1}; ${aWartendBeiB} of A's sheets were waiting then`,
      );
      expect(aWartendBeiB).toBeGreaterThan(0);
      const res = await viele;
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.seiten).toBe(sheets);
      expect(order.filter((n) => n === a.id)).toHaveLength(sheets);
      // (first come, first served would have begun B's sheet after all of A's: none of them waiting)
      expect(order.slice(bAt + 1).filter((n) => n === a.id)).toHaveLength(aWartendBeiB);
    } finally {
      renderer.off('beginn', onBeginn);
    }
  });

  it("refuses a user's sixth print within a minute with a German 429 and changes nothing; others still print", async () => {
    await setArea(rechteck(40, 30).wkt);
    const c = await caseWorker(`druck-limit-${database.name}@example.org`);
    for (let i = 0; i < 5; i++) {
      const ok = await c.client.request('POST', PRINT, { body: [job({ extents: bbox() })] });
      expect(ok.statusCode, ok.body).toBe(200);
    }
    const before = await druckDateien();
    const refused = await c.client.request('POST', PRINT, { body: [job({ extents: bbox() })] });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(zuVieleDrucke(5, 40));
    expect(await druckDateien()).toBe(before);
    expect(h.app.kartendruck.wartendVon(c.id)).toBe(0);
    const other = await sb.request('POST', PRINT, { body: [job({ extents: bbox() })] });
    expect(other.statusCode, other.body).toBe(200);
    expect(await druckDateien()).toBe(before + 1);
    expect(h.logs.filter((l) => l.includes('"level":50'))).toEqual([]);
  });
});

describe('the print renderer', () => {
  it('queues sheets for its render slots and refuses a flood with a German 503 instead of letting it wait', async () => {
    const renderer = new KartenRenderer({
      chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      parallel: 1,
      maxWartend: 1,
      idleMs: 1000,
    });
    const sheet = {
      widthPx: 200,
      heightPx: 150,
      pixelRatio: 1,
      center: CENTER,
      zoom: 17,
      bearing: 0,
      flaeche: { type: 'FeatureCollection' as const, features: [] },
      tileUrl: null,
    };
    try {
      const results = await Promise.allSettled([
        renderer.render(sheet),
        renderer.render(sheet),
        renderer.render(sheet),
      ]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
      const refused = results[2];
      expect(refused?.status === 'rejected' && refused.reason instanceof AppError && refused.reason.message).toBe(
        'Der Kartendruck ist gerade ausgelastet. Bitte versuchen Sie es in einer Minute erneut.',
      );
      const first = results[0];
      // a JPEG
      expect(first?.status === 'fulfilled' && first.value.subarray(0, 2).toString('hex')).toBe('ffd8');
    } finally {
      await renderer.close();
    }
  });
  it("admits a user with nothing queued past a full queue and serves that sheet before the flooding user's remaining ones", async () => {
    const renderer = new KartenRenderer({
      chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      parallel: 1,
      maxWartend: 3,
      idleMs: 1000,
    });
    const sheet = {
      widthPx: 200,
      heightPx: 150,
      pixelRatio: 1,
      center: CENTER,
      zoom: 17,
      bearing: 0,
      flaeche: { type: 'FeatureCollection' as const, features: [] },
      tileUrl: null,
    };
    const order: string[] = [];
    renderer.on('beginn', (nutzer) => order.push(nutzer));
    try {
      // A: one sheet rendering, three waiting: the queue is full
      const a = renderer.renderSeiten('A', [sheet, sheet, sheet, sheet]);
      const aNochmal = renderer.renderSeiten('A', [sheet]);
      const b = renderer.renderSeiten('B', [sheet]);
      const [aRes, aNochmalRes, bRes] = await Promise.allSettled([a, aNochmal, b]);
      expect(
        aNochmalRes?.status === 'rejected' &&
          aNochmalRes.reason instanceof AppError && [aNochmalRes.reason.code, aNochmalRes.reason.message],
      ).toEqual(['SERVICE_UNAVAILABLE', MSG.ausgelastet]);
      expect(aRes?.status === 'fulfilled' && aRes.value.length).toBe(4);
      expect(bRes?.status === 'fulfilled' && bRes.value[0]?.subarray(0, 2).toString('hex')).toBe('ffd8');
      expect(order).toEqual(['A', 'B', 'A', 'A', 'A']);
    } finally {
      await renderer.close();
    }
  });

  it('limits prints and sheets per user and minute, and waiting sheets per user, with German 429s that count nothing', async () => {
    const renderer = new KartenRenderer({
      chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      parallel: 1,
      idleMs: 1000,
      druckeProMinute: 2,
      seitenProMinute: 4,
      wartendProNutzer: 2,
    });
    const sheet = {
      widthPx: 200,
      heightPx: 150,
      pixelRatio: 1,
      center: CENTER,
      zoom: 17,
      bearing: 0,
      flaeche: { type: 'FeatureCollection' as const, features: [] },
      tileUrl: null,
    };
    const refusal = async (p: Promise<unknown>): Promise<[string, string]> => {
      const error: unknown = await p.then(
        () => null,
        (e: unknown) => e,
      );
      if (!(error instanceof AppError)) throw new Error(`expected a refusal, got ${String(error)}`);
      return [error.code, error.message];
    };
    try {
      // three sheets waiting of one user are over the two allowed; two are fine
      const [code, message] = await refusal(renderer.renderSeiten('C', [sheet, sheet, sheet, sheet]));
      expect(code).toBe('TOO_MANY_REQUESTS');
      expect(message).toBe(
        'Es warten bereits bis zu 2 Ihrer Kartenseiten auf den Druck. Bitte warten Sie, bis diese gedruckt sind, und versuchen Sie es dann erneut.',
      );
      expect(renderer.wartendVon('C')).toBe(0);
      // the refused print counted nothing: three sheets fit the minute's four
      expect(await renderer.renderSeiten('C', [sheet, sheet, sheet])).toHaveLength(3);
      const [code2, message2] = await refusal(renderer.renderSeiten('C', [sheet, sheet]));
      expect(code2).toBe('TOO_MANY_REQUESTS');
      expect(message2).toMatch(zuVieleDrucke(2, 4));
      // prints: D's third within the minute
      expect(await renderer.renderSeiten('D', [sheet])).toHaveLength(1);
      expect(await renderer.renderSeiten('D', [sheet])).toHaveLength(1);
      const [, message3] = await refusal(renderer.renderSeiten('D', [sheet]));
      expect(message3).toMatch(zuVieleDrucke(2, 4));
    } finally {
      await renderer.close();
    }
  });
});
