#!/usr/bin/python3
"""Runs a command under a Docker seccomp profile, as Docker would apply it to a container with Docker's default
capabilities (which lack CAP_SYS_ADMIN): the check that Chromium's sandbox starts under infra/seccomp-chromium.json
(and not under Docker's default profile). Uses Debian's python3-seccomp (libseccomp); test tool, not product code.

Usage: run-under.py PROFILE.json COMMAND [ARG …]
"""
import errno
import json
import os
import platform
import sys

import seccomp

# Docker's default capability set of a container (moby oci/caps/defaults.go).
DOCKER_DEFAULT_CAPS = {
    "CAP_CHOWN", "CAP_DAC_OVERRIDE", "CAP_FSETID", "CAP_FOWNER", "CAP_MKNOD", "CAP_NET_RAW", "CAP_SETGID",
    "CAP_SETUID", "CAP_SETFCAP", "CAP_SETPCAP", "CAP_NET_BIND_SERVICE", "CAP_SYS_CHROOT", "CAP_KILL",
    "CAP_AUDIT_WRITE",
}
ARCH = {"x86_64": "amd64", "aarch64": "arm64"}.get(platform.machine(), platform.machine())
OPS = {"SCMP_CMP_EQ": seccomp.EQ, "SCMP_CMP_NE": seccomp.NE, "SCMP_CMP_LT": seccomp.LT, "SCMP_CMP_LE": seccomp.LE,
       "SCMP_CMP_GT": seccomp.GT, "SCMP_CMP_GE": seccomp.GE, "SCMP_CMP_MASKED_EQ": seccomp.MASKED_EQ}


def action(name, errno_ret):
    if name == "SCMP_ACT_ALLOW":
        return seccomp.ALLOW
    if name == "SCMP_ACT_ERRNO":
        return seccomp.ERRNO(errno_ret if errno_ret is not None else errno.EPERM)
    if name == "SCMP_ACT_KILL":
        return seccomp.KILL
    if name == "SCMP_ACT_TRAP":
        return seccomp.TRAP
    if name == "SCMP_ACT_LOG":
        return seccomp.LOG
    raise SystemExit(f"unsupported action {name}")


def applies(rule):
    inc, exc = rule.get("includes") or {}, rule.get("excludes") or {}
    if inc.get("arches") and ARCH not in inc["arches"]:
        return False
    if inc.get("caps") and not set(inc["caps"]) <= DOCKER_DEFAULT_CAPS:
        return False
    if exc.get("arches") and ARCH in exc["arches"]:
        return False
    if exc.get("caps") and set(exc["caps"]) & DOCKER_DEFAULT_CAPS:
        return False
    return True  # minKernel: the kernels here are newer than any the profile names


def build(profile):
    f = seccomp.SyscallFilter(defaction=action(profile["defaultAction"], profile.get("defaultErrnoRet")))
    for rule in profile["syscalls"]:
        if not applies(rule):
            continue
        act = action(rule["action"], rule.get("errnoRet"))
        args = []
        for a in rule.get("args") or []:
            op = OPS[a["op"]]
            args.append(seccomp.Arg(a["index"], op, a["value"], a.get("valueTwo", 0)) if op == seccomp.MASKED_EQ
                        else seccomp.Arg(a["index"], op, a["value"]))
        for name in rule["names"]:
            try:
                seccomp.resolve_syscall(seccomp.Arch.NATIVE, name)
            except (ValueError, RuntimeError):
                continue  # not a syscall of this architecture
            try:
                f.add_rule(act, name, *args)
            except (RuntimeError, OSError):
                pass  # libseccomp refuses a rule it cannot express on this arch (as runc skips it)
    return f


def main():
    if len(sys.argv) < 3:
        raise SystemExit(__doc__)
    with open(sys.argv[1], encoding="utf-8") as fh:
        profile = json.load(fh)
    build(profile).load()  # sets no_new_privs as the runtime does
    os.execvp(sys.argv[2], sys.argv[2:])


if __name__ == "__main__":
    main()
