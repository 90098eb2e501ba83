#!/usr/bin/env bash
# Rebuilds assets/fonts/NotoSansJP-subset.otf and assets/fonts/LICENSE-NotoSansJP.txt
# from Debian's fonts-noto-cjk (Noto Sans CJK JP Regular, SIL OFL 1.1).
#
# What it does, on a Debian 12 machine (root, or sudo available):
#   1. installs the Debian packages it needs if they are missing:
#        fonts-noto-cjk  - the source font (NotoSansCJK-Regular.ttc)
#        kanjidic-xml    - KANJIDIC2, used only to list the 2,136 Joyo kanji
#                          (grades 1-6 and 8); nothing from it is shipped
#   2. installs a pinned fontTools from PyPI into a private virtualenv
#      (outside the repo; see FONT_VENV below)
#   3. builds the code-point list (ASCII, Latin-1, a few Greek letters and
#      symbols, full-width forms, kana, CJK symbols, Joyo kanji and JIS X 0208
#      level-1 kanji)
#   4. runs pyftsubset on the JP face of the collection, dropping hinting,
#      layout tables and vertical metrics, keeping the name table
#   5. writes the licence file (font copyright + the OFL text shipped by the
#      Debian package) and checks that every requested code point the source
#      font has is in the output's cmap; fails otherwise.
#
# Usage: tools/subset-font.sh            (writes into <repo>/assets/fonts)
#        OUT_DIR=/some/dir tools/subset-font.sh
# The output is byte-for-byte reproducible for the same package versions.
set -euo pipefail

REPO_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUT_DIR="${OUT_DIR:-$REPO_ROOT/assets/fonts}"
OUT_FONT="$OUT_DIR/NotoSansJP-subset.otf"
OUT_LICENSE="$OUT_DIR/LICENSE-NotoSansJP.txt"

SRC_TTC=/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc
SRC_COPYRIGHT=/usr/share/doc/fonts-noto-cjk/copyright
KANJIDIC=/usr/share/edict/kanjidic2.xml.gz
FONTTOOLS_VERSION="${FONTTOOLS_VERSION:-4.68.0}"
FONT_VENV="${FONT_VENV:-${XDG_CACHE_HOME:-$HOME/.cache}/abtutor-subset-font-venv}"
FACE_NAME="Noto Sans CJK JP"   # full name (name ID 4) of the face to take

log() { printf '[subset-font] %s\n' "$*" >&2; }

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
        log "not root and no sudo: install fonts-noto-cjk and kanjidic-xml by hand"; fi
fi

apt_install() {
    log "apt-get install $*"
    $SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -q
    $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "$@"
}

# --- 1. Debian packages ------------------------------------------------------
need=()
[ -f "$SRC_TTC" ] && [ -f "$SRC_COPYRIGHT" ] || need+=(fonts-noto-cjk)
[ -f "$KANJIDIC" ] || need+=(kanjidic-xml)
if [ "${#need[@]}" -gt 0 ]; then apt_install "${need[@]}"; fi
NOTO_DEB_VERSION="$(dpkg-query -W -f='${Version}' fonts-noto-cjk 2>/dev/null || echo unknown)"
KANJIDIC_DEB_VERSION="$(dpkg-query -W -f='${Version}' kanjidic-xml 2>/dev/null || echo unknown)"
log "fonts-noto-cjk $NOTO_DEB_VERSION, kanjidic-xml $KANJIDIC_DEB_VERSION"

# --- 2. fontTools (pinned, in a private venv) --------------------------------
PY="$FONT_VENV/bin/python"
if ! "$PY" -c "import fontTools, sys; sys.exit(fontTools.version != '$FONTTOOLS_VERSION')" 2>/dev/null; then
    log "creating venv $FONT_VENV with fonttools==$FONTTOOLS_VERSION"
    rm -rf "$FONT_VENV"
    if ! python3 -m venv "$FONT_VENV" 2>/dev/null; then
        # Debian's system python3 needs python3-venv for this.
        rm -rf "$FONT_VENV"
        apt_install python3-venv
        python3 -m venv "$FONT_VENV"
    fi
    "$PY" -m pip install -q --disable-pip-version-check "fonttools==$FONTTOOLS_VERSION"
fi

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$OUT_DIR"

# --- 3. code-point list + face index -----------------------------------------
"$PY" - "$KANJIDIC" "$SRC_TTC" "$FACE_NAME" "$WORK" <<'PY'
import gzip, json, sys
import xml.etree.ElementTree as ET
from fontTools.ttLib import TTCollection

kanjidic, ttc, face_name, work = sys.argv[1:5]

