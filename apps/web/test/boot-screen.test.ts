import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SUPPORT_HOTLINE } from '../src/config';
import { isLoginPath } from '../src/modules/shell/boot-screen';

const indexHtml = readFileSync(new URL('../index.html', import.meta.url), 'utf8');
const loginPage = readFileSync(new URL('../src/modules/auth/components/LoginPage.tsx', import.meta.url), 'utf8');
/** The login card index.html paints before the scripts (issue 42). */
const card =
  /<div class="lap-boot-login" id="lap-boot-login" aria-hidden="true">[\s\S]*?<noscript>/.exec(indexHtml)?.[0] ?? '';

describe("index.html's login card (issue 42)", () => {
  it('is there, hidden from assistive technology and without anything focusable', () => {
    expect(card).not.toBe('');
    expect(card).not.toMatch(/<(?:a|button|input|select|textarea)\b/);
  });

  it("shows the login page's texts and the hotline as LoginPage draws them", () => {
    const texts = ['Anmeldung', 'Melden Sie sich mit Ihrer E-Mail-Adresse an.', 'Passwort vergessen?', 'Anmelden'];
    for (const text of [...texts, 'Jetzt registrieren']) {
      expect(card).toContain(text);
      expect(loginPage).toContain(text);
    }
    expect(card).toContain(`Fragen? <span class="a">${SUPPORT_HOTLINE.text}</span>`);
  });
});

describe('isLoginPath: the paths whose login page removes the card itself', () => {
  it('/login with or without a referer, in any case', () => {
    expect(['/login', '/login/', '/Login/auftraege', '/LOGIN'].map(isLoginPath)).toEqual([true, true, true, true]);
  });

  it('not other pages', () => {
    expect(['/', '/loginx', '/antraege', '/registrierung/login'].map(isLoginPath)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
