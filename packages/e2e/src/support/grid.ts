import type { Locator, Page } from 'playwright-core';

/** The shared DataGrid, found the way a user sees it: by its region name (the list title). */
export function grid(page: Page, name: string): Locator {
  return page.getByRole('region', { name });
}

/** 'x–y von N' below the grid. */
export function rangeLabel(page: Page): Locator {
  return page.getByTestId('grid-range');
}

/** Waits until the pager says exactly `text` (e.g. '11–20 von 30'). */
export async function waitForRange(page: Page, text: string | RegExp): Promise<void> {
  const range = rangeLabel(page);
  if (typeof text === 'string') {
    await page.waitForFunction((t) => document.querySelector('[data-testid="grid-range"]')?.textContent === t, text);
  } else {
    await range.filter({ hasText: text }).waitFor();
  }
}

/** Number N of 'x–y von N', once counted (the grid shows a page's rows first and 'x–y von …' while it counts). */
export async function totalRows(page: Page): Promise<number> {
  await page.waitForFunction(() =>
    /von [\d.]+$/.test(document.querySelector('[data-testid="grid-range"]')?.textContent?.trim() ?? ''),
  );
  const text = (await rangeLabel(page).innerText()).trim();
  const m = /von ([\d.]+)$/.exec(text);
  if (!m?.[1]) throw new Error(`unexpected range label: ${text}`);
  return Number(m[1].replace(/\./g, ''));
}

/** The header cell of a column (AG Grid keeps the column id as col-id). */
export function headerCell(page: Page, colId: string): Locator {
  return page.locator(`.ag-header-cell[col-id="${colId}"]`);
}

/** Opens a column's filter popup with its filter button. */
export async function openColumnFilter(page: Page, colId: string): Promise<Locator> {
  const header = headerCell(page, colId);
  await header.scrollIntoViewIfNeeded();
  await header.hover();
  await header.locator('.ag-header-cell-filter-button').click();
  const popup = page.locator('.ag-popup .ag-filter');
  await popup.waitFor();
  return popup;
}

/** Texts of a column's data cells on the current page, top to bottom. */
export async function columnTexts(page: Page, colId: string): Promise<string[]> {
  return page.evaluate((id) => {
    const rows = Array.from(document.querySelectorAll<HTMLElement>('.ag-grid-scrolling-rows .ag-row[row-index]'));
    const byIndex = new Map<number, string>();
    for (const row of rows) {
      const cell = row.querySelector<HTMLElement>(`.ag-cell[col-id="${id}"]`);
      if (cell) byIndex.set(Number(row.getAttribute('row-index')), cell.innerText.trim());
    }
    return [...byIndex.entries()].sort((a, b) => a[0] - b[0]).map(([, text]) => text);
  }, colId);
}

/** The row ids (user ids) of the current page, top to bottom. */
export async function rowIds(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const rows = Array.from(document.querySelectorAll<HTMLElement>('.ag-grid-scrolling-rows .ag-row[row-id]'));
    return rows
      .sort((a, b) => Number(a.getAttribute('row-index')) - Number(b.getAttribute('row-index')))
      .map((r) => r.getAttribute('row-id') ?? '');
  });
}

/** Waits until the grid shows other rows than `previous` (AG Grid renders a moment after the pager updates). */
export async function rowIdsAfterChange(page: Page, previous: readonly string[]): Promise<string[]> {
  await page.waitForFunction((prev) => {
    if (document.querySelector('[aria-busy="true"]')) return false;
    const ids = Array.from(document.querySelectorAll<HTMLElement>('.ag-grid-scrolling-rows .ag-row[row-id]'))
      .sort((a, b) => Number(a.getAttribute('row-index')) - Number(b.getAttribute('row-index')))
      .map((r) => r.getAttribute('row-id') ?? '');
    return ids.length > 0 && JSON.stringify(ids) !== JSON.stringify(prev);
  }, previous);
  return rowIds(page);
}

/** The row showing `text` in column `colId`. */
export function rowWith(page: Page, colId: string, text: string): Locator {
  return page
    .locator('.ag-grid-scrolling-rows .ag-row[row-id]')
    .filter({ has: page.locator(`.ag-cell[col-id="${colId}"]`, { hasText: text }) });
}

/** One cell of a row, by row id and column id. */
export function cell(page: Page, rowId: string, colId: string): Locator {
  return page.locator(`.ag-row[row-id="${rowId}"] .ag-cell[col-id="${colId}"]`);
}

/** A toast (Mantine notification, role alert) containing `text`. */
export function toast(page: Page, text: string): Locator {
  return page.getByRole('alert').filter({ hasText: text });
}