def rng(a, b):
    return [chr(c) for c in range(a, b + 1)]

groups = {}
groups["ascii"] = rng(0x20, 0x7E)
# The whole Latin-1 Supplement: its punctuation/symbols (U+00A0-00BF, incl.
# the no-break space, « » ° ± · etc.), x and ÷, and the accented letters.
groups["latin1"] = rng(0xA0, 0xFF)
groups["greek"] = list("\u03b1\u03b2\u03b3\u0391\u0392")           # α β γ Α Β
groups["symbols"] = list(
    "\u2212\u221e\u2264\u2265\u00b1\u00d7\u00f7"                    # − ∞ ≤ ≥ ± × ÷
    "\u2192\u2190\u2191\u2193"                                      # → ← ↑ ↓
    "\u25b6\u25c0\u25a0\u25a1\u25cf\u25cb\u25ef\u2715"              # ▶ ◀ ■ □ ● ○ ◯ ✕
    "\u2026\u00b7\u2018\u2019\u201c\u201d"                          # … · ‘ ’ “ ”
    "\u300c\u300d\u300e\u300f\u3010\u3011"                          # 「 」 『 』 【 】
    "\uff08\uff09\uff3b\uff3d\uff5b\uff5d"                          # （ ） ［ ］ ｛ ｝
    "\u3001\u3002\u30fb\u30fc\uff5e"                                # 、 。 ・ ー ～
    "\uff01\uff1f\uff1a\uff1b\uff05\uff0b\uff0d\uff1d\uff1c\uff1e" # ！ ？ ： ； ％ ＋ － ＝ ＜ ＞
    "\u3007"                                                        # 〇
)
groups["fullwidth"] = rng(0xFF01, 0xFF5E)
groups["hiragana"] = rng(0x3041, 0x3096) + rng(0x309B, 0x309E)
groups["katakana"] = rng(0x30A1, 0x30FA) + rng(0x30FC, 0x30FE)
groups["cjk_symbols"] = rng(0x3000, 0x303F)

# Joyo kanji (2010 list, 2,136): KANJIDIC2 grades 1-6 (kyoiku) and 8 (rest).
root = ET.parse(gzip.open(kanjidic)).getroot()
joyo = []
for ch in root.iter("character"):
    g = ch.find("misc/grade")
    if g is not None and int(g.text) <= 8:
        joyo.append(ch.find("literal").text)
assert len(joyo) == 2136 == len(set(joyo)), f"expected 2136 Joyo kanji, got {len(joyo)}"
groups["joyo"] = sorted(joyo)

# JIS X 0208 level 1: every double-byte code in rows 16-47 (EUC-JP 0xB0A1 ..
# 0xCFD3); cross-checked against Shift_JIS.
level1 = set()
for row in range(16, 48):
    for cell in range(1, 95):
        try:
            level1.add(bytes([0xA0 + row, 0xA0 + cell]).decode("euc_jp"))
        except UnicodeDecodeError:
            pass
sjis = set()
for row in range(16, 48):
    for cell in range(1, 95):
        # JIS row/cell -> Shift_JIS
        s1 = (row + 1) // 2 + (0x80 if row <= 62 else 0xC0)
        s2 = (cell + (0x3F if cell <= 63 else 0x40)) if row % 2 else cell + 0x9E
        try:
            sjis.add(bytes([s1, s2]).decode("shift_jis"))
        except UnicodeDecodeError:
            pass
assert len(level1) == 2965 and level1 == sjis, (len(level1), len(sjis))
groups["jis_level1"] = sorted(level1)

kanji_union = set(joyo) | level1
groups["kanji_union"] = sorted(kanji_union)

allchars = set()
for v in groups.values():
    allchars.update(v)

# Pick the JP Regular face of the collection by its full name.
coll = TTCollection(ttc, lazy=True)
face = None
for i, f in enumerate(coll.fonts):
    if f["name"].getDebugName(4) == face_name:
        face = i
        break
assert face is not None, f"no face named {face_name!r} in {ttc}"

with open(f"{work}/unicodes.txt", "w") as fh:
    fh.write("\n".join(f"U+{ord(c):04X}" for c in sorted(allchars)) + "\n")
with open(f"{work}/groups.json", "w") as fh:
    json.dump({k: [ord(c) for c in v] for k, v in groups.items()}, fh)
with open(f"{work}/face", "w") as fh:
    fh.write(str(face))
print(f"face {face}: {face_name}; {len(allchars)} code points requested, "
      f"{len(joyo)} Joyo + {len(level1)} JIS level-1 = {len(kanji_union)} kanji",
      file=sys.stderr)
