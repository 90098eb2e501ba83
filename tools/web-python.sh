#!/usr/bin/env bash
# Puts the code cells' Python beside a built web page in DEST: the worker script
# (web/python-worker.js) and Pyodide's files (the npm package pinned in web/package.json,
# installed by `npm ci` when missing). Without npm the page works and its code cells say
# that Pyodide is not served.
#
#   tools/web-python.sh dist
set -euo pipefail
cd "$(dirname "$0")/.."
dest="${1:?usage: tools/web-python.sh DEST}"
cp web/python-worker.js "$dest/"
if [ ! -f web/node_modules/pyodide/pyodide.mjs ]; then
  if ! command -v npm >/dev/null; then
    echo "web-python: no npm: the page's code cells will say Pyodide is not served" >&2
    exit 0
  fi
  (cd web && npm ci --no-audit --no-fund --silent)
fi
mkdir -p "$dest/pyodide"
for file in pyodide.mjs pyodide.asm.js pyodide.asm.wasm python_stdlib.zip pyodide-lock.json; do
  cp "web/node_modules/pyodide/$file" "$dest/pyodide/"
done
