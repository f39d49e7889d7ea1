import type { Browser, BrowserContext, Page } from 'playwright-core';
import { FORMFILLER_MSG } from '@lap/contracts';
import { AppError } from '../../errors.js';
import { launchChromium } from '../browser/chromium.js';
import { startFormfillerProxy, type FormfillerProxy } from './proxy.js';
import { freigabeAus, type Freigabe } from './ssrf.js';

// The form filler's browser sessions ("puppets"): one Chromium for the server, started on first use and stopped when
// the last session ends; one isolated browser context (cookies, storage) with one page per sign-in session. A user has
// at most `maxProUser` sessions (one per signed-in browser), the server at most `maxGesamt`; a session closes after
// `idleMs` without a call, on ClosePuppet, on sign-out of its page, and with the server. Calls of one session run one
// after another. Sessions live in this process only: after a restart the case worker loads the form again.

/**
 * Removes WebRTC from the page (RTCPeerConnection, webkitRTCPeerConnection, RTCDataChannel, …): STUN and TURN would
 * otherwise let a form reach addresses the proxy never sees. Operators' forms do not need it.
 */
const OHNE_WEBRTC = `for (const name of Object.getOwnPropertyNames(globalThis)) {
  if (/^(?:webkit)?RTC/.test(name)) delete globalThis[name];
}`;

export interface FormfillerOptionen {
  chromiumPath: string | null | undefined;
  /** CHROMIUM_USER: whom the browser runs as when the server runs as root. */
  chromiumUser?: string | undefined;
  allowHosts?: readonly string[] | undefined;
  idleMs?: number;
  maxProUser?: number;
  maxGesamt?: number;
  /** Time a page may take to load. */
  ladeTimeoutMs?: number;
}

export interface Puppet {
  key: string;
  userId: string;
  context: BrowserContext;
  page: Page;
  timer: NodeJS.Timeout | undefined;
  queue: Promise<unknown>;
}

export class FormfillerSitzungen {
  readonly idleMs: number;
  readonly maxProUser: number;
  readonly maxGesamt: number;
  readonly ladeTimeoutMs: number;
  readonly freigabe: Freigabe;
  private browser: Promise<Browser> | null = null;
  /** Sessions by key (the sign-in session id); a pending creation is in `reserviert`. */
  private readonly puppets = new Map<string, Puppet>();
  private readonly reserviert = new Map<string, { userId: string; ready: Promise<Puppet> }>();
  private proxy: Promise<FormfillerProxy> | null = null;
  private closed = false;

  constructor(private readonly opts: FormfillerOptionen) {
    this.idleMs = opts.idleMs ?? 5 * 60_000;
    this.maxProUser = opts.maxProUser ?? 2;
    this.maxGesamt = opts.maxGesamt ?? 10;
    this.ladeTimeoutMs = opts.ladeTimeoutMs ?? 20_000;
    this.freigabe = freigabeAus(opts.allowHosts);
  }

  /** Open sessions (for tests and health). */
  get anzahl(): number {
    return this.puppets.size + this.reserviert.size;
  }

  get(key: string): Puppet | undefined {
    return this.puppets.get(key);
  }

  /** The session of `key`, created when absent (refused beyond the per-user and global limits). */
  async acquire(key: string, userId: string): Promise<Puppet> {
    if (this.closed) throw new AppError('SERVICE_UNAVAILABLE', FORMFILLER_MSG.browserNichtVerfuegbar);
    const existing = this.puppets.get(key) ?? (await this.reserviert.get(key)?.ready);
    if (existing) return existing;
    const ofUser = [...this.puppets.values(), ...this.reserviert.values()].filter((p) => p.userId === userId).length;
    if (ofUser >= this.maxProUser) throw new AppError('TOO_MANY_REQUESTS', FORMFILLER_MSG.sitzungsLimit);
    if (this.anzahl >= this.maxGesamt) throw new AppError('TOO_MANY_REQUESTS', FORMFILLER_MSG.serverLimit);
    const ready = this.create(key, userId);
    this.reserviert.set(key, { userId, ready });
    try {
      const puppet = await ready;
      this.puppets.set(key, puppet);
      this.touch(puppet);
      return puppet;
    } finally {
      this.reserviert.delete(key);
    }
  }

