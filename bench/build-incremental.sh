#!/bin/sh
# duet build of the bundled site, from the installed distribution, three ways: cold (no cache),
# again with nothing changed, and after one page's text changed; each ROUNDS times, with wall
# time and peak RSS, then the medians. The project is copied to a temporary folder, so content/,
# site/ and target/ here are not touched.
#
# Usage: bench/build-incremental.sh [--duet-dist DIR] [ROUNDS] (default 5)
# DIR is an unpacked duet-VERSION.zip or target/dist/duet-VERSION (default: the latter, built by
# Maven if missing). Needs /usr/bin/time.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
version=$(sed -n 's|^  <version>\(.*\)</version>$|\1|p' "$root/pom.xml" | head -n 1)
dist=$root/target/dist/duet-$version
if [ "${1:-}" = --duet-dist ]; then
  dist=$(cd "$2" && pwd)
  shift 2
fi
rounds=${1:-5}
if [ ! -x "$dist/bin/duet" ]; then
  (cd "$root" && mvn -B -q -o -DskipTests package >/dev/null)
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_CACHE_HOME="$work/xdg"
project=$work/project
mkdir -p "$project/src/main"
cp -R "$root/content" "$root/templates" "$project/"
cp -R "$root/src/main/java" "$project/src/main/"
page=$project/content/pages/get.en.md
grep -q '^## ' "$page" || { echo "bench: $page has no section to edit" >&2; exit 1; }

# wall seconds and peak RSS (MB) of one build, appended to FILE
timed() {
  file=$1
  shift
  /usr/bin/time -f '%e %M' -o "$work/time" "$dist/bin/duet" build --root "$project" "$@" >"$work/out" 2>&1 || {
    cat "$work/out" >&2
    echo "bench: the build failed" >&2
    exit 1
  }
  awk '{ printf "%.2f %.0f\n", $1, $2 / 1024 }' "$work/time" >>"$file"
}

echo "bench: $("$dist/bin/duet" --version | head -n 1); $(nproc) cores; load average: $(cut -d' ' -f1-3 /proc/loadavg)"
# One build outside the rounds: the launcher records its class archive, the demos and the browser
# bundle are made once (a cold round below still runs every stage but TeaVM, whose bundle is kept
# outside the project's cache).
timed "$work/first"
for i in $(seq "$rounds"); do
  rm -rf "$project/target/duet-cache"
  timed "$work/cold"
  timed "$work/same"
  # one sentence more in one page, different each round
  printf '\nOne more sentence, round %s.\n' "$i" >>"$page"
  timed "$work/page"
  printf 'round %s: cold %s s | nothing changed %s s | one page changed %s s\n' "$i" \
    "$(tail -n 1 "$work/cold" | cut -d' ' -f1)" "$(tail -n 1 "$work/same" | cut -d' ' -f1)" \
    "$(tail -n 1 "$work/page" | cut -d' ' -f1)"
done
median() {
  sort -n "$1" | awk '{ w[NR] = $1; r[NR] = $2 } END { m = int((NR + 1) / 2); printf "%6.2f s %6d MB", w[m], r[m] }'
}
echo "median of $rounds rounds (wall, peak RSS):"
echo "  cold              $(median "$work/cold")"
echo "  nothing changed   $(median "$work/same")"
echo "  one page changed  $(median "$work/page")"
tail -n 1 "$work/out" | sed 's/^/last build: /'
