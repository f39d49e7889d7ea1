import { chromium } from 'playwright-core';
const flags = ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run','--use-angle=swiftshader','--enable-unsafe-swiftshader'];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: flags });
const base = 'http://127.0.0.1:3000/leitungsauskunftportal';
const mode = process.env.MODE; const n = Number(process.env.N ?? 10); const p = process.env.P ?? '/login';
let ctx = await browser.newContext({ viewport: { width: 1366, height: 820 }, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
let page = await ctx.newPage();
await page.goto(base + p); await page.getByRole('heading', { level: 1 }).first().waitFor();
const w = Date.now();
for (let i = 0; i < n; i++) {
  if (mode === 'ctx') { await ctx.close(); ctx = await browser.newContext({ viewport: { width: 1366, height: 820 }, locale: 'de-DE', timezoneId: 'Europe/Berlin' }); page = await ctx.newPage(); }
  if (mode === 'page') { await page.close(); page = await ctx.newPage(); }
  if (mode === 'ctxonly') { await ctx.close(); ctx = await browser.newContext({ viewport: { width: 1366, height: 820 }, locale: 'de-DE', timezoneId: 'Europe/Berlin' }); page = await ctx.newPage(); continue; }
  await page.goto(base + p); await page.getByRole('heading', { level: 1 }).first().waitFor();
}
console.error(mode, 'wall', Date.now() - w);
await browser.close();
