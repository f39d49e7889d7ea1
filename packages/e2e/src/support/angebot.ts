import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { adminSession, ApiSession, seedUser, type SeededUser } from './api.js';
import { antragInput, apiGet, createSent, type ArrangedAntrag } from './antrag.js';
import { baseUrl } from './browser.js';
import { grid, waitForRange } from './grid.js';

// Helpers of the offer (Angebot) journeys: a fresh applicant (an Erstkunde) with requests sent through the
// API, staff pricing and sending through the API (for the screens that only need a priced offer), money in
// German notation, the offer as the server answers it, PDFs fetched with the page's cookies, and the PDF
// attached to a caught mail.

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

// ------------------------------------------------------------------ money

const moneyFmt = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

/** Cents in the app's German notation: 3075 → '30,75 €' (a normal blank before the sign, as the app writes it). */
export const euro = (cents: number): string => moneyFmt.format(cents / 100).replace(/\u00a0/g, ' ');

/** 19 % VAT of a net amount in cents, rounded half up to whole cents (written out here, not taken from the app). */
export const mwstOf = (nettoCent: number): number => Math.round((nettoCent * 19) / 100);

// ------------------------------------------------------------------ the applicant and their requests

export interface OfferCustomer extends SeededUser {
  /** The company of the user record (the offer history shows it) and of the requests' applicant. */
  firma: string;
  /** A word only this run's rows contain (the company), for the lists' search. */
  tag: string;
  session: ApiSession;
}

/**
 * A fresh applicant: confirmed, with a company, no paid invoice yet (so an Erstkunde). The administrator
 * creates the user, the user then stores the company in their own data.
 */
