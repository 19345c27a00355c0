#!/bin/sh
# Times a build of the bundled site with one very large page added, to keep the build's cost
# linear in a page's size. Usage: bench/large-page.sh [MEGABYTES] (default 5).
# The project is copied to a temporary folder, so content/ and site/ here are not touched.
set -e
root=$(cd "$(dirname "$0")/.." && pwd)
megabytes=${1:-5}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -R "$root/content" "$root/templates" "$work/"
mkdir -p "$work/src/main"
cp -R "$root/src/main/java" "$work/src/main/"
# The page is a glossary page listed after the others, in both languages with the same sections.
sed -i 's/ glossary\]/ glossary, large]/' "$work/content/site.yaml"
grep -q ' large]' "$work/content/site.yaml" || { echo "bench: cannot list the page in site.yaml" >&2; exit 1; }
bytes=$(awk -v m="$megabytes" 'BEGIN { printf "%d", m * 1048576 }')
for lang in zh en; do
  awk -v bytes="$bytes" -v lang="$lang" 'BEGIN {
    printf "---\ntitle: \"Large page\"\nnav: \"Large\"\nkind: glossary\nsummary: \"A page of %d bytes.\"\n---\n", bytes
    size = 0
    for (i = 1; size < bytes; i++) {
      s = sprintf("\n## Section %d {#s%d}\n\nSection %d (%s) links to [a class](java:dev.duet.workqueue.Typed), [a page](page:get) and [a line](go:queue-get:276), with `code`, *emphasis* and **strong** text.\n\n| Go | Java |\n|---|---|\n| `q.Add(item)` | `q.add(item)` |\n\n- one item\n- another item with [a link](https://example.org/%d)\n", i, i, i, lang, i)
      printf "%s", s
      size += length(s)
    }
  }' > "$work/content/pages/large.$lang.md"
done
ls -l "$work/content/pages/large.en.md" | awk '{ printf "page: %.1f MB per language\n", $5 / 1048576 }'
start=$(date +%s.%N)
"$root/duet" build --root "$work"
end=$(date +%s.%N)
echo "$end $start" | awk '{ printf "build with the large page: %.1f s\n", $1 - $2 }'
