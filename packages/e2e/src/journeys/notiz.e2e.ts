import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/antrag.js';
import { settledDialog, staffSession } from '../support/angebot.js';
import type { ApiSession } from '../support/api.js';
import { appUrl, launchBrowser, screenshot, watchErrors } from '../support/browser.js';
import { toast } from '../support/grid.js';
import { openAppPath, signedInContext, signedInPage } from '../support/login.js';

// The notes panel (spec 001 §2 Shell, §3 Note, §6, §9): a case worker opens it from the up-arrow button, writes a
// global note and one bound to an order page, sees the counter and the 350-character limit, filters, resizes the
// panel by mouse and keyboard, switches to dark mode, reloads (size and mode come back), edits and deletes a note.
// A customer sees no panel. Screenshots and axe closed/open, light/dark.

const VIEWPORT = { width: 1366, height: 820 };

let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let sb: ApiSession;
let auftrag: { auftragId: string; vorgangsnummer: string };
let verfasser: string;
const tag = `E2E-${Date.now().toString(36)}`;
const globalText = `Globale Notiz ${tag}: Urlaubsvertretung klären.`;
const auftragText = `Auftragsnotiz ${tag}: Plan der Gasleitung fehlt noch.`;

const panel = () => page.getByRole('complementary', { name: 'Notizen' });
const oeffnen = () => page.getByRole('button', { name: 'Notizen öffnen' });
const notizFeld = () => panel().getByRole('textbox', { name: /^Notiz/ });
const liste = () => panel().getByRole('list', { name: 'Notizen' });
const eintrag = (text: string): Locator => liste().getByRole('listitem').filter({ hasText: text });
const anzeige = (label: string) => panel().getByText(label, { exact: true });

async function panelGroesse(): Promise<{ width: number; height: number }> {
  const box = await panel().boundingBox();
  if (!box) throw new Error('Notizen-Panel nicht sichtbar');
  return { width: Math.round(box.width), height: Math.round(box.height) };
}