export async function freshCustomer(label: string, person: { vorname: string; name: string }): Promise<OfferCustomer> {
  const tag = `${label}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const user = await seedUser(await adminSession(), {
    tag: label.toLowerCase(),
    vorname: person.vorname,
    name: person.name,
  });
  const session = new ApiSession();
  await session.signIn(user.email, user.password);
  const firma = `${tag} Tiefbau GmbH`;
  await session.mutation('nutzer.editOwn', {
    id: user.id,
    firma,
    vorname: user.vorname,
    name: user.name,
    strasse: 'Teststraße',
    hausnummer: '1',
    plz: '01067',
    ort: 'Dresden',
    telefon: '0351 1234567',
  });
  return { ...user, firma, tag, session };
}

/** A request of the customer (applicant block with the customer's company), drawn and sent (status 2). */
export function sendRequest(customer: OfferCustomer, overrides: Record<string, unknown> = {}): Promise<ArrangedAntrag> {
  const input = antragInput(customer, overrides);
  const personen = Array.isArray(input.personen) ? input.personen : [];
  input.personen = personen.map((p: unknown) => (isRecord(p) ? { ...p, firma: customer.firma } : p));
  return createSent(customer.session, input);
}

/** An API session of the demo case worker (SbBereich). */
export async function staffSession(): Promise<ApiSession> {
  const sb = new ApiSession();
  await sb.signIn('sb@example.org');
  return sb;
}

/** Staff take the price-list proposal and send the offer (status 3), through the API. */
export async function priceAndSend(sb: ApiSession, antragId: string, vorkasse: boolean): Promise<void> {
  await sb.mutation('angebot.uebernahme', { antragId });
  await sb.mutation('angebot.senden', { antragId, vorkasse });
}

// ------------------------------------------------------------------ the offer as the server has it

export interface OfferView {
  id: string;
  angebotId: string | null;
  antragStatus: number;
  vorgangsnummer: string;
  erstKunde: boolean;
  angebotVersand: string | null;
  vorkasseStatus: number;
  nettoBetrag: number;
  mwst: number;
  betrag: number;
  mwstProzent: number;
  bemerkung: string | null;
  ablehnGrund: string | null;
  auftragId: string | null;
  kundeId: string;
}

/** GET api/Angebot/GetAngebotByAntragId/{id} with the page's cookies (as the signed-in user of the browser); money in cents. */
export async function offerView(page: Page, antragId: string): Promise<OfferView> {
  const res = await apiGet(page, `api/Angebot/GetAngebotByAntragId/${antragId}`);
  if (res.status() !== 200) throw new Error(`GetAngebotByAntragId antwortete ${res.status()}: ${await res.text()}`);
  const body: unknown = await res.json();
  if (
    !isRecord(body) ||
    typeof body.nettoBetrag !== 'number' ||
    typeof body.betrag !== 'number' ||
    typeof body.mwst !== 'number'
  ) {
    throw new Error(`GetAngebotByAntragId: unerwartete Antwort ${JSON.stringify(body)}`);
  }
  // api/* answers euros (JSON numbers with two decimals); the journeys compare in cents like the domain.
  const cents = (euros: number): number => Math.round(euros * 100);
  return {
    ...(body as unknown as OfferView),
    nettoBetrag: cents(body.nettoBetrag),
    mwst: cents(body.mwst),
    betrag: cents(body.betrag),
  };
}

/** A PDF fetched with the page's cookies (the link the page offers): status, type and the first bytes. */
export async function fetchPdf(
  page: Page,
  href: string,
): Promise<{ status: number; contentType: string; head: string; size: number }> {
  const res = await page.request.get(new URL(href, baseUrl()).toString());
  const body = res.status() === 200 ? await res.body() : Buffer.alloc(0);
  return {
    status: res.status(),
    contentType: res.headers()['content-type'] ?? '',
    head: body.subarray(0, 5).toString('latin1'),
    size: body.length,
  };
}

// ------------------------------------------------------------------ the screens

/** The rows of a table as cell texts (trimmed), top to bottom; `section` is the table's body or foot. */
export async function tableRows(table: Locator, section: 'tbody' | 'tfoot' = 'tbody'): Promise<string[][]> {
  return table
    .locator(`${section} tr`)
    .evaluateAll((rows) =>
      rows.map((r) =>
        Array.from(r.querySelectorAll('th, td')).map((c) => (c as HTMLElement).innerText.replace(/\s+/g, ' ').trim()),
      ),
    );
}

/** /angebote searched for `text`, waiting until the pager shows `count` rows. */
export async function searchAngebote(page: Page, text: string, count: number): Promise<void> {
  await grid(page, 'Angebote').waitFor();
  await page.getByRole('textbox', { name: 'Suche' }).fill(text);
  await waitForRange(page, count === 0 ? '0 von 0' : `1–${count} von ${count}`);
  if (count > 0)
    await page
      .locator('.ag-grid-scrolling-rows .ag-row[row-id]')
      .nth(count - 1)
      .waitFor();
}

/** Whether every part of a grid row (AG Grid renders pinned columns as separate row elements) has the class. */
export async function rowHasClass(page: Page, rowId: string, className: string): Promise<boolean> {
  return page.evaluate(
    ([id, cls]) => {
      const parts = Array.from(document.querySelectorAll<HTMLElement>(`.ag-row[row-id="${id}"]`));
      return parts.length > 0 && parts.every((p) => p.classList.contains(cls));
    },
    [rowId, className] as const,
  );
}

// ------------------------------------------------------------------ the PDF attached to a caught mail

export interface MailAttachment {
  contentType: string;
  filename: string;
  /** The decoded content. */
  content: Buffer;
}

/**
 * The raw .eml of a caught mail. /_dev/mails shows the plain text only, so the file is read where the server
 * under test keeps it: the catcher writes DATA_DIR/mails, and global setup's DATA_DIR is a fresh
 * `<tmp>/lap-e2e-*` directory (support/server.ts). With E2E_BASE_URL (a server elsewhere) it cannot be read.
 */
export function rawMail(file: string): string {
  const candidates = readdirSync(tmpdir())
    .filter((d) => d.startsWith('lap-e2e-'))
    .map((d) => join(tmpdir(), d, 'mails', file))
    .filter((p) => existsSync(p));
  const path = candidates[0];
  if (!path)
    throw new Error(
      `Mail-Datei ${file} nicht unter ${tmpdir()}/lap-e2e-*/mails gefunden (läuft der Server woanders, E2E_BASE_URL?)`,
    );
  return readFileSync(path, 'latin1');
}

function headerValue(headers: string, name: string): string {
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ');
  const m = new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded);
  return m?.[1]?.trim() ?? '';
}

/** The attachments of a MIME message (base64 parts with a file name), decoded. */
export function attachmentsOf(raw: string): MailAttachment[] {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => m[1] ?? '').filter(Boolean);
  const out: MailAttachment[] = [];
  for (const boundary of boundaries) {
    for (const part of raw.split(`--${boundary}`).slice(1)) {
      const split = part.search(/\r?\n\r?\n/);
      if (split < 0) continue;
      const headers = part.slice(0, split);
      const disposition = headerValue(headers, 'Content-Disposition');
      const type = headerValue(headers, 'Content-Type');
      const filename = /filename\*?="?([^";]+)"?/i.exec(disposition)?.[1] ?? /name="?([^";]+)"?/i.exec(type)?.[1] ?? '';
      if (!filename || !/base64/i.test(headerValue(headers, 'Content-Transfer-Encoding'))) continue;
      const body = part.slice(split).replace(/\s+/g, '');
      out.push({
        contentType: type.split(';')[0]?.trim().toLowerCase() ?? '',
        filename,
        content: Buffer.from(body, 'base64'),
      });
    }
  }
  return out;
}

/**
 * Waits until a table shows exactly `expected` (cell texts per row; the page reloads after each change), and
 * returns what it shows; the caller asserts, so a mismatch fails with both tables in the message.
 */
export async function tableRowsWhen(
  table: Locator,
  expected: readonly (readonly string[])[],
  section: 'tbody' | 'tfoot' = 'tbody',
  timeoutMs = 10_000,
): Promise<string[][]> {
  const want = JSON.stringify(expected);
  const deadline = Date.now() + timeoutMs;
  let rows: string[][] = [];
  while (Date.now() < deadline) {
    rows = await tableRows(table, section).catch(() => []);
    if (JSON.stringify(rows) === want) return rows;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return rows;
}

/**
 * Waits until a modal dialog has finished its opening transition (it and its ancestors fully opaque, not
 * moved), so that a screenshot or an axe run sees its real colours rather than a half-faded frame.
 */
export async function settledDialog(dialog: Locator): Promise<Locator> {
  await dialog.waitFor();
  const handle = await dialog.elementHandle();
  await dialog.page().waitForFunction((el) => {
    for (let node: Element | null = el; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.opacity !== '1') return false;
      if (style.transform !== 'none' && style.transform !== 'matrix(1, 0, 0, 1, 0, 0)') return false;
    }
    return true;
  }, handle);
  await handle?.dispose();
  return dialog;
}
