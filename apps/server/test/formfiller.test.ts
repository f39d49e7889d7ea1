// The form filler over HTTP against a real database and the server's real Chromium (spec 001 §2 /formfiller, §7
// ScanBetreiberForm, GetFormfillerAntragByAuftragId, PostDataToOnlineForm, ClosePuppet, GetPuppetUrl). The operator's
// form is a page this test serves itself on a local port; FORMFILLER_ALLOW_HOSTS=127.0.0.1 lets the server open it.
// A second server without that setting shows the SSRF refusals.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORMFILLER_MSG, type TFormfillerAntrag, type TFormfillerFeld, type TFormfillerFillErgebnis, type TFormfillerScan } from '@lap/contracts';
import { Auftrag } from '@lap/db';
import { testDatabases } from '@lap/db/testing';
import { Client, useHarness } from './harness.js';

const FORMULAR = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Leitungsauskunft Muster-Netz GmbH</title></head>
<body><h1>Anfrage Leitungsauskunft</h1>
<form method="post" action="/absenden">
  <fieldset><legend>Baustelle</legend>
    <label for="f-str">Straße *</label><input id="f-str" name="baustelle_strasse">
    <label for="f-nr">Hausnr.</label><input id="f-nr" name="hnr">
    <label>Postleitzahl <input name="postleitzahl"></label>
    <label for="f-ort">Stadt</label><input id="f-ort" name="stadt">
    <label for="f-beginn">Baubeginn</label><input id="f-beginn" name="beginn" type="date">
    <label for="f-art">Vorgangsart</label>
    <select id="f-art" name="art"><option value="">Bitte wählen</option><option value="B">Baumaßnahme</option><option value="P">Planung</option></select>
  </fieldset>
  <fieldset><legend>Kontakt</legend>
    <label for="f-vn">Vorname</label><input id="f-vn" name="vorname">
    <label for="f-nn">Name</label><input id="f-nn" name="nachname">
    <label for="f-firma">Unternehmen</label><input id="f-firma" name="firma">
    <input name="mail" type="email" placeholder="E-Mail-Adresse" aria-label="E-Mail">
    <label for="f-tel">Telefon-Nr.</label><input id="f-tel" name="tel" type="tel">
  </fieldset>
  <label for="f-bem">Bemerkungen</label><textarea id="f-bem" name="bemerkung"></textarea>
  <label><input type="checkbox" name="datenschutz" value="ja"> Ich habe die Datenschutzhinweise gelesen</label>
  <input type="hidden" name="token" value="geheim">
  <button type="submit">Absenden</button>
</form></body></html>`;

/** The operator's site: records every request it gets (path and whether it came over IPv6). */
interface Betreiber {
  server: Server;
  port: number;
  requests: Array<{ method: string; path: string }>;
}

async function startBetreiber(): Promise<Betreiber> {
  const requests: Betreiber['requests'] = [];
  const server = createServer((req, res) => {
    requests.push({ method: req.method ?? '', path: req.url ?? '' });
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/formular') return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(FORMULAR);
    if (path === '/leer') return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><title>Leer</title><p>Kein Formular</p>');
    if (path === '/weiter') {
      // a redirect from the allowed host into an address that is not allowed ([::1])
      const port = (server.address() as AddressInfo).port;
      return void res.writeHead(302, { location: `http://[::1]:${port}/formular` }).end();
    }
    if (path === '/mit-bild') {
      const port = (server.address() as AddressInfo).port;
      return void res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(`<!doctype html><title>Bild</title><img src="http://[::1]:${port}/geheim.png" alt=""><label for="o">Ort</label><input id="o" name="ort">`);
    }
    res.writeHead(404).end('nicht gefunden');
  });
  // both stacks: 127.0.0.1 (allowed) and ::1 (not allowed) reach the same server
  await new Promise<void>((resolve) => server.listen({ port: 0, host: '::', ipv6Only: false }, resolve));
  return { server, port: (server.address() as AddressInfo).port, requests };
}

