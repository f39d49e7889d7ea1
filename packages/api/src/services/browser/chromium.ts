import { chromium, type Browser, type LaunchOptions } from 'playwright-core';
import { AppError } from '../../errors.js';

// The server's own Chromium (Debian's, driven by playwright-core; never a downloaded browser). Map print renders
// maplibre in it and the form filler opens operators' web forms in it. The browser is a separate process: the event
// loop only waits on its protocol socket.

/** Flags for a headless Chromium on a server without a desktop, GPU or outside network of its own. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
] as const;

/** WebGL in software, so maplibre renders without a GPU (map print). */
export const CHROMIUM_WEBGL_FLAGS = ['--use-angle=swiftshader', '--enable-unsafe-swiftshader'] as const;

export interface ChromiumOptions {
  /** CHROMIUM_PATH; null/undefined = not available. */
  executablePath: string | null | undefined;
  /** German message of the 503 when Chromium is off or cannot start. */
  unavailableMessage: string;
  extraArgs?: readonly string[];
  launch?: Omit<LaunchOptions, 'executablePath' | 'args' | 'headless'>;
}

/** Starts a Chromium; answers a German 503 (AppError SERVICE_UNAVAILABLE) when it is switched off or fails to start. */
export async function launchChromium(opts: ChromiumOptions): Promise<Browser> {
  if (!opts.executablePath) throw new AppError('SERVICE_UNAVAILABLE', opts.unavailableMessage);
  try {
    return await chromium.launch({
      ...opts.launch,
      executablePath: opts.executablePath,
      headless: true,
      args: [...CHROMIUM_FLAGS, ...(opts.extraArgs ?? [])],
    });
  } catch (error) {
    const unavailable = new AppError('SERVICE_UNAVAILABLE', opts.unavailableMessage);
    unavailable.cause = error;
    throw unavailable;
  }
}
