#!/usr/bin/env bash
# Debian packages the tests need: chromium (e2e, map print, form filler), libsaxonhe-java + libxml2-utils + a JRE (e-invoice validation),
# poppler-utils (pdftoppm: the map print test measures the printed scale), fonts, python3-seccomp (the container
# seccomp profile's test).
# Installed only when missing; needs root (CI runs as root).
# As root it also creates the account the server's Chromium runs as when the server runs as root (CHROMIUM_USER,
# default lap-chromium): Chromium's sandbox refuses root, and the portal never starts it without the sandbox.
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
command -v xmllint >/dev/null 2>&1 || need+=(libxml2-utils)
ls /usr/share/java/Saxon-HE*.jar >/dev/null 2>&1 || ls /usr/share/java/saxon*.jar >/dev/null 2>&1 || need+=(libsaxonhe-java)
command -v java >/dev/null 2>&1 || need+=(default-jre-headless)
[ -d /usr/share/fonts/truetype/dejavu ] || need+=(fonts-dejavu-core)
command -v pdftoppm >/dev/null 2>&1 || need+=(poppler-utils)
# libseccomp for Python: the test that Chromium's sandbox starts under infra/seccomp-chromium.json
{ [ -x /usr/bin/python3 ] && /usr/bin/python3 -c 'import seccomp' 2>/dev/null; } || need+=(python3-seccomp)
if [ ${#need[@]} -gt 0 ]; then
  echo "[setup] installing Debian packages: ${need[*]}" >&2
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi
bash "$(dirname "${BASH_SOURCE[0]}")/ensure-chromium-user.sh"
