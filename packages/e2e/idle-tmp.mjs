import { chromium } from 'playwright-core';
const flags = ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run','--use-angle=swiftshader','--enable-unsafe-swiftshader'];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: flags });
const base = 'http://127.0.0.1:3000/leitungsauskunftportal';
for (const p of (process.env.PAGES ?? '/registrierung,/login,/registrierung').split(',')) {
  const ctx = await browser.newContext({ viewport: { width: 1366, height: 820 }, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Performance.enable');
  const w = Date.now();
  await page.goto(base + p);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  const wall = Date.now() - w;
  const m = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((x) => [x.name, x.value]));
  const res = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => `${r.name.split('/').pop()} ${Math.round(r.startTime)}-${Math.round(r.responseEnd)}`));
  const nav = await page.evaluate(() => { const n = performance.getEntriesByType('navigation')[0]; return `ttfb ${Math.round(n.responseStart)} dcl ${Math.round(n.domContentLoadedEventEnd)} load ${Math.round(n.loadEventEnd)}`; });
  console.log(p, wall, 'ms', nav, 'task', m.TaskDuration.toFixed(2), 'script', m.ScriptDuration.toFixed(2), 'layout', m.LayoutDuration.toFixed(2), 'style', m.RecalcStyleDuration.toFixed(2));
  console.log('  ', res.join(' | '));
  await ctx.close();
}
await browser.close();
