#!/bin/sh
# Builds the user guide (docs/) into target/book/ with the pinned mdbook.
set -eu
MDBOOK_VERSION=0.5.4
cd "$(dirname "$0")/.."
if ! command -v mdbook >/dev/null 2>&1 || [ "$(mdbook --version | cut -d' ' -f2 | tr -d v)" != "$MDBOOK_VERSION" ]; then
    cargo install --locked mdbook --version "$MDBOOK_VERSION"
fi
mdbook build docs
echo "The guide is in target/book/index.html"