/** Waits until the slide-in has ended (the panel stands still). */
async function offenUndRuhig(): Promise<void> {
  await panel().waitFor();
  await page.waitForFunction(() => {
    const el = document.getElementById('notizen-panel');
    return !!el && getComputedStyle(el).transform === 'none';
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
  sb = await staffSession();
  const me = (await sb.query('account.me')) as { vorname: string; name: string };
  verfasser = `${me.vorname} ${me.name}`.trim();
  // a demo order (open orders list)
  const list = (await sb.query('auftrag.list', { pageSize: 10 })) as {
    rows: Array<{ auftragId: string; vorgangsnummer: string }>;
  };
  const first = list.rows[0];
  if (!first) throw new Error('keine Demo-Aufträge');
  auftrag = { auftragId: first.auftragId, vorgangsnummer: first.vorgangsnummer };
  context = await signedInContext(browser, 'sb@example.org', { viewport: VIEWPORT });
  page = await context.newPage();
  errors = watchErrors(page);
  await openAppPath(page, '/auftraege');
});
afterAll(async () => {
  await browser.close();
});

describe('notes panel (case worker)', () => {
  it("is the header's 'Notizen' button (up arrow) while closed; opens sliding in at 30 % × 80 % with the text field focused", async () => {
    await page.getByRole('heading', { level: 1, name: 'Auftraege' }).waitFor();
    await oeffnen().waitFor();
    expect(await panel().isVisible()).toBe(false);
    // issue 42: in the header, labelled, right-hand side — never over the page's content
    expect(await page.getByRole('banner').getByRole('button', { name: 'Notizen öffnen' }).innerText()).toBe('Notizen');
    const knopf = await oeffnen().boundingBox();
    const kopf = await page.getByRole('banner').boundingBox();
    expect((knopf?.x ?? 0) + (knopf?.width ?? 0)).toBeGreaterThan(VIEWPORT.width - 40);
    expect((knopf?.y ?? 0) + (knopf?.height ?? 0)).toBeLessThanOrEqual((kopf?.y ?? 0) + (kopf?.height ?? 0));
    const titel = await page.getByRole('heading', { level: 1, name: 'Auftraege' }).boundingBox();
    expect((knopf?.y ?? 0) + (knopf?.height ?? 0)).toBeLessThanOrEqual(titel?.y ?? 0);
    await screenshot(page, 'notiz-geschlossen');
    expect(await seriousViolations(page)).toEqual([]);

    await oeffnen().click();
    await offenUndRuhig();
    // open, the header's button says it closes
    expect(await oeffnen().count()).toBe(0);
    expect(
      await page.getByRole('banner').getByRole('button', { name: 'Notizen schließen' }).getAttribute('aria-expanded'),
    ).toBe('true');
    await expect.poll(() => notizFeld().evaluate((el) => el === document.activeElement)).toBe(true);
    const groesse = await panelGroesse();
    expect(Math.abs(groesse.width - VIEWPORT.width * 0.3)).toBeLessThanOrEqual(2);
    expect(Math.abs(groesse.height - VIEWPORT.height * 0.8)).toBeLessThanOrEqual(2);
    // /auftraege is about no single object
    expect(await panel().getByRole('checkbox', { name: 'projektbezogen speichern' }).isDisabled()).toBe(true);
    expect(await panel().getByText('Seite ohne Vorgang').isVisible()).toBe(true);
  });

  it('counts characters, refuses more than 350 and empty notes, saves a global note with its time and author', async () => {
    const speichern = panel().getByRole('button', { name: 'Speichern', exact: true });
    expect(await speichern.isDisabled()).toBe(true);
    await notizFeld().fill('   ');
    expect(await speichern.isDisabled()).toBe(true);
    await notizFeld().fill('ä'.repeat(351));
    await panel().getByText('351 / 350').waitFor();
    await panel().getByText('Die Notiz darf höchstens 350 Zeichen lang sein.').waitFor();
    expect(await speichern.isDisabled()).toBe(true);
    await notizFeld().fill(globalText);
    await panel().getByText(`${globalText.length} / 350`).waitFor();
    await speichern.click();
    await toast(page, 'Speichern Erfolgreich.').waitFor();
    await eintrag(globalText).waitFor();
    const meta = await eintrag(globalText).locator('time').innerText();
    expect(meta).toMatch(/^\d{2}\.\d{2}\.\d{2} \d{2}:\d{2}$/);
    expect(await eintrag(globalText).innerText()).toContain(`${verfasser} · Global`);
    expect(await notizFeld().inputValue()).toBe('');
    await screenshot(page, 'notiz-offen-hell');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('binds a note to the order page and filters Alle / Global / Dieser Vorgang', async () => {
    await page.goto(appUrl(`/bearbeitungslist/${auftrag.auftragId}`));
    await page
      .getByRole('heading', { level: 1, name: `Bearbeitung von Auftrag - ${auftrag.vorgangsnummer}` })
      .waitFor();
    // a reload closes the panel
    await oeffnen().click();
    await offenUndRuhig();
    await panel().getByText('Seite: Auftrag').waitFor();
    const bezogen = panel().getByRole('checkbox', { name: 'projektbezogen speichern' });
    expect(await bezogen.isDisabled()).toBe(false);
    await bezogen.check();
    await notizFeld().fill(auftragText);
    await panel().getByRole('button', { name: 'Speichern', exact: true }).click();
    await eintrag(auftragText).waitFor();
    expect(await eintrag(auftragText).innerText()).toContain(`${verfasser} · Auftrag`);
    await eintrag(globalText).waitFor();

    await anzeige('Dieser Vorgang').click();
    await expect.poll(() => eintrag(globalText).count()).toBe(0);
    await expect.poll(() => eintrag(auftragText).count()).toBe(1);
    await anzeige('Global').click();
    await expect.poll(() => eintrag(auftragText).count()).toBe(0);
    await expect.poll(() => eintrag(globalText).count()).toBe(1);
    await anzeige('Alle').click();
    await eintrag(auftragText).waitFor();
    await eintrag(globalText).waitFor();

    // the server has it bound to the order
    const notizen = (await sb.query('notiz.list', {
      notizFilter: { projekt: 2, projektId: auftrag.auftragId },
      anzeige: 'vorgang',
    })) as Array<{ notizText: string; projekt: number; projektId: string }>;
    expect(notizen.find((n) => n.notizText === auftragText)).toMatchObject({
      projekt: 2,
      projektId: auftrag.auftragId,
    });
  });

  it('resizes by mouse and keyboard within the bounds, switches to dark mode, and restores both after a reload', async () => {
    const griff = panel().getByRole('button', { name: 'Größe der Notizen ändern' });
    const box = await griff.boundingBox();
    if (!box) throw new Error('Griff nicht sichtbar');
    // drag the top-left corner 200 px left and 300 px down: wider, and lower down to the 50 % bound
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 200, box.y + box.height / 2 + 300, { steps: 8 });
    await page.mouse.up();
    const gezogen = await panelGroesse();
    expect(gezogen.width).toBeGreaterThan(Math.round(VIEWPORT.width * 0.3) + 150);
    expect(Math.abs(gezogen.width - VIEWPORT.width * 0.3 - 200)).toBeLessThanOrEqual(3);
    expect(Math.abs(gezogen.height - VIEWPORT.height * 0.5)).toBeLessThanOrEqual(2);

    // keyboard: two steps wider (2 % each), the height at its lower bound stays
    await griff.focus();
    await griff.press('ArrowLeft');
    await griff.press('ArrowLeft');
    await griff.press('ArrowDown');
    const getastet = await panelGroesse();
    expect(getastet.width - gezogen.width).toBeGreaterThanOrEqual(Math.floor(VIEWPORT.width * 0.04) - 2);
    expect(getastet.height).toBeGreaterThanOrEqual(Math.floor(VIEWPORT.height * 0.5) - 1);
    // Shift: larger steps, bounded by 80 %
    for (let i = 0; i < 8; i++) await griff.press('Shift+ArrowLeft');
    await griff.press('Shift+ArrowUp');
    const gross = await panelGroesse();
    expect(Math.abs(gross.width - VIEWPORT.width * 0.8)).toBeLessThanOrEqual(2);
    expect(Math.abs(gross.height - VIEWPORT.height * 0.6)).toBeLessThanOrEqual(2);
    // a size to come back to
    for (let i = 0; i < 4; i++) await griff.press('Shift+ArrowRight');
    const vorher = await panelGroesse();

    const dunkel = panel().getByRole('button', { name: 'Dunkles Design' });
    expect(await dunkel.getAttribute('aria-pressed')).toBe('false');
    await dunkel.click();
    expect(await dunkel.getAttribute('aria-pressed')).toBe('true');
    expect(await panel().getAttribute('data-mantine-color-scheme')).toBe('dark');
    await screenshot(page, 'notiz-offen-dunkel');
    expect(await seriousViolations(page)).toEqual([]);

    await page.reload();
    await page
      .getByRole('heading', { level: 1, name: `Bearbeitung von Auftrag - ${auftrag.vorgangsnummer}` })
      .waitFor();
    await oeffnen().waitFor();
    await screenshot(page, 'notiz-geschlossen-nach-reload');
    expect(await seriousViolations(page)).toEqual([]);
    await oeffnen().click();
    await offenUndRuhig();
    const nachher = await panelGroesse();
    expect(Math.abs(nachher.width - vorher.width)).toBeLessThanOrEqual(1);
    expect(Math.abs(nachher.height - vorher.height)).toBeLessThanOrEqual(1);
    expect(await panel().getAttribute('data-mantine-color-scheme')).toBe('dark');
    const gespeichert = await page.evaluate(() => localStorage.getItem('lap.notizen.panel'));
    expect(JSON.parse(gespeichert ?? '{}')).toMatchObject({ dunkel: true });
  });

  it('edits a note (delete + save), deletes one after asking, in dark mode', async () => {
    await eintrag(auftragText)
      .getByRole('button', { name: /bearbeiten$/ })
      .click();
    expect(await notizFeld().inputValue()).toBe(auftragText);
    expect(await panel().getByRole('checkbox', { name: 'projektbezogen speichern' }).isChecked()).toBe(true);
    const geaendert = `${auftragText} Nachgefordert am Telefon.`;
    await notizFeld().fill(geaendert);
    await panel().getByRole('button', { name: 'Änderung speichern' }).click();
    await eintrag(geaendert).waitFor();
    await expect.poll(() => liste().getByRole('listitem').filter({ hasText: auftragText }).count()).toBe(1);

    await eintrag(geaendert)
      .getByRole('button', { name: /löschen$/ })
      .click();
    const dialog = await settledDialog(page.getByRole('dialog', { name: 'Notiz löschen' }));
    await dialog.getByText('Wirklich löschen?').waitFor();
    await screenshot(page, 'notiz-loeschen-frage');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Löschen' }).click();
    await expect.poll(() => eintrag(geaendert).count()).toBe(0);
    const notizen = (await sb.query('notiz.list', {
      notizFilter: { projekt: 2, projektId: auftrag.auftragId },
    })) as Array<{ notizText: string }>;
    expect(notizen.some((n) => n.notizText.includes(tag) && n.notizText.startsWith('Auftragsnotiz'))).toBe(false);
    expect(notizen.some((n) => n.notizText === globalText)).toBe(true);
  });

  it("closes with the down arrow: slides out and is hidden after 0.5 s, the keyboard is back on the header's button", async () => {
    await panel().getByRole('button', { name: 'Notizen schließen' }).click();
    await oeffnen().waitFor();
    await expect.poll(() => oeffnen().evaluate((el) => el === document.activeElement)).toBe(true);
    await page.waitForFunction(() => {
      const el = document.getElementById('notizen-panel');
      return !!el && getComputedStyle(el).visibility === 'hidden';
    });
    expect(await panel().isVisible()).toBe(false);
    // and the global note is tidied up through the panel's call
    const id = ((await sb.query('notiz.list', {})) as Array<{ id: number; notizText: string }>).find(
      (n) => n.notizText === globalText,
    )?.id;
    expect(id).toBeDefined();
    await sb.mutation('notiz.delete', { id });
    expect(errors).toEqual([]);
  });
});

describe('notes panel (customer)', () => {
  it('shows no panel to a customer', async () => {
    const { context: kundeContext, page: kunde } = await signedInPage(browser, 'kunde@example.org', '/antraege', {
      viewport: VIEWPORT,
    });
    await kunde.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await kunde.getByRole('button', { name: 'Notizen öffnen' }).count()).toBe(0);
    expect(await kunde.locator('#notizen-panel').count()).toBe(0);
    await kundeContext.close();
  });
});
