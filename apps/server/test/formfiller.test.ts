// The form filler over HTTP against a real database and the server's real Chromium (spec 001 §2 /formfiller, §7
// ScanBetreiberForm, GetFormfillerAntragByAuftragId, PostDataToOnlineForm, ClosePuppet, GetPuppetUrl). The operator's
// form is a page this test serves itself on a local port; FORMFILLER_ALLOW_HOSTS=127.0.0.1 lets the server open it.
// A second server without that setting shows the SSRF refusals.
import { execFileSync } from 'node:child_process';
import { createSocket, type Socket as UdpSocket } from 'node:dgram';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_USER_DEFAULT } from '@lap/api';
import {
  FORMFILLER_MSG,
  type TFormfillerAntrag,
  type TFormfillerFeld,
  type TFormfillerFillErgebnis,
  type TFormfillerScan,
} from '@lap/contracts';
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

/**
 * A hostile page: tries WebRTC in its main frame, in a frame of its own and in a script-made about:blank frame, with
 * STUN/TURN servers on loopback addresses (the ports come in the query), and reports what it got to /bericht.
 */
const WEBRTC_VERSUCH = `const q = new URLSearchParams(location.search);
const ICE = [
  { urls: ['stun:127.0.0.1:' + q.get('u1'), 'stun:localhost:' + q.get('u1'), 'stun:127.0.0.2:' + q.get('u2'), 'stun:[::1]:' + q.get('u6')] },
  { urls: ['turn:127.0.0.1:' + q.get('u1') + '?transport=udp', 'turn:127.0.0.2:' + q.get('t') + '?transport=tcp'], username: 'u', credential: 'p' },
];
async function versuche(w) {
  const PC = w.RTCPeerConnection || w.webkitRTCPeerConnection;
  if (typeof PC !== 'function') return typeof w.RTCDataChannel === 'function' ? 'nur RTCDataChannel' : 'fehlt';
  try {
    const pc = new PC({ iceServers: ICE });
    pc.createDataChannel('x');
    const typen = [];
    const fertig = new Promise((resolve) => {
      pc.onicecandidate = (e) => (e.candidate ? typen.push(e.candidate.type) : resolve());
      setTimeout(resolve, 3000);
    });
    await pc.setLocalDescription(await pc.createOffer());
    await fertig;
    pc.close();
    return 'Kandidaten: ' + typen.join(',');
  } catch (e) {
    return 'Fehler: ' + e.name;
  }
}`;

const WEBRTC_SEITE = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>WebRTC</title></head><body>
<label for="o">Ort</label><input id="o" name="ort">
<script>${WEBRTC_VERSUCH}
const rahmen = new Promise((resolve) => {
  addEventListener('message', (e) => resolve(String(e.data)));
  setTimeout(() => resolve('keine Antwort'), 8000);
});
const eigen = document.createElement('iframe');
eigen.src = '/webrtc-rahmen' + location.search;
document.body.appendChild(eigen);
const f = document.createElement('iframe');
document.body.appendChild(f);
Promise.all([versuche(window), versuche(f.contentWindow), rahmen]).then(([haupt, leer, vomRahmen]) => {
  fetch('/bericht?' + new URLSearchParams({ haupt, leer, rahmen: vomRahmen }));
});
</script></body></html>`;

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
    if (path === '/formular')
      return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(FORMULAR);
    if (path === '/webrtc')
      return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(WEBRTC_SEITE);
    if (path === '/webrtc-rahmen') {
      const html = `<!doctype html><title>Rahmen</title><script>${WEBRTC_VERSUCH}\nversuche(window).then((r) => parent.postMessage(r, '*'));</script>`;
      return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    }
    if (path === '/leer')
      return void res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end('<!doctype html><title>Leer</title><p>Kein Formular</p>');
    if (path === '/weiter') {
      // a redirect from the allowed host into an address that is not allowed ([::1])
      const port = (server.address() as AddressInfo).port;
      return void res.writeHead(302, { location: `http://[::1]:${port}/formular` }).end();
    }
    if (path === '/mit-bild') {
      const port = (server.address() as AddressInfo).port;
      return void res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          `<!doctype html><title>Bild</title><img src="http://[::1]:${port}/geheim.png" alt=""><label for="o">Ort</label><input id="o" name="ort">`,
        );
    }
    res.writeHead(404).end('nicht gefunden');
  });
  // both stacks: 127.0.0.1 (allowed) and ::1 (not allowed) reach the same server
  await new Promise<void>((resolve) => server.listen({ port: 0, host: '::', ipv6Only: false }, resolve));
  return { server, port: (server.address() as AddressInfo).port, requests };
}