describe.each(testDatabases())('form filler on $name', (database) => {
  const h = useHarness(database, { FORMFILLER_ALLOW_HOSTS: '127.0.0.1', FORMFILLER_IDLE_TIMEOUT: '4' });
  let betreiber: Betreiber;
  let base: string;
  let sb: Client;
  let auftragId: string;
  let vorgangsnummer: string;

  const scan = (client: Client, url: string, id = auftragId) => client.request('POST', `/api/Formfiller/ScanBetreiberForm/${id}`, { body: { url } });
  const fill = (client: Client, body: object) => client.request('POST', '/api/Formfiller/PostDataToOnlineForm', { body });
  const puppetUrl = async (client: Client): Promise<string> => {
    const res = await client.request('GET', '/api/Formfiller/GetPuppetUrl');
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { url: string }).url;
  };
  const close = (client: Client) => client.request('POST', '/api/Formfiller/ClosePuppet', { body: {} });
  const feld = (felder: TFormfillerFeld[], name: string): TFormfillerFeld => {
    const f = felder.find((x) => x.name === name);
    if (!f) throw new Error(`field ${name} missing`);
    return f;
  };

  beforeAll(async () => {
    betreiber = await startBetreiber();
    base = `http://127.0.0.1:${betreiber.port}`;
    sb = new Client(h.app);
    expect((await sb.login('sb@example.org')).statusCode).toBe(200);
    const auftrag = await h.db.em.fork().findOneOrFail(Auftrag, { id: { $ne: '' } }, { populate: ['antrag'], orderBy: { auftragsDatum: 'asc' } });
    auftragId = auftrag.id;
    vorgangsnummer = auftrag.antrag.vorgangsnummer;
  });
  afterAll(async () => {
    betreiber.server.closeAllConnections();
    await new Promise((resolve) => betreiber.server.close(resolve));
  });

  it('answers the order stored data for "Alle Daten anzeigen"', async () => {
    const res = await sb.request('GET', `/api/Formfiller/GetFormfillerAntragByAuftragId/${auftragId}`);
    expect(res.statusCode, res.body).toBe(200);
    const daten = res.json() as TFormfillerAntrag;
    expect(daten.vorgangsnummer).toBe(vorgangsnummer);
    expect(daten.antrag.find((e) => e.key === 'vorgangsnummer')?.value).toBe(vorgangsnummer);
    expect(daten.person.map((p) => p.titel)).toContain('Antragsteller');
    expect(daten.werte.baubeginn).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    expect(daten.restDaten.map((e) => e.label)).toContain('Priorität');

    const unbekannt = await sb.request('GET', '/api/Formfiller/GetFormfillerAntragByAuftragId/00000000-0000-4000-8000-000000000000');
    expect(unbekannt.statusCode).toBe(404);
    expect((unbekannt.json() as { message: string }).message).toBe(FORMFILLER_MSG.keineDaten);
  });

  it('scans the operator form: labels, synonyms, select options, checkbox; hidden and buttons left out', async () => {
    const res = await scan(sb, `${base}/formular`);
    expect(res.statusCode, res.body).toBe(200);
    const ergebnis = res.json() as TFormfillerScan;
    expect(ergebnis.url).toBe(`${base}/formular`);
    expect(ergebnis.title).toBe('Leitungsauskunft Muster-Netz GmbH');
    expect(ergebnis.position).toEqual({ x: 0, y: 0 });
    const felder = ergebnis.formFields;
    expect(felder.map((f) => f.name)).toEqual(['baustelle_strasse', 'hnr', 'postleitzahl', 'stadt', 'beginn', 'art', 'vorname', 'nachname', 'firma', 'mail', 'tel', 'bemerkung', 'datenschutz']);
    expect(feld(felder, 'baustelle_strasse')).toMatchObject({ label: 'Straße', id: 'f-str', tagName: 'INPUT', type: 'text', value: '' });
    expect(feld(felder, 'postleitzahl').label).toBe('Postleitzahl');
    expect(feld(felder, 'mail')).toMatchObject({ label: 'E-Mail', placeholder: 'E-Mail-Adresse', type: 'email' });
    expect(feld(felder, 'art')).toMatchObject({ tagName: 'SELECT', options: [{ value: '', label: 'Bitte wählen' }, { value: 'B', label: 'Baumaßnahme' }, { value: 'P', label: 'Planung' }] });
    expect(feld(felder, 'datenschutz')).toMatchObject({ type: 'checkbox', checked: false, label: 'Ich habe die Datenschutzhinweise gelesen' });
    expect(feld(felder, 'bemerkung').tagName).toBe('TEXTAREA');
    expect(await puppetUrl(sb)).toBe(`${base}/formular`);
  });

  it('fills the order data into the form (server mapping), never submits it, and answers the values and a screenshot', async () => {
    const daten = (await sb.request('GET', `/api/Formfiller/GetFormfillerAntragByAuftragId/${auftragId}`)).json() as TFormfillerAntrag;
    // the documented fields are accepted; the values come from the database
    const res = await fill(sb, { auftragId, url: `${base}/formular`, antrag: { strasse: 'Gefälscht' }, person: [], restDaten: {} });
    expect(res.statusCode, res.body).toBe(200);
    const ergebnis = res.json() as TFormfillerFillErgebnis;
    const felder = ergebnis.formFields;
    expect(feld(felder, 'baustelle_strasse').value).toBe(daten.werte.strasse);
    expect(feld(felder, 'hnr').value).toBe(daten.werte.hausnummer);
    expect(feld(felder, 'postleitzahl').value).toBe(daten.werte.plz);
    expect(feld(felder, 'stadt').value).toBe(daten.werte.ort);
    expect(feld(felder, 'vorname').value).toBe(daten.werte.vorname);
    expect(feld(felder, 'nachname').value).toBe(daten.werte.nachname);
    expect(feld(felder, 'mail').value).toBe(daten.werte.email);
    expect(feld(felder, 'tel').value).toBe(daten.werte.telefon);
    // a date input takes yyyy-mm-dd; the select the option whose text is the Vorgangsart
    const [tt, mm, jjjj] = (daten.werte.baubeginn ?? '').split('.');
    expect(feld(felder, 'beginn').value).toBe(`${jjjj}-${mm}-${tt}`);
    expect(feld(felder, 'art').value).toBe(daten.werte.vorgangsart === 'Planung' ? 'P' : 'B');
    expect(feld(felder, 'datenschutz').checked).toBe(false);
    expect(ergebnis.eingefuegt).toBeGreaterThanOrEqual(10);
    expect(ergebnis.message).toBe(FORMFILLER_MSG.eingefuegt);
    expect(ergebnis.screenshot).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    expect(betreiber.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('fills a confirmed, edited mapping (checkbox included) and the re-scan reads it back', async () => {
    const felder = ((await scan(sb, `${base}/formular`)).json() as TFormfillerScan).formFields;
    const res = await fill(sb, {
      auftragId,
      zuordnung: [
        { index: feld(felder, 'stadt').index, name: 'stadt', value: 'Großenhain' },
        { index: feld(felder, 'bemerkung').index, value: 'Bitte Pläne als PDF.' },
        { index: feld(felder, 'datenschutz').index, name: 'datenschutz', checked: true },
        { index: feld(felder, 'art').index, value: 'P' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const again = (res.json() as TFormfillerFillErgebnis).formFields;
    expect(feld(again, 'stadt').value).toBe('Großenhain');
    expect(feld(again, 'bemerkung').value).toBe('Bitte Pläne als PDF.');
    expect(feld(again, 'datenschutz').checked).toBe(true);
    expect(feld(again, 'art').value).toBe('P');
    // fields not named stay empty
    expect(feld(again, 'vorname').value).toBe('');

    // a field whose name no longer matches (the page changed): refused
    const stale = await fill(sb, { auftragId, zuordnung: [{ index: 0, name: 'gibt-es-nicht', value: 'x' }] });
    expect(stale.statusCode).toBe(409);
    expect((stale.json() as { message: string }).message).toBe(FORMFILLER_MSG.feldUnbekannt);
    const leer = await fill(sb, { auftragId, zuordnung: [] });
    expect(leer.statusCode).toBe(400);
    expect((leer.json() as { message: string }).message).toBe(FORMFILLER_MSG.keineZuordnung);
  });

  it('answers no fields for a page without a form, and a German error for a missing page', async () => {
    const leer = await scan(sb, `${base}/leer`);
    expect(leer.statusCode, leer.body).toBe(200);
    expect((leer.json() as TFormfillerScan).formFields).toEqual([]);
    const fehlt = await scan(sb, `${base}/gibt-es-nicht`);
    expect(fehlt.statusCode).toBe(400);
    expect((fehlt.json() as { message: string }).message).toBe(FORMFILLER_MSG.nichtErreichbar);
  });

  it('blocks what the page itself asks of a not allowed address: a redirect and a subresource', async () => {
    const weiter = await scan(sb, `${base}/weiter`);
    expect(weiter.statusCode, weiter.body).toBe(400);
    expect((weiter.json() as { message: string }).message).toBe(FORMFILLER_MSG.urlIntern);
    const vorher = betreiber.requests.length;
    const bild = await scan(sb, `${base}/mit-bild`);
    expect(bild.statusCode, bild.body).toBe(200);
    expect((bild.json() as TFormfillerScan).formFields.map((f) => f.label)).toEqual(['Ort']);
    expect(betreiber.requests.slice(vorher).map((r) => r.path)).toEqual(['/mit-bild']);
    expect(betreiber.requests.some((r) => r.path === '/formular' && r.method === 'GET')).toBe(true);
    expect(betreiber.requests.some((r) => r.path === '/geheim.png')).toBe(false);
  });

  it('refuses bad input before any browser: not a URL, another scheme, an unknown order', async () => {
    for (const url of ['', 'kein link', 'ftp://127.0.0.1/x', 'javascript:alert(1)', 'file:///etc/passwd']) {
      const res = await scan(sb, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.body).toContain(url === '' ? FORMFILLER_MSG.urlFehlt : FORMFILLER_MSG.urlUngueltig);
    }
    const unbekannt = await scan(sb, `${base}/formular`, '00000000-0000-4000-8000-000000000000');
    expect(unbekannt.statusCode).toBe(404);
    const dns = await scan(sb, 'http://gibt-es-nicht.invalid/formular');
    expect(dns.statusCode).toBe(400);
    expect((dns.json() as { message: string }).message).toBe(FORMFILLER_MSG.hostUnbekannt);
  });

  it('limits sessions per user (two), and ClosePuppet frees one', async () => {
    const zweite = new Client(h.app);
    await zweite.login('sb@example.org');
    const dritte = new Client(h.app);
    await dritte.login('sb@example.org');
    expect((await scan(zweite, `${base}/leer`)).statusCode).toBe(200);
    const zuViel = await scan(dritte, `${base}/leer`);
    expect(zuViel.statusCode).toBe(429);
    expect((zuViel.json() as { message: string }).message).toBe(FORMFILLER_MSG.sitzungsLimit);
    const closed = await close(zweite);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toEqual({ closed: true, message: FORMFILLER_MSG.geschlossen });
    expect(await puppetUrl(zweite)).toBe('');
    expect((await scan(dritte, `${base}/leer`)).statusCode).toBe(200);
    expect((await close(dritte)).json()).toMatchObject({ closed: true });
    expect((await close(dritte)).json()).toEqual({ closed: false, message: FORMFILLER_MSG.keineSitzung });
    // without a session a fill without url is a conflict
    const ohne = await fill(dritte, { auftragId, zuordnung: [{ index: 0, value: 'x' }] });
    expect(ohne.statusCode).toBe(409);
    expect((ohne.json() as { message: string }).message).toBe(FORMFILLER_MSG.keineSitzung);
  });

  it('closes a session after the idle time', async () => {
    expect((await scan(sb, `${base}/leer`)).statusCode).toBe(200);
    expect(await puppetUrl(sb)).toBe(`${base}/leer`);
    await new Promise((resolve) => setTimeout(resolve, 4500));
    expect(await puppetUrl(sb)).toBe('');
  });

  it('lets case workers only: applicant and administration 403, anonymous 401', async () => {
    const kunde = new Client(h.app);
    await kunde.login('kunde@example.org');
    const admin = new Client(h.app);
    await admin.login('admin@example.org');
    const anonym = new Client(h.app);
    for (const client of [kunde, admin, anonym]) {
      const status = client === anonym ? 401 : 403;
      expect((await scan(client, `${base}/formular`)).statusCode).toBe(status);
      expect((await client.request('GET', `/api/Formfiller/GetFormfillerAntragByAuftragId/${auftragId}`)).statusCode).toBe(status);
      expect((await fill(client, { auftragId, url: `${base}/formular` })).statusCode).toBe(status);
      expect((await client.request('GET', '/api/Formfiller/GetPuppetUrl')).statusCode).toBe(status);
      expect((await close(client)).statusCode).toBe(status);
    }
    // and no browser page was opened for them
    expect(betreiber.requests.filter((r) => r.path === '/formular').length).toBeGreaterThan(0);
  });
});

describe.each(testDatabases())('form filler SSRF refusals without an allow-list on $name', (database) => {
  const h = useHarness(database);
  let sb: Client;
  let betreiber: Betreiber;
  let auftragId: string;

  beforeAll(async () => {
    betreiber = await startBetreiber();
    sb = new Client(h.app);
    await sb.login('sb@example.org');
    auftragId = (await h.db.em.fork().findOneOrFail(Auftrag, { id: { $ne: '' } }, { orderBy: { auftragsDatum: 'asc' } })).id;
  });
  afterAll(async () => {
    betreiber.server.closeAllConnections();
    await new Promise((resolve) => betreiber.server.close(resolve));
  });

  it.each([
    ['loopback', (p: number) => `http://127.0.0.1:${p}/formular`],
    ['IPv6 loopback', (p: number) => `http://[::1]:${p}/formular`],
    ['a name resolving to loopback', (p: number) => `http://localhost:${p}/formular`],
    ['a private network', () => 'http://10.0.0.1/formular'],
    ['192.168.x.x', () => 'http://192.168.1.1/'],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
    ['loopback spelt as a number', () => 'http://2130706433/'],
    ['IPv4-mapped IPv6 loopback', () => 'http://[::ffff:127.0.0.1]/'],
    ['unique-local IPv6', () => 'http://[fd00::1]/'],
  ])('refuses %s', async (_name, url) => {
    const res = await sb.request('POST', `/api/Formfiller/ScanBetreiberForm/${auftragId}`, { body: { url: url(betreiber.port) } });
    expect(res.statusCode, res.body).toBe(400);
    expect((res.json() as { message: string }).message).toBe(FORMFILLER_MSG.urlIntern);
  });

  it('refuses file: and opens nothing', async () => {
    const res = await sb.request('POST', `/api/Formfiller/ScanBetreiberForm/${auftragId}`, { body: { url: 'file:///etc/passwd' } });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { message: string }).message).toBe(FORMFILLER_MSG.urlUngueltig);
    const fill = await sb.request('POST', '/api/Formfiller/PostDataToOnlineForm', { body: { auftragId, url: `http://127.0.0.1:${betreiber.port}/formular` } });
    expect(fill.statusCode).toBe(400);
    expect(betreiber.requests).toEqual([]);
    expect(((await sb.request('GET', '/api/Formfiller/GetPuppetUrl')).json() as { url: string }).url).toBe('');
  });
});
