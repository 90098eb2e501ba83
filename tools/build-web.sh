#!/usr/bin/env bash
# Builds the web page into dist/ without trunk, on a machine whose rustup has no wasm32
# standard library: Debian's rustc-web compiles one from rust-web-src (-Zbuild-std).
# Where rustup's wasm32-unknown-unknown target is installed, plain cargo builds it.
#
#   tools/build-web.sh            release build into dist/
#   PROFILE=dev tools/build-web.sh   a quicker, unoptimised build
#   RUSTFLAGS="-D warnings" tools/build-web.sh   as CI builds it
#
# Then serve dist/ (a wasm module is not loaded from file://):
#   cd dist && python3 -m http.server --bind 127.0.0.1 8765
set -euo pipefail
cd "$(dirname "$0")/.."

profile="${PROFILE:-release}"
target=wasm32-unknown-unknown
target_dir=target/web

if rustup target list --installed 2>/dev/null | grep -qx "$target"; then
  build=(cargo build --target "$target")
  environment=()
else
  # Debian's compiler takes -Zbuild-std with RUSTC_BOOTSTRAP, on this command only; the
  # linker is the rust-lld inside rustup's toolchain, else Debian's wasm-ld.
  for tool in /usr/bin/rustc /usr/bin/cargo; do
    [ -x "$tool" ] || { echo "build-web: $tool missing: apt-get install rustc-web cargo-web rust-web-src" >&2; exit 1; }
  done
  linker="$(rustc --print sysroot 2>/dev/null)/lib/rustlib/x86_64-unknown-linux-gnu/bin/rust-lld"
  [ -x "$linker" ] || linker="$(command -v wasm-ld || true)"
  [ -n "$linker" ] || { echo "build-web: no wasm linker (rust-lld or wasm-ld)" >&2; exit 1; }
  build=(/usr/bin/cargo build --target "$target" -Zbuild-std=std,panic_abort)
  environment=(RUSTC=/usr/bin/rustc RUSTC_BOOTSTRAP=1
    CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_LINKER="$linker")
fi
env "${environment[@]}" "${build[@]}" --profile "$profile" --bin abtutor \
  --target-dir "$target_dir"

folder=$profile
[ "$profile" = dev ] && folder=debug
# The glue wasm-bindgen writes must match the wasm-bindgen crate the app was built with.
wanted="$(grep -A1 '^name = "wasm-bindgen"$' Cargo.lock | sed -n 's/^version = "\(.*\)"$/\1/p')"
if ! wasm-bindgen --version 2>/dev/null | grep -qF "$wanted"; then
  echo "build-web: wasm-bindgen $wanted needed: cargo install --locked wasm-bindgen-cli --version $wanted" >&2
  exit 1
fi
rm -rf dist
mkdir -p dist
wasm-bindgen --target web --no-typescript --out-dir dist \
  "$target_dir/$target/$folder/abtutor.wasm"

# Trunk's index.html without trunk: its build directive (the <link data-trunk> line)
# becomes the module script that loads the glue, which starts the app's main.
python3 - index.html dist/index.html <<'PY'
import sys
source, target = sys.argv[1], sys.argv[2]
page = open(source, encoding="utf-8").read()
lines = [line for line in page.splitlines() if "data-trunk" not in line]
page = "\n".join(lines) + "\n"
loader = '    <script type="module">import init from "./abtutor.js"; init();</script>\n'
assert "</body>" in page, "index.html has no </body>"
page = page.replace("</body>", loader + "</body>", 1)
open(target, "w", encoding="utf-8").write(page)
PY
# The code cells' Python: the worker and Pyodide, loaded when a code cell first runs.
tools/web-python.sh dist
echo "build-web: dist/ ready ($(du -sh dist | cut -f1)); serve it with: cd dist && python3 -m http.server"