/** STUN/TURN message types a listener may see (RFC 8489, RFC 8656). */
const STUN_TYP: Record<number, string> = { 0x0001: 'Binding Request', 0x0003: 'Allocate Request' };

/** Stand-ins for STUN/TURN servers in the server's own network: UDP on 127.0.0.1, 127.0.0.2 and ::1, TCP on 127.0.0.2. */
interface Lauscher {
  ports: { u1: number; u2: number; u6: number; t: number };
  /** Everything that arrived: datagrams (with their STUN type) and TCP connections. */
  empfangen: string[];
  close(): Promise<void>;
}

async function startLauscher(): Promise<Lauscher> {
  const empfangen: string[] = [];
  const udp = async (type: 'udp4' | 'udp6', host: string): Promise<UdpSocket> => {
    const socket = createSocket(type);
    socket.on('message', (msg, from) => {
      const typ =
        msg.length >= 20 && msg.readUInt32BE(4) === 0x2112a442 ? (STUN_TYP[msg.readUInt16BE(0)] ?? 'STUN') : 'UDP';
      empfangen.push(`${typ} von ${from.address} an ${host}`);
    });
    await new Promise<void>((resolve) => socket.bind(0, host, resolve));
    return socket;
  };
  const sockets = [await udp('udp4', '127.0.0.1'), await udp('udp4', '127.0.0.2'), await udp('udp6', '::1')];
  const tcp: TcpServer = createTcpServer((conn) => {
    empfangen.push(`TCP von ${conn.remoteAddress ?? ''} an 127.0.0.2`);
    conn.destroy();
  });
  await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.2', resolve));
  const port = (s: UdpSocket | TcpServer) => (s.address() as AddressInfo).port;
  return {
    ports: {
      u1: port(sockets[0] as UdpSocket),
      u2: port(sockets[1] as UdpSocket),
      u6: port(sockets[2] as UdpSocket),
      t: port(tcp),
    },
    empfangen,
    async close() {
      for (const socket of sockets) socket.close();
      await new Promise((resolve) => tcp.close(resolve));
    },
  };
}

/** The server's Chromium processes: those started by this test process, with their command line and /proc status. */
interface ChromiumProzess {
  pid: number;
  args: string[];
  status: Record<string, string>;
  ns: { user: string; pid: string; net: string } | null;
}

function chromiumProzesse(): ChromiumProzess[] {
  const eltern = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      eltern.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const vonUns = (pid: number): boolean => {
    for (let p = eltern.get(pid), hops = 0; p !== undefined && hops < 10; p = eltern.get(p), hops++)
      if (p === process.pid) return true;
    return false;
  };
  const out: ChromiumProzess[] = [];
  for (const pid of eltern.keys()) {
    if (!vonUns(pid)) continue;
    try {
      // Chromium's child processes rewrite their title: one string with spaces instead of NUL-separated arguments
      const raw = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0+$/, '');
      const args = raw.split(raw.includes('\0') ? '\0' : ' ').filter(Boolean);
      if (!args[0]?.endsWith('/chromium')) continue;
      const status = Object.fromEntries(
        readFileSync(`/proc/${pid}/status`, 'utf8')
          .split('\n')
          .map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()]),
      );
      let ns: ChromiumProzess['ns'] = null;
      try {
        ns = {
          user: readlinkSync(`/proc/${pid}/ns/user`),
          pid: readlinkSync(`/proc/${pid}/ns/pid`),
          net: readlinkSync(`/proc/${pid}/ns/net`),
        };
      } catch {
        // a renderer of the same user is not dumpable: its namespaces are readable for root only
      }
      out.push({ pid, args, status, ns });
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

