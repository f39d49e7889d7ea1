// Derives infra/seccomp-chromium.json from Docker's default seccomp profile (moby profiles/seccomp/default.json,
// Apache-2.0; Debian ships it in golang-github-docker-docker-dev). Usage:
//   node infra/seccomp/derive.mjs /usr/share/gocode/src/github.com/docker/docker/profiles/seccomp/default.json
// The one change: clone and unshare may create namespaces, and chroot is allowed, without CAP_SYS_ADMIN /
// CAP_SYS_CHROOT — what Chromium's sandbox needs to put its renderers into their own user, PID and network namespaces
// (infra/README.md, "Browser sandbox"). The kernel still decides whether an unprivileged user may create them.
// Everything else (mount, bpf, setns, ptrace …) stays as in the default profile.
import { readFileSync, writeFileSync } from 'node:fs';

const [source, target = new URL('../seccomp-chromium.json', import.meta.url)] = process.argv.slice(2);
if (!source) {
  console.error('usage: node infra/seccomp/derive.mjs <docker default.json> [target]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(source, 'utf8'));
const SANDBOX = ['clone', 'unshare', 'chroot'];
const syscalls = [];
for (const rule of profile.syscalls) {
  // the default's conditional clone rules (no namespace flags without CAP_SYS_ADMIN) give way to the rule below
  if (rule.names.length === 1 && rule.names[0] === 'clone' && rule.action === 'SCMP_ACT_ALLOW') continue;
  const names =
    rule.action === 'SCMP_ACT_ALLOW' && rule.includes?.caps
      ? rule.names.filter((n) => !SANDBOX.includes(n))
      : rule.names;
  if (names.length > 0) syscalls.push({ ...rule, names });
}
syscalls.push({
  names: SANDBOX,
  action: 'SCMP_ACT_ALLOW',
  args: [],
  comment: "Chromium's sandbox: namespaces for its renderers, created by the unprivileged service user",
  includes: {},
  excludes: {},
});
writeFileSync(target, `${JSON.stringify({ ...profile, syscalls }, null, 2)}\n`);
