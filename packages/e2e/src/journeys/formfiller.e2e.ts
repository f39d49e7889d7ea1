import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/antrag.js';
import { staffSession } from '../support/angebot.js';
import type { ApiSession } from '../support/api.js';
import { appUrl, launchBrowser, screenshot, waitForAppPath, watchErrors } from '../support/browser.js';
import { openAppPath, signedInContext } from '../support/login.js';

// The form filler (spec 001 §2 /formfiller/{auftragId}): a case worker opens it from the order, loads an operator's web
// form (served by this journey on 127.0.0.1; the e2e server allows that host), sees the proposed mapping, fills the
// form in the server's browser and sees the screenshot and values, toggles 'Alle Daten anzeigen', then fills a generated
// AcroForm PDF in the browser and downloads it. axe on each screen, screenshots.

const FORMULAR = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Muster-Netz: Leitungsanfrage</title>
<style>body{font-family:sans-serif;margin:2rem}label{display:block;margin-top:.6rem}input,select{width:20rem}</style></head>
<body><h1>Leitungsanfrage Muster-Netz GmbH</h1><form method="post" action="/absenden">
<label for="s">Straße</label><input id="s" name="strasse">
<label for="h">Hausnummer</label><input id="h" name="hausnummer">
<label for="p">PLZ</label><input id="p" name="plz">
<label for="o">Ort</label><input id="o" name="ort">
<label for="e">E-Mail</label><input id="e" name="email" type="email">
<label for="a">Vorgangsart</label><select id="a" name="art"><option value="">Bitte wählen</option><option value="B">Baumaßnahme</option><option value="P">Planung</option></select>
<button type="submit">Absenden</button></form></body></html>`;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let sb: ApiSession;
let betreiber: Server;
let formUrl: string;
let auftrag: { auftragId: string; vorgangsnummer: string };
let werte: Record<string, string>;

beforeAll(async () => {
  betreiber = createServer((req, res) => {
    if (req.url === '/formular') res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(FORMULAR);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => betreiber.listen(0, '127.0.0.1', resolve));
  formUrl = `http://127.0.0.1:${(betreiber.address() as AddressInfo).port}/formular`;
  browser = await launchBrowser();
  sb = await staffSession();
  const list = (await sb.query('auftrag.list', { pageSize: 10 })) as {
    rows: Array<{ auftragId: string; vorgangsnummer: string }>;
  };
  const first = list.rows[0];
  if (!first) throw new Error('keine Demo-Aufträge');
  auftrag = first;
  werte = ((await sb.query('formfiller.antrag', { auftragId: auftrag.auftragId })) as { werte: Record<string, string> })
    .werte;
  context = await signedInContext(browser, 'sb@example.org');
  page = await context.newPage();
  errors = watchErrors(page);
  await openAppPath(page, '/auftraege');
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => betreiber?.close(resolve));
});

describe('form filler', () => {
  it('opens from the order page', async () => {
    await page.goto(appUrl(`/bearbeitungslist/${auftrag.auftragId}`));
    await page.getByRole('link', { name: 'Formular ausfüllen' }).first().click();
    await waitForAppPath(page, `/formfiller/${auftrag.auftragId}`);
    await page.getByRole('heading', { name: `Formular ausfüllen – ${auftrag.vorgangsnummer}` }).waitFor();
    await screenshot(page, 'formfiller-start');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('loads the operator form and shows the proposed mapping before filling', async () => {
    await page.getByLabel('Adresse des Formulars').fill(formUrl);
    await page.getByRole('button', { name: 'Laden', exact: true }).click();
    const tabelle = page.getByRole('table', { name: 'Formularfelder und Zuordnung' });
    await tabelle.waitFor();
    expect(await page.getByLabel('Wert für Straße').inputValue()).toBe(werte.strasse);
    expect(await page.getByLabel('Wert für PLZ').inputValue()).toBe(werte.plz);
    expect(await page.getByLabel('Wert für E-Mail').inputValue()).toBe(werte.email);
    await screenshot(page, 'formfiller-zuordnung');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('fills the form in the server browser: screenshot and values', async () => {
    await page.getByLabel('Wert für Ort').fill('Großenhain');
    await page.getByRole('button', { name: 'In Formular einfügen' }).click();
    await page.getByRole('img', { name: 'Bildschirmfoto des ausgefüllten Formulars' }).waitFor();
    // the re-scan's current values are shown in the table
    await page.getByRole('cell', { name: 'Großenhain', exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Browser-Url laden' }).click();
    expect(await page.getByLabel('Adresse des Formulars').inputValue()).toBe(formUrl);
    await screenshot(page, 'formfiller-ausgefuellt');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('toggles all stored data of the order', async () => {
    await page.getByRole('button', { name: 'Alle Daten anzeigen' }).click();
    await page.getByRole('table', { name: 'Antragsteller' }).waitFor();
    await screenshot(page, 'formfiller-alle-daten');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Weniger anzeigen' }).click();
    await page.getByRole('button', { name: 'Alle Daten anzeigen' }).waitFor();
  });

  it('fills an AcroForm PDF in the browser and offers it for download', async () => {
    const doc = await PDFDocument.create();
    const pdfPage = doc.addPage([595, 842]);
    const form = doc.getForm();
    ['Straße', 'PLZ', 'Ort'].forEach((name, i) =>
      form.createTextField(name).addToPage(pdfPage, { x: 50, y: 760 - i * 40, width: 300, height: 24 }),
    );
    form.createCheckBox('Eilbearbeitung').addToPage(pdfPage, { x: 50, y: 600, width: 16, height: 16 });
    const dir = mkdtempSync(join(tmpdir(), 'lap-ff-'));
    const file = join(dir, 'Anfrage Muster-Netz.pdf');
    writeFileSync(file, await doc.save());

    await page.getByText('PDF-Formular', { exact: true }).click();
    await page.getByLabel('PDF-Formular auswählen').waitFor();
    const chooser = page.waitForEvent('filechooser');
    await page.getByLabel('PDF-Formular auswählen').click();
    await (await chooser).setFiles(file);
    await page.getByRole('table', { name: 'Formularfelder und Zuordnung' }).waitFor();
    expect(await page.getByLabel('Wert für Straße').inputValue()).toBe(werte.strasse);
    await screenshot(page, 'formfiller-pdf');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'In Formular einfügen' }).click();
    const link = page.getByTestId('pdf-download');
    await link.waitFor();
    const download = page.waitForEvent('download');
    await link.click();
    const path = await (await download).path();
    expect((await download).suggestedFilename()).toBe('Anfrage Muster-Netz_ausgefuellt.pdf');
    const filled = await PDFDocument.load(readFileSync(path));
    expect(filled.getForm().getTextField('Straße').getText()).toBe(werte.strasse);
    expect(filled.getForm().getTextField('PLZ').getText()).toBe(werte.plz);
    expect(errors, errors.join('\n')).toEqual([]);
  });
});
