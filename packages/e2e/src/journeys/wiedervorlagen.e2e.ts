import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { berlinToday, germanDay, isoDayFromToday, plusMonths, seriousViolations } from '../support/antrag.js';
import { freshCustomer, priceAndSend, sendRequest, staffSession } from '../support/angebot.js';
import type { ApiSession } from '../support/api.js';
import { appUrl, launchBrowser, screenshot, waitForAppPath } from '../support/browser.js';
import { expectFieldError, field, waitForToast } from '../support/forms.js';
import { signedInPage } from '../support/login.js';

// Follow-ups (spec 001 §2 /wiedervorlagen and /editposition, §5 date rules): a follow-up set through the API for
// today shows in today's (yellow) group; the own-only switch keeps it (the case worker who set it owns it); the
// reminder moves it one week ahead at 08:00; the remark is edited in a dialog; /editposition refuses an enquiry date
// two months back at the field, completes a date without time to 08:00 and returns to the list after saving.

interface VersorgerRow {
  id: string;
  versorgerName: string;
}
interface Position {
  angefragtDatum: string | null;
  vorlageDatum: string | null;
  bemerkung: string | null;
}

let browser: Browser;
let page: Page;
let sb: ApiSession;
let vorgangsnummer: string;
let auftragId: string;
let row: VersorgerRow;

const berlin = (iso: string | null): string =>
  iso
    ? new Intl.DateTimeFormat('de-DE', {
        timeZone: 'Europe/Berlin',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })
        .format(new Date(iso))
        .replace(',', '')
    : '';
const position = async (): Promise<Position> => (await sb.query('wiedervorlage.position', { id: row.id })) as Position;
const reminderButton = () =>
  page.getByRole('button', {
    name: `Erinnerung für ${row.versorgerName} (${vorgangsnummer}): Wiedervorlage in einer Woche`,
  });
/** The follow-up's own row inside its day's table (the day's detail row contains it too). */
const followUpRow = () =>
  page
    .getByRole('table', { name: /^Wiedervorlagen am / })
    .getByRole('row')
    .filter({ has: reminderButton() });

beforeAll(async () => {
  browser = await launchBrowser();
  sb = await staffSession();
  const customer = await freshCustomer('Wiedervorlage', { vorname: 'Wilma', name: 'Vorlage' });
  const antrag = await sendRequest(customer, { vorhaben: 'Wiedervorlagen: Leitungsauskunft' });
  await priceAndSend(sb, antrag.id, false);
  const answer = (await customer.session.mutation('angebot.zustimmung', {
    antragId: antrag.id,
    widerrufAnerkannt: true,
  })) as { auftragId: string };
  vorgangsnummer = antrag.vorgangsnummer;
  auftragId = answer.auftragId;
  await sb.mutation('versorger.netzbetreiberZumAuftrag', { auftragId: answer.auftragId });
  const list = (await sb.query('versorger.list', { auftragId: answer.auftragId, page: 1, pageSize: 100 })) as {
    rows: VersorgerRow[];
  };
  row = list.rows[0] as VersorgerRow;
  // a follow-up today, 18:00 (whoever sets it becomes its case worker)
  await sb.mutation('wiedervorlage.updatePosition', { id: row.id, vorlageDatum: `${germanDay(berlinToday())} 18:00` });
  page = (await signedInPage(browser, 'sb@example.org', '/auftraege')).page;
});
afterAll(async () => {
  await browser.close();
});