describe.each(testDatabases())('form filler on $name', (database) => {
  const h = useHarness(database, { FORMFILLER_ALLOW_HOSTS: '127.0.0.1', FORMFILLER_IDLE_TIMEOUT: '4' });
  let betreiber: Betreiber;
  let base: string;
  let sb: Client;
  let auftragId: string;
  let vorgangsnummer: string;

  const scan = (client: Client, url: string, id = auftragId) =>
    client.request('POST', `/api/Formfiller/ScanBetreiberForm/${id}`, { body: { url } });
  const fill = (client: Client, body: object) =>
    client.request('POST', '/api/Formfiller/PostDataToOnlineForm', { body });
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
    const auftrag = await h.db.em
      .fork()
      .findOneOrFail(Auftrag, { id: { $ne: '' } }, { populate: ['antrag'], orderBy: { auftragsDatum: 'asc' } });
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

    const unbekannt = await sb.request(
      'GET',
      '/api/Formfiller/GetFormfillerAntragByAuftragId/00000000-0000-4000-8000-000000000000',
    );
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
    expect(felder.map((f) => f.name)).toEqual([
      'baustelle_strasse',
      'hnr',
      'postleitzahl',
      'stadt',
      'beginn',
      'art',
      'vorname',
      'nachname',
      'firma',
      'mail',
      'tel',
      'bemerkung',
      'datenschutz',
    ]);
    expect(feld(felder, 'baustelle_strasse')).toMatchObject({
      label: 'Straße',
      id: 'f-str',
      tagName: 'INPUT',
      type: 'text',
      value: '',
    });
    expect(feld(felder, 'postleitzahl').label).toBe('Postleitzahl');
    expect(feld(felder, 'mail')).toMatchObject({ label: 'E-Mail', placeholder: 'E-Mail-Adresse', type: 'email' });
    expect(feld(felder, 'art')).toMatchObject({
      tagName: 'SELECT',
      options: [
        { value: '', label: 'Bitte wählen' },
        { value: 'B', label: 'Baumaßnahme' },
        { value: 'P', label: 'Planung' },
      ],
    });
    expect(feld(felder, 'datenschutz')).toMatchObject({
      type: 'checkbox',
      checked: false,
      label: 'Ich habe die Datenschutzhinweise gelesen',
    });
    expect(feld(felder, 'bemerkung').tagName).toBe('TEXTAREA');
    expect(await puppetUrl(sb)).toBe(`${base}/formular`);
  });

  it('fills the order data into the form (server mapping), never submits it, and answers the values and a screenshot', async () => {
    const daten = (
      await sb.request('GET', `/api/Formfiller/GetFormfillerAntragByAuftragId/${auftragId}`)
    ).json() as TFormfillerAntrag;
    // the documented fields are accepted; the values come from the database
    const res = await fill(sb, {
      auftragId,
      url: `${base}/formular`,
      antrag: { strasse: 'Gefälscht' },
      person: [],
      restDaten: {},
    });
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

  it("lets no page reach the server's network over WebRTC: no STUN/TURN by UDP or TCP from any frame", async () => {
    const lauscher = await startLauscher();
    try {
      const query = new URLSearchParams(
        Object.fromEntries(Object.entries(lauscher.ports).map(([k, v]) => [k, String(v)])),
      );
      const res = await scan(sb, `${base}/webrtc?${query.toString()}`);
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as TFormfillerScan).formFields.map((f) => f.label)).toEqual(['Ort']);
      // the page reports once every frame has tried (ICE gathering complete, or no WebRTC to try with)
      let bericht: string | undefined;
      for (const bis = Date.now() + 20_000; !bericht && Date.now() < bis;) {
        bericht = betreiber.requests.find((r) => r.path.startsWith('/bericht?'))?.path;
        if (!bericht) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(lauscher.empfangen).toEqual([]);
      expect(bericht, 'the page never reported').toBeDefined();
      expect(Object.fromEntries(new URLSearchParams((bericht ?? '').slice('/bericht?'.length)))).toEqual({
        haupt: 'fehlt',
        leer: 'fehlt',
        rahmen: 'fehlt',
      });
    } finally {
      await lauscher.close();
    }
  });

  it('runs the browser with its sandbox: never --no-sandbox, renderers under seccomp in their own namespaces, not as root', async () => {
    expect((await scan(sb, `${base}/formular`)).statusCode).toBe(200);
    const prozesse = chromiumProzesse();
    const browser = prozesse.filter((p) => !p.args.some((a) => a.startsWith('--type=')));
    const renderer = prozesse.filter((p) => p.args.includes('--type=renderer'));
    expect(browser.length).toBeGreaterThan(0);
    expect(renderer.length).toBeGreaterThan(0);
    for (const p of browser) {
      expect(p.args).not.toContain('--no-sandbox');
      expect(p.args).toContain('--webrtc-ip-handling-policy=disable_non_proxied_udp');
    }
    // as root the browser runs as CHROMIUM_USER; as anyone else as that user itself
    const uid =
      process.getuid?.() === 0
        ? Number(execFileSync('id', ['-u', CHROMIUM_USER_DEFAULT], { encoding: 'utf8' }).trim())
        : process.getuid?.();
    const eigene = readlinkSync('/proc/self/ns/net');
    for (const p of [...browser, ...renderer])
      expect(p.status.Uid?.split(/\s+/)).toEqual([String(uid), String(uid), String(uid), String(uid)]);
    for (const p of renderer) {
      expect(p.status.Seccomp, `renderer ${p.pid}`).toBe('2');
      expect(p.status.NoNewPrivs).toBe('1');
      // a nested PID namespace: the renderer has a second pid there
      expect(p.status.NSpid?.split(/\s+/).length).toBeGreaterThan(1);
      if (p.ns) {
        expect(p.ns.net).not.toBe(eigene);
        expect(p.ns.user).not.toBe(readlinkSync('/proc/self/ns/user'));
        expect(p.ns.pid).not.toBe(readlinkSync('/proc/self/ns/pid'));
      }
    }
    if (process.getuid?.() === 0) expect(renderer.every((p) => p.ns !== null)).toBe(true);
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
    // the first session, touched now: the sign-ins above may take longer than the 4 s idle time on a busy machine
    expect((await scan(sb, `${base}/leer`)).statusCode).toBe(200);
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
      expect(
        (await client.request('GET', `/api/Formfiller/GetFormfillerAntragByAuftragId/${auftragId}`)).statusCode,
      ).toBe(status);
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
    auftragId = (
      await h.db.em.fork().findOneOrFail(Auftrag, { id: { $ne: '' } }, { orderBy: { auftragsDatum: 'asc' } })
    ).id;
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
    const res = await sb.request('POST', `/api/Formfiller/ScanBetreiberForm/${auftragId}`, {
      body: { url: url(betreiber.port) },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect((res.json() as { message: string }).message).toBe(FORMFILLER_MSG.urlIntern);
  });

  it('refuses file: and opens nothing', async () => {
    const res = await sb.request('POST', `/api/Formfiller/ScanBetreiberForm/${auftragId}`, {
      body: { url: 'file:///etc/passwd' },
    });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { message: string }).message).toBe(FORMFILLER_MSG.urlUngueltig);
    const fill = await sb.request('POST', '/api/Formfiller/PostDataToOnlineForm', {
      body: { auftragId, url: `http://127.0.0.1:${betreiber.port}/formular` },
    });
    expect(fill.statusCode).toBe(400);
    expect(betreiber.requests).toEqual([]);
    expect(((await sb.request('GET', '/api/Formfiller/GetPuppetUrl')).json() as { url: string }).url).toBe('');
  });
});

