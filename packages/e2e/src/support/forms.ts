import type { Locator, Page } from 'playwright-core';

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An input by its exact label; required fields carry a ' *' after the label text. */
export function field(scope: Page | Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`));
}

/** The texts the input points to with aria-describedby (description and error), joined. */
export async function describedText(input: Locator): Promise<string> {
  const ids = ((await input.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
  const page = input.page();
  const texts: string[] = [];
  for (const id of ids) {
    const el = page.locator(`[id="${id}"]`);
    if (await el.count()) texts.push((await el.innerText()).trim());
  }
  return texts.join(' | ');
}

/** Waits until the input is marked invalid and its error text (linked by aria-describedby) contains `message`. */
export async function expectFieldError(input: Locator, message: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    last = await describedText(input);
    if ((await input.getAttribute('aria-invalid')) === 'true' && last.includes(message)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `Feld ohne Fehler „${message}“ (aria-invalid=${await input.getAttribute('aria-invalid')}, Text: „${last}“)`,
  );
}

/** A toast (Mantine notification) with the given text; waits until it is visible. */
export async function waitForToast(page: Page, text: string | RegExp): Promise<Locator> {
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: text }).first();
  await toast.waitFor({ state: 'visible' });
  return toast;
}

/**
 * Waits until no toast is showing any more (they close by themselves after a few seconds): a toast fading out while axe
 * runs is measured half transparent and reads as a contrast finding of the screen under test.
 */
export async function noToasts(page: Page, timeoutMs = 10_000): Promise<void> {
  await page.locator('.mantine-Notification-root').first().waitFor({ state: 'detached', timeout: timeoutMs });
}