  /** Runs `fn` on the session after its previous calls, and restarts its idle clock. */
  async run<T>(puppet: Puppet, fn: (p: Puppet) => Promise<T>): Promise<T> {
    const next = puppet.queue.then(
      () => fn(puppet),
      () => fn(puppet),
    );
    puppet.queue = next.catch(() => undefined);
    try {
      return await next;
    } finally {
      this.touch(puppet);
    }
  }

  /** Closes the session of `key`; answers whether there was one. */
  async close(key: string): Promise<boolean> {
    const puppet = this.puppets.get(key) ?? (await this.reserviert.get(key)?.ready.catch(() => undefined));
    if (!puppet) return false;
    this.puppets.delete(key);
    clearTimeout(puppet.timer);
    await puppet.context.close().catch(() => undefined);
    await this.stopBrowserWhenIdle();
    return true;
  }

  /** Every session and the browser (server shutdown). */
  async closeAll(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.puppets.keys()].map((k) => this.close(k)));
    const browser = this.browser;
    this.browser = null;
    if (browser) await (await browser.catch(() => null))?.close().catch(() => undefined);
    const proxy = this.proxy;
    this.proxy = null;
    if (proxy) await (await proxy).close();
  }

  private touch(puppet: Puppet): void {
    clearTimeout(puppet.timer);
    if (this.puppets.get(puppet.key) !== puppet) return;
    puppet.timer = setTimeout(() => void this.close(puppet.key), this.idleMs);
    puppet.timer.unref();
  }

  private async stopBrowserWhenIdle(): Promise<void> {
    if (this.anzahl > 0 || !this.browser) return;
    const browser = this.browser;
    this.browser = null;
    await (await browser.catch(() => null))?.close().catch(() => undefined);
  }

  private getProxy(): Promise<FormfillerProxy> {
    this.proxy ??= startFormfillerProxy(this.freigabe);
    return this.proxy;
  }

  private async getBrowser(): Promise<Browser> {
    if (!this.browser) {
      const launching = launchChromium({
        executablePath: this.opts.chromiumPath,
        user: this.opts.chromiumUser,
        unavailableMessage: FORMFILLER_MSG.browserNichtVerfuegbar,
      });
      this.browser = launching;
      launching.then(
        (b) =>
          b.on('disconnected', () => {
            if (this.browser === launching) this.browser = null;
            for (const [key, p] of this.puppets) if (p.context.browser() === b) this.puppets.delete(key);
          }),
        () => {
          if (this.browser === launching) this.browser = null;
        },
      );
    }
    return this.browser;
  }

  private async create(key: string, userId: string): Promise<Puppet> {
    const browser = await this.getBrowser();
    const proxy = await this.getProxy();
    const context = await browser.newContext({
      // every request of the page passes the checking proxy; '<-loopback>': loopback too (Chromium skips it otherwise)
      proxy: { server: proxy.url, bypass: '<-loopback>' },
      viewport: { width: 1280, height: 900 },
      locale: 'de-DE',
      serviceWorkers: 'block',
      acceptDownloads: false,
      javaScriptEnabled: true,
    });
    try {
      // before any script of the page, in every frame: no WebRTC at all (the launch flag already keeps its UDP off)
      await context.addInitScript(OHNE_WEBRTC);
      const page = await context.newPage();
      page.setDefaultTimeout(this.ladeTimeoutMs);
      page.setDefaultNavigationTimeout(this.ladeTimeoutMs);
      // popups of the form open as pages of the context: closed at once, the session has one page
      context.on('page', (p) => {
        if (p !== page) void p.close().catch(() => undefined);
      });
      return { key, userId, context, page, timer: undefined, queue: Promise.resolve() };
    } catch (error) {
      await context.close().catch(() => undefined);
      throw error;
    }
  }
}