// A server running as root starts its browser only as CHROMIUM_USER, with the sandbox: without that account the
// form filler is unavailable (German 503), never a browser without its sandbox.
describe.skipIf(process.getuid?.() !== 0).each(testDatabases().slice(0, 1))(
  'form filler as root without the browser account on $name',
  (database) => {
    const h = useHarness(database, { FORMFILLER_ALLOW_HOSTS: '127.0.0.1', CHROMIUM_USER: 'lap-gibt-es-nicht' });
    let betreiber: Betreiber;

    beforeAll(async () => {
      betreiber = await startBetreiber();
    });
    afterAll(async () => {
      betreiber.server.closeAllConnections();
      await new Promise((resolve) => betreiber.server.close(resolve));
    });

    it('answers 503 with the German message and opens nothing', async () => {
      const sb = new Client(h.app);
      await sb.login('sb@example.org');
      const auftragId = (
        await h.db.em.fork().findOneOrFail(Auftrag, { id: { $ne: '' } }, { orderBy: { auftragsDatum: 'asc' } })
      ).id;
      const vorher = chromiumProzesse().length;
      const res = await sb.request('POST', `/api/Formfiller/ScanBetreiberForm/${auftragId}`, {
        body: { url: `http://127.0.0.1:${betreiber.port}/formular` },
      });
      expect(res.statusCode, res.body).toBe(503);
      expect((res.json() as { message: string }).message).toBe(FORMFILLER_MSG.browserNichtVerfuegbar);
      expect(betreiber.requests).toEqual([]);
      expect(chromiumProzesse().length).toBeLessThanOrEqual(vorher);
    });
  },
);
