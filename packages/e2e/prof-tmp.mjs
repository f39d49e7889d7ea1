import { chromium } from 'playwright-core';
const flags = ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run','--use-angle=swiftshader','--enable-unsafe-swiftshader'];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: flags });
const base = 'http://127.0.0.1:3000/leitungsauskunftportal';
const p = process.env.P ?? '/login';
const ctx = await browser.newContext({ viewport: { width: 1366, height: 820 }, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(base + p);
await page.getByRole('heading', { level: 1 }).first().waitFor();
await page.waitForTimeout(300);
const { profile } = await cdp.send('Profiler.stop');
// self time per function and per url
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas; 
for (let i = 0; i < profile.samples.length; i++) { const n = byId.get(profile.samples[i]); self.set(n.id, (self.get(n.id) ?? 0) + (dt[i] ?? 0)); }
const byFn = new Map(), byUrl = new Map();
for (const [id, us] of self) { const n = byId.get(id); const cf = n.callFrame; const k = `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}`; byFn.set(k, (byFn.get(k) ?? 0) + us); const u = cf.url.split('/').pop() || cf.functionName; byUrl.set(u, (byUrl.get(u) ?? 0) + us); }
const top = (m) => [...m].sort((a, b) => b[1] - a[1]).slice(0, 18).map(([k, v]) => `${(v / 1000).toFixed(0).padStart(5)} ms ${k}`).join('\n');
console.log('--- by url\n' + top(byUrl)); console.log('--- by fn\n' + top(byFn));
await browser.close();
