#!/usr/bin/env bash
# As root, creates the account the server's Chromium runs as when the server runs as root (CHROMIUM_USER, default
# lap-chromium): Chromium's sandbox refuses root, and the portal never starts it without the sandbox.
# Run by ./portal start and ./portal test; a no-op for a non-root user or when the account exists.
set -euo pipefail
if [ "$(id -u)" -eq 0 ] && [ -z "${CHROMIUM_USER:-}" ] && ! id -u lap-chromium >/dev/null 2>&1; then
  echo "[setup] creating the unprivileged account lap-chromium for the server's Chromium" >&2
  useradd --system --user-group --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin lap-chromium
fi
