import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromium, type Browser, type LaunchOptions } from 'playwright-core';
import { AppError } from '../../errors.js';

// The server's own Chromium (Debian's, driven by playwright-core; never a downloaded browser). Map print renders
// maplibre in it and the form filler opens operators' web forms in it. The browser is a separate process: the event
// loop only waits on its protocol socket.
//
// It always runs with its sandbox (renderers in their own user, PID and network namespaces under seccomp): third-party
// pages are rendered in it. Chromium refuses its sandbox to root, so a server running as root starts the browser as
// the unprivileged CHROMIUM_USER through a small launcher (setpriv); a server running as any other user starts it as
// itself. There is no way to switch the sandbox off: where it cannot work, the browser does not start (German 503).

/** Flags for a headless Chromium on a server without a desktop, GPU or outside network of its own. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // WebRTC may not send UDP past the proxy (STUN/TURN to internal addresses); TURN over TCP goes through the proxy
  '--webrtc-ip-handling-policy=disable_non_proxied_udp',
] as const;

/** WebGL in software, so maplibre renders without a GPU (map print). */
export const CHROMIUM_WEBGL_FLAGS = ['--use-angle=swiftshader', '--enable-unsafe-swiftshader'] as const;

/** CHROMIUM_USER's default: the account the browser runs as when the server runs as root. */
export const CHROMIUM_USER_DEFAULT = 'lap-chromium';

export interface ChromiumOptions {
  /** CHROMIUM_PATH; null/undefined = not available. */
  executablePath: string | null | undefined;
  /** CHROMIUM_USER (name or uid): whom the browser runs as when the server runs as root; default CHROMIUM_USER_DEFAULT. */
  user?: string | undefined;
  /** German message of the 503 when Chromium is off or cannot start. */
  unavailableMessage: string;
  extraArgs?: readonly string[];
  launch?: Omit<LaunchOptions, 'executablePath' | 'args' | 'headless' | 'env' | 'chromiumSandbox'>;
}

const run = promisify(execFile);

/** Single-quoted for sh. */
const sh = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`;

/**
 * The launcher a root server starts instead of Chromium: hands the profile playwright created (root's, 0700) to the
 * browser's user, then drops to that user without capabilities or new privileges and execs Chromium with the same
 * arguments and open descriptors (playwright's --remote-debugging-pipe is fds 3 and 4).
 */
function launcherScript(executablePath: string, uid: number, gid: number): string {
  return `#!/bin/sh
# Written by the portal (packages/api/src/services/browser/chromium.ts): Chromium as uid ${uid}, with its sandbox.
set -eu
profile=
for arg in "$@"; do
  case "$arg" in --user-data-dir=*) profile="\${arg#--user-data-dir=}" ;; esac
done
if [ -z "$profile" ] || [ ! -d "$profile" ]; then echo "chromium launcher: no --user-data-dir" >&2; exit 1; fi
chown -R ${uid}:${gid} -- "$profile"
cd "$profile"
exec /usr/bin/setpriv --reuid=${uid} --regid=${gid} --clear-groups --inh-caps=-all --bounding-set=-all --no-new-privs -- \\
  /usr/bin/env HOME="$profile" ${sh(executablePath)} "$@"
`;
}

/** The uid and gid of an account (name or number); refuses root and unknown accounts. */
async function account(user: string): Promise<{ uid: number; gid: number }> {
  const id = async (flag: '-u' | '-g'): Promise<number> => Number((await run('id', [flag, '--', user])).stdout.trim());
  let uid: number;
  let gid: number;
  try {
    [uid, gid] = await Promise.all([id('-u'), id('-g')]);
  } catch {
    throw new Error(
      `CHROMIUM_USER "${user}" does not exist: create an unprivileged account for the browser (scripts/ensure-system-packages.sh does) or run the server as a user other than root`,
    );
  }
  if (!Number.isInteger(uid) || !Number.isInteger(gid) || uid === 0)
    throw new Error(`CHROMIUM_USER "${user}" must be an unprivileged account, not root`);
  return { uid, gid };
}

/** Launchers written by this process, by executable and user (removed when the process exits). */
const launchers = new Map<string, Promise<string>>();
let launcherDir: string | undefined;

function launcherFor(executablePath: string, user: string): Promise<string> {
  const key = `${executablePath}\0${user}`;
  let launcher = launchers.get(key);
  if (!launcher) {
    launcher = account(user).then(({ uid, gid }) => {
      if (!launcherDir) {
        const dir = mkdtempSync(join(tmpdir(), 'lap-chromium-'));
        launcherDir = dir;
        process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
      }
      const file = join(launcherDir, `chromium-${launchers.size}`);
      writeFileSync(file, launcherScript(executablePath, uid, gid), { mode: 0o700 });
      return file;
    });
    launcher.catch(() => launchers.delete(key));
    launchers.set(key, launcher);
  }
  return launcher;
}

/** The browser's whole environment: none of the server's variables (SESSION_SECRET, DATABASE_URL, …) reach it. */
const browserEnv = (): Record<string, string> => ({
  PATH: '/usr/local/bin:/usr/bin:/bin',
  HOME: homedir(),
  LANG: 'C.UTF-8',
});

/** Starts a Chromium; answers a German 503 (AppError SERVICE_UNAVAILABLE) when it is switched off or fails to start. */
export async function launchChromium(opts: ChromiumOptions): Promise<Browser> {
  if (!opts.executablePath) throw new AppError('SERVICE_UNAVAILABLE', opts.unavailableMessage);
  try {
    const asRoot = process.getuid?.() === 0;
    return await chromium.launch({
      ...opts.launch,
      executablePath: asRoot
        ? await launcherFor(opts.executablePath, opts.user ?? CHROMIUM_USER_DEFAULT)
        : opts.executablePath,
      headless: true,
      chromiumSandbox: true,
      env: browserEnv(),
      args: [...CHROMIUM_FLAGS, ...(opts.extraArgs ?? [])],
    });
  } catch (error) {
    // the user sees the German 503; whoever runs the server needs the reason (no sandbox, no CHROMIUM_USER, …)
    process.emitWarning(
      `Chromium did not start: ${error instanceof Error ? error.message : String(error)}`,
      'ChromiumWarning',
    );
    const unavailable = new AppError('SERVICE_UNAVAILABLE', opts.unavailableMessage);
    unavailable.cause = error;
    throw unavailable;
  }
}