describe('/wiedervorlagen', () => {
  it('lists today’s follow-up in the open yellow group; own-only switch remembered; no serious axe findings', async () => {
    await page.goto(appUrl('/wiedervorlagen'));
    await page.getByRole('heading', { level: 1, name: 'Wiedervorlagen' }).waitFor();
    const group = page.getByRole('button', {
      name: new RegExp(`^${germanDay(berlinToday()).replace(/\./g, '\\.')}: \\d+ Wiedervorlagen zuklappen$`),
    });
    await group.waitFor();
    expect(await group.getAttribute('aria-expanded')).toBe('true');
    await reminderButton().waitFor();
    const tr = followUpRow();
    expect(await tr.getAttribute('class')).toMatch(/heute/);
    await tr.getByText(`${germanDay(berlinToday())} 18:00`).waitFor();
    await screenshot(page, 'wiedervorlagen');
    expect(await seriousViolations(page)).toEqual([]);

    const own = page.getByRole('switch', { name: 'Nur eigene Wiedervorlagen' });
    await own.check();
    await reminderButton().waitFor();
    await page.reload();
    await expect.poll(() => page.getByRole('switch', { name: 'Nur eigene Wiedervorlagen' }).isChecked()).toBe(true);
    await reminderButton().waitFor();
    await page.getByRole('switch', { name: 'Nur eigene Wiedervorlagen' }).uncheck();
    await page.getByRole('button', { name: 'Aktualisieren' }).click();
    await reminderButton().waitFor();
  });

  it('edits the remark in a dialog (BemerkungWiedervorlagen)', async () => {
    await page
      .getByRole('button', { name: `Bemerkung zu ${row.versorgerName} (${vorgangsnummer}) bearbeiten` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Bemerkung zur Wiedervorlage' });
    const text = `Rückruf zugesagt (E2E ${Date.now()})`;
    await dialog.getByRole('textbox', { name: 'Bemerkung' }).fill(text);
    await screenshot(page, 'wiedervorlagen-bemerkung');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await waitForToast(page, 'Speichern Erfolgreich.');
    await followUpRow().getByText(text).waitFor();
    expect((await position()).bemerkung).toBe(text);
  });

  it('sends a reminder: the follow-up moves one week ahead, 08:00', async () => {
    const next = `${germanDay(isoDayFromToday(7))} 08:00`;
    await reminderButton().click();
    await waitForToast(page, `Vorgang Erfolgreich. Neue Wiedervorlage am ${next}.`);
    expect(berlin((await position()).vorlageDatum)).toBe(next);
    // its new group is in the future (collapsed until opened)
    await page.getByRole('button', { name: 'Alle aufklappen' }).click();
    await followUpRow().getByText(next).waitFor();
    await screenshot(page, 'wiedervorlagen-erinnerung');
  });
});

describe('/editposition/{versorgerId}', () => {
  it('shows the rule violation at the field, completes 08:00, saves and returns to the list', async () => {
    await page.getByRole('link', { name: `Position ${row.versorgerName} (${vorgangsnummer}) bearbeiten` }).click();
    await waitForAppPath(page, `/editposition/${row.id}`);
    await page.getByRole('heading', { level: 1, name: 'Versorger-Position editieren' }).waitFor();
    await page.getByText(vorgangsnummer).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const angefragt = field(page, 'Angefragt am');
    const zweiMonate = germanDay(plusMonths(berlinToday(), -2));
    await angefragt.fill(`${zweiMonate} 09:30`);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expectFieldError(angefragt, 'muss zwischen dem');
    await screenshot(page, 'editposition-fehler');
    expect(await seriousViolations(page)).toEqual([]);

    // spec 001 §5: a date without a time means 08:00
    await angefragt.fill(germanDay(berlinToday()));
    await angefragt.blur();
    await expect.poll(() => angefragt.inputValue()).toBe(`${germanDay(berlinToday())} 08:00`);
    const vorlage = field(page, 'Wiedervorlage');
    await vorlage.fill(`${germanDay(isoDayFromToday(3))} 14:15`);
    await screenshot(page, 'editposition');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await waitForToast(page, 'Speichern Erfolgreich.');
    await waitForAppPath(page, '/wiedervorlagen');
    const saved = await position();
    expect(berlin(saved.angefragtDatum)).toBe(`${germanDay(berlinToday())} 08:00`);
    expect(berlin(saved.vorlageDatum)).toBe(`${germanDay(isoDayFromToday(3))} 14:15`);
  });
});

describe('/wiedervorlagen at a provider’s scale', () => {
  it('a day of 52 follow-ups opens with its first 50 and pages to the rest', async () => {
    // a day of its own, 40 days ahead: 52 supplier rows of the order with a follow-up each (09:00–09:51)
    const tag = isoDayFromToday(40);
    const position = ((await sb.query('auftrag.positionen', { auftragId })) as Array<{ id: number }>)[0] as {
      id: number;
    };
    const ids: string[] = [];
    for (let i = 0; i < 52; i++) {
      const added = (await sb.mutation('auftrag.postVersorger', {
        auftragId,
        positionId: position.id,
        versorgerName: `Seitenprobe ${String(i).padStart(2, '0')}`,
      })) as { id: string };
      await sb.mutation('wiedervorlage.updatePosition', {
        id: added.id,
        vorlageDatum: `${germanDay(tag)} 09:${String(i).padStart(2, '0')}`,
      });
      ids.push(added.id);
    }
    try {
      await page.goto(appUrl('/wiedervorlagen'));
      const group = page.getByRole('button', { name: `${germanDay(tag)}: 52 Wiedervorlagen aufklappen` });
      await group.click();
      const table = page.getByRole('table', { name: `Wiedervorlagen am ${germanDay(tag)}` });
      await table.getByText('Seitenprobe 51').waitFor();
      // newest first: the page holds 51 down to 02, the next one 01 and 00
      expect(await table.getByRole('row').count()).toBe(51);
      await page.getByText('1–50 von 52').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'wiedervorlagen-seiten');
      await page.getByRole('button', { name: 'Seite 2', exact: true }).click();
      await page.getByText('51–52 von 52').waitFor();
      await table.getByText('Seitenprobe 00').waitFor();
      expect(await table.getByRole('row').count()).toBe(3);
    } finally {
      for (const id of ids) await sb.mutation('versorger.delete', { id });
    }
  });
});