PY
FACE="$(cat "$WORK/face")"

# --- 4. subset ----------------------------------------------------------------
# Noto Sans CJK ships CFF (CID-keyed) outlines only, so the output stays CFF
# (.otf); epaint/skrifa read that. No hinting, no subroutines (smaller after
# compression, simpler for the rasteriser), no layout features or vertical
# metrics (egui uses neither), all English name records kept (copyright,
# licence, licence URL).
log "pyftsubset face $FACE -> $OUT_FONT"
"$FONT_VENV/bin/pyftsubset" "$SRC_TTC" \
    --font-number="$FACE" \
    --unicodes-file="$WORK/unicodes.txt" \
    --output-file="$WORK/out.otf" \
    --no-hinting \
    --desubroutinize \
    --layout-features='' \
    --drop-tables+=GSUB,GPOS,GDEF,BASE,JSTF,vhea,vmtx,VORG \
    --name-IDs='*' \
    --name-languages=0x0409 \
    --notdef-outline \
    --no-recalc-timestamp
mv "$WORK/out.otf" "$OUT_FONT"

# --- 5. licence + verification -----------------------------------------------
"$PY" - "$OUT_FONT" "$SRC_TTC" "$FACE" "$SRC_COPYRIGHT" "$OUT_LICENSE" "$WORK" \
        "$NOTO_DEB_VERSION" <<'PY'
import json, os, sys
from fontTools.ttLib import TTFont

out, ttc, face, deb_copyright, out_license, work, deb_version = sys.argv[1:8]
src = TTFont(ttc, fontNumber=int(face), lazy=True)
dst = TTFont(out)

# Licence file: the font's own copyright/licence records + the full OFL 1.1
# text from the Debian package's copyright file ("License: SIL-1.1" stanza).
lines = open(deb_copyright, encoding="utf-8").read().split("\n")
ofl = []
for i, line in enumerate(lines):
    # "License: SIL-1.1" also closes the "Files: *" stanza; the stand-alone
    # licence stanza is the one followed by indented text.
    if line == "License: SIL-1.1" and i + 1 < len(lines) and lines[i + 1].startswith(" "):
        for body in lines[i + 1:]:
            if not body.startswith(" "):
                break
            body = body[1:]
            ofl.append("" if body == "." else body)
        break
assert any("SIL OPEN FONT LICENSE Version 1.1" in l for l in ofl), "OFL text not found"
name = dst["name"]
def nm(i):
    r = name.getName(i, 3, 1, 0x409)
    return r.toUnicode() if r else ""
header = [
    f"{os.path.basename(out)} is a subset of {nm(4)} Regular ({nm(5)}),",
    f"taken from Debian's fonts-noto-cjk {deb_version} (NotoSansCJK-Regular.ttc,",
    f"face {face}) by tools/subset-font.sh. Upstream: https://github.com/notofonts/noto-cjk",
    "",
    nm(0),
    nm(7),
    "",
    nm(13),
    nm(14),
    "",
]
with open(out_license, "w", encoding="utf-8") as fh:
    fh.write("\n".join(header + ofl).rstrip("\n") + "\n")

groups = json.load(open(f"{work}/groups.json"))
src_cmap = src.getBestCmap()
dst_cmap = dst.getBestCmap()
fail = False
print(f"{'group':<12} {'wanted':>6} {'in output':>9}  missing")
for g, cps in groups.items():
    have = [c for c in cps if c in dst_cmap]
    miss = [c for c in cps if c not in dst_cmap]
    print(f"{g:<12} {len(cps):>6} {len(have):>9}  "
          + (" ".join(f"U+{c:04X}({chr(c)})" for c in miss) or "-"))
    for c in miss:
        if c in src_cmap:
            print(f"  ERROR: U+{c:04X} is in the source font but not in the subset")
            fail = True
        else:
            print(f"  note: U+{c:04X} is not in {nm(4)} at all")
allcps = sorted({c for v in groups.values() for c in v})
print(f"total: {len(allcps)} code points requested, "
      f"{sum(c in dst_cmap for c in allcps)} mapped; output cmap has "
      f"{len(dst_cmap)} code points, {len(dst.getGlyphOrder())} glyphs; "
      f"outlines: {'CFF' if 'CFF ' in dst else 'glyf'}; tables: {' '.join(sorted(dst.keys()))}")
print(f"size: {os.path.getsize(out)} bytes ({os.path.getsize(out) / 1048576:.2f} MiB)")
sys.exit(1 if fail else 0)
PY
log "wrote $OUT_FONT and $OUT_LICENSE"
