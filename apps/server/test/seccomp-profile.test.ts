// The container's seccomp profile (infra/seccomp-chromium.json, issue 42 security item 3): derived from Docker's
// default profile with one change, and under it — applied with libseccomp as Docker applies it to a container without
// CAP_SYS_ADMIN — Debian's Chromium starts WITH its sandbox, which it cannot under Docker's default profile.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, chownSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_USER_DEFAULT } from '@lap/api';

const infra = (path: string): string => fileURLToPath(new URL(`../../../infra/${path}`, import.meta.url));
const PROFILE = infra('seccomp-chromium.json');
const DOCKER_DEFAULT = infra('seccomp/docker-default.json');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface Rule {
  names: string[];
  action: string;
  args?: unknown[];
  includes?: { caps?: string[]; arches?: string[] };
  excludes?: { caps?: string[]; arches?: string[] };
}
const rules = (file: string): Rule[] => (JSON.parse(readFileSync(file, 'utf8')) as { syscalls: Rule[] }).syscalls;
const unconditional = (list: Rule[], name: string): boolean =>
  list.some(
    (r) =>
      r.action === 'SCMP_ACT_ALLOW' &&
      r.names.includes(name) &&
      (r.args ?? []).length === 0 &&
      !r.includes?.caps &&
      !r.includes?.arches,
  );

/** Debian's Chromium printing the DOM of a small page, under the given profile, as the unprivileged browser user. */
function chromiumUnder(profile: string): { status: number | null; stdout: string; stderr: string } {
  const dir = mkdtempSync(join(tmpdir(), 'lap-seccomp-'));
  try {
    const asRoot = process.getuid?.() === 0;
    if (asRoot) {
      const uid = Number(execFileSync('id', ['-u', CHROMIUM_USER_DEFAULT], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', CHROMIUM_USER_DEFAULT], { encoding: 'utf8' }).trim());
      chownSync(dir, uid, gid);
    }
    const drop = asRoot
      ? ['setpriv', `--reuid=${CHROMIUM_USER_DEFAULT}`, `--regid=${CHROMIUM_USER_DEFAULT}`, '--init-groups']
      : [];
    const run = spawnSync(
      '/usr/bin/python3',
      [
        infra('seccomp/run-under.py'),
        profile,
        ...drop,
        'env',
        `HOME=${dir}`,
        CHROMIUM,
        '--headless',
        `--user-data-dir=${dir}`,
        '--disable-gpu',
        '--dump-dom',
        'data:text/html,<p>sandbox-ok</p>',
      ],
      { encoding: 'utf8', timeout: 60_000 },
    );
    return { status: run.status, stdout: run.stdout, stderr: run.stderr };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the container seccomp profile for the browser sandbox', () => {
  it('is Docker’s default profile with namespaces (clone, unshare) and chroot allowed, and is kept derived', () => {
    const ours = rules(PROFILE);
    const docker = rules(DOCKER_DEFAULT);
    for (const name of ['clone', 'unshare', 'chroot']) {
      expect(unconditional(docker, name), `${name} in Docker's default`).toBe(false);
      expect(unconditional(ours, name), name).toBe(true);
    }
    // the rest of what needs CAP_SYS_ADMIN stays refused
    for (const name of ['mount', 'setns', 'bpf', 'umount2', 'open_tree']) expect(unconditional(ours, name)).toBe(false);
    const { defaultAction } = JSON.parse(readFileSync(PROFILE, 'utf8')) as { defaultAction: string };
    expect(defaultAction).toBe('SCMP_ACT_ERRNO');
    // the committed file is what the script derives
    const out = join(mkdtempSync(join(tmpdir(), 'lap-seccomp-derive-')), 'profile.json');
    execFileSync(process.execPath, [infra('seccomp/derive.mjs'), DOCKER_DEFAULT, out]);
    expect(readFileSync(out, 'utf8')).toBe(readFileSync(PROFILE, 'utf8'));
    // and the compose sample uses it for the app nodes
    expect(readFileSync(infra('compose.yaml'), 'utf8')).toContain('security_opt: ["seccomp=./seccomp-chromium.json"]');
  });

  it('lets Chromium start with its sandbox, where Docker’s default profile does not', () => {
    const ours = chromiumUnder(PROFILE);
    expect(ours.stderr).not.toMatch(/No usable sandbox/);
    expect(ours.stdout).toContain('<p>sandbox-ok</p>');
    expect(ours.status).toBe(0);

    const docker = chromiumUnder(DOCKER_DEFAULT);
    expect(docker.stdout).not.toContain('sandbox-ok');
    expect(docker.stderr).toMatch(/No usable sandbox/);
  }, 120_000);
});
