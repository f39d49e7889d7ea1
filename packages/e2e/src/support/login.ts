import type { Page } from 'playwright-core';
import { appUrl } from './browser.js';

/** The login form's fields, found by their labels (required fields carry a ' *'). */
export const emailField = (page: Page) => page.getByRole('textbox', { name: 'E-Mail' });
export const passwordField = (page: Page) => page.getByLabel(/^Passwort\s*\*?$/);

/** Signs in through the login form (the way a user does). */
export async function signIn(page: Page, email: string, password: string, path = '/login'): Promise<void> {
  await page.goto(appUrl(path));
  await emailField(page).fill(email);
  await passwordField(page).fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}
