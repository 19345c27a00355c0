#!/bin/sh
# duet browse beside Maven JXR on the sources of commons-lang3 3.20.0, in one run, round after
# round: wall time, peak RSS, output bytes, the ratios, and the medians over the rounds; then the
# StringUtils page of each opened from file:// in headless Chromium (load time, DOM elements).
# Each round times duet twice: cold, with an empty cache folder, and warm, after one line was
# added to a method body of one file (reflect/TypeLiteral.java), with the cache the cold run left.
#
# Usage: bench/browse-vs-jxr.sh [--duet-dist DIR] [ROUNDS] (default 3)
# --duet-dist DIR runs the installed distribution's launcher, DIR/bin/duet (an unpacked
# duet-VERSION.zip, or target/dist/duet-VERSION), with its own options and class archive (kept in a
# cache folder inside the temporary folder, recorded by a run before the rounds) instead of the jar.
# Environment: DUET_JAVA_OPTS, the JVM options of duet browse (default: those the ./duet
# launcher gives browse, C1 only and the serial collector with a small young generation, and like
# the launcher a class archive recorded by one run before the rounds; on commons-lang3 they took
# 6.7 s of CPU, 4.1 s and 443 MB of RSS, where the JVM's defaults took 14.7 s, 7.6 s and 706 MB
# with -Xmx640m, and 1.5 GB without it);
# KEEP=1 keeps the temporary folder and prints where it is;
# FLOOR=1 also times, in each round, JavaParser alone on the same tree (bench/JavaParserFloor.java:
# parse and resolve every reference, write nothing) with the same JVM options and a class archive of
# its own: over the whole tree on 2 threads, and over the edited file alone, as a fresh process must
# after one file changed. No browse built on JavaParser can be faster than these floors.
#
# Needs Maven and network access the first time (the sources, the JXR plugin); /usr/bin/time for
# RSS; chromium and chromedriver for the page timings (skipped without them).
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
dist=
if [ "${1:-}" = --duet-dist ]; then
  [ -n "${2:-}" ] && [ -x "$2/bin/duet" ] || { echo "bench: --duet-dist needs a folder with bin/duet" >&2; exit 2; }
  dist=$(cd "$2" && pwd)
  shift 2
fi
rounds=${1:-3}
java_opts=${DUET_JAVA_OPTS:--XX:TieredStopAtLevel=1 -XX:+UseSerialGC -Xms512m -Xmn64m -XX:MaxTenuringThreshold=0}
version=3.20.0
work=$(mktemp -d)
if [ "${KEEP:-}" = 1 ]; then echo "bench: keeping $work"; else trap 'rm -rf "$work"' EXIT; fi

if [ -z "$dist" ]; then
  echo "bench: building duet"
  (cd "$root" && mvn -B -q -o -DskipTests package >/dev/null) || (cd "$root" && mvn -B -q -DskipTests package >/dev/null)
fi

# The sources, through Maven, and a throwaway project that JXR runs in.
cat > "$work/pom.xml" <<EOF
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>bench</groupId>
  <artifactId>commons-lang3-xref</artifactId>
  <version>1</version>
  <packaging>jar</packaging>
  <properties><project.build.sourceEncoding>UTF-8</project.build.sourceEncoding></properties>
  <dependencies>
    <dependency><groupId>org.apache.commons</groupId><artifactId>commons-lang3</artifactId><version>$version</version></dependency>
  </dependencies>
  <build><sourceDirectory>src</sourceDirectory></build>
</project>
EOF
echo "bench: fetching commons-lang3 $version sources and the JXR plugin"
(cd "$work" && mvn -B -q dependency:copy -Dartifact=org.apache.commons:commons-lang3:$version:jar:sources \
  -DoutputDirectory="$work/download" >/dev/null)
mkdir -p "$work/src"
(cd "$work/src" && unzip -q "$work/download/commons-lang3-$version-sources.jar" -x 'META-INF/*')
# The jars commons-lang3 itself depends on (none at 3.20.0, but the script does not assume it).
(cd "$work" && mvn -B -q dependency:build-classpath -DexcludeArtifactIds=commons-lang3 -Dmdep.includeScope=runtime \
  -Dmdep.outputFile="$work/classpath.txt" >/dev/null)
classpath=$(cat "$work/classpath.txt" 2>/dev/null || true)
# One JXR run outside the rounds, so that the rounds do not time the download of the plugin.
(cd "$work" && mvn -B -q org.apache.maven.plugins:maven-jxr-plugin:3.6.0:jxr >/dev/null)
# The launcher keeps a class archive for duet browse, recorded by its first run (see src/dist/bin/duet):
# one run outside the rounds records it here, and the rounds use it.
if [ -n "$dist" ]; then
  export XDG_CACHE_HOME="$work/cache"
  echo "bench: duet is $dist/bin/duet ($("$dist/bin/duet" --version | head -n 1))"
  "$dist/bin/duet" browse "$work/src" --out "$work/duet-warm" --no-cache ${classpath:+--classpath "$classpath"} >/dev/null 2>&1
else
  java $java_opts -XX:ArchiveClassesAtExit="$work/duet.jsa" -Xlog:cds=off -Xlog:cds+dynamic=off -jar "$root/target/duet.jar" \
    browse "$work/src" --out "$work/duet-warm" --no-cache ${classpath:+--classpath "$classpath"} >/dev/null 2>&1
  java_opts="$java_opts -XX:SharedArchiveFile=$work/duet.jsa -Xlog:cds=off -Xlog:cds+dynamic=off"
fi
rm -rf "$work/duet-warm"
if [ "${FLOOR:-}" = 1 ]; then
  if [ -n "$dist" ]; then floor_libs="$dist/lib/*"; else floor_libs="$root/target/duet.jar"; fi
  mkdir -p "$work/floor-classes"
  javac -d "$work/floor-classes" -cp "$floor_libs" "$root/bench/JavaParserFloor.java"
  (cd "$work/floor-classes" && jar cf "$work/floor.jar" ./*.class) # a jar: a class archive cannot name a folder
  floor_opts="-XX:TieredStopAtLevel=1 -XX:+UseSerialGC -Xms512m -Xmn64m -XX:MaxTenuringThreshold=0 -Xlog:cds=off -Xlog:cds+dynamic=off"
  java $floor_opts -XX:ArchiveClassesAtExit="$work/floor.jsa" -cp "$work/floor.jar:$floor_libs" JavaParserFloor "$work/src" 2 >/dev/null
  printf '#!/bin/sh\nexec java %s -XX:SharedArchiveFile=%s -cp "%s" JavaParserFloor %s "$@"\n' \
    "$floor_opts" "'$work/floor.jsa'" "$work/floor.jar:$floor_libs" "'$work/src'" > "$work/floor.sh"
  chmod +x "$work/floor.sh"
fi
files=$(find "$work/src" -name '*.java' | wc -l)
lines=$(find "$work/src" -name '*.java' -exec cat {} + | wc -l)
echo "bench: $files files, $lines lines; $(nproc) cores; load average: $(cut -d' ' -f1-3 /proc/loadavg)"

# wall seconds and peak RSS (MB) of a command, from /usr/bin/time -v
measure() {
  out=$1
  shift
  /usr/bin/time -v -o "$work/time.txt" "$@" > "$work/$out.log" 2>&1 || { cat "$work/$out.log" >&2; exit 1; }
  wall=$(awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, p, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + p[i]; print s }' "$work/time.txt")
  rss=$(awk -F': ' '/Maximum resident set size/ { printf "%.0f", $2 / 1024 }' "$work/time.txt")
  echo "$wall $rss"
}

# duet browse of the tree into duet-out, with the cache folder browse-cache (empty for a cold run)
if [ -n "$dist" ]; then
  duet_cmd="'$dist/bin/duet'"
else
  duet_cmd="java $java_opts -jar '$root/target/duet.jar'"
fi
cat > "$work/duet-browse.sh" <<EOS
#!/bin/sh
exec $duet_cmd browse '$work/src' --out '$work/duet-out' --cache '$work/browse-cache' \
  ${classpath:+--classpath '$classpath'} --title 'commons-lang3 $version'
EOS
chmod +x "$work/duet-browse.sh"
edited=$work/src/org/apache/commons/lang3/reflect/TypeLiteral.java
cp "$edited" "$work/TypeLiteral.java.orig"
grep -q '^        return 37 << 4 | value.hashCode();' "$edited" || { echo "bench: TypeLiteral.java has no line to edit" >&2; exit 1; }

: > "$work/rounds.txt"
i=1
while [ "$i" -le "$rounds" ]; do
  rm -rf "$work/duet-out" "$work/target" "$work/browse-cache"
  cp "$work/TypeLiteral.java.orig" "$edited"
  set -- $(measure duet "$work/duet-browse.sh")
  duet_wall=$1 duet_rss=$2
  duet_bytes=$(du -sb "$work/duet-out" | cut -f1)
  # one more line in a method body: the tree's declarations stay the same
  sed -i "s|^        return 37 << 4 \| value.hashCode();|        // round $i\n&|" "$edited"
  set -- $(measure duet-warm "$work/duet-browse.sh")
  warm_wall=$1
  cp "$work/TypeLiteral.java.orig" "$edited"
  set -- $(measure jxr sh -c "cd '$work' && mvn -B -q -o org.apache.maven.plugins:maven-jxr-plugin:3.6.0:jxr")
  jxr_wall=$1 jxr_rss=$2
  xref=$(find "$work/target" -type d -name xref | head -1)
  jxr_bytes=$(du -sb "$xref" | cut -f1)
  load=$(cut -d' ' -f1 /proc/loadavg)
  echo "$duet_wall $duet_rss $duet_bytes $jxr_wall $jxr_rss $jxr_bytes $load $warm_wall" >> "$work/rounds.txt"
  if [ "${FLOOR:-}" = 1 ]; then
    set -- $(measure floor "$work/floor.sh" 2)
    floor_cold=$1
    set -- $(measure floor-one "$work/floor.sh" 1 org/apache/commons/lang3/reflect/TypeLiteral.java)
    echo "$floor_cold $1 $jxr_wall" >> "$work/floor.txt"
    awk -v r="$i" '{ printf "round %d: javaparser alone: whole tree %.1f s (%.2f of jxr), the edited file alone %.2f s (%.2f of jxr)\n", r, $1, $1 / $3, $2, $2 / $3 }' \
      "$work/floor.txt" | tail -1
  fi
  awk -v r="$i" '{ printf "round %d: duet %.1f s, %d MB RSS, %.1f MB | warm duet %.2f s | jxr %.1f s, %d MB RSS, %.1f MB | ratio wall %.2f, warm %.2f, RSS %.2f, bytes %.2f | load %s\n",
    r, $1, $2, $3 / 1e6, $8, $4, $5, $6 / 1e6, $1 / $4, $8 / $4, $2 / $5, $3 / $6, $7 }' "$work/rounds.txt" | tail -1
  i=$((i + 1))
done
grep -E '^(references|time|wrote)' "$work/duet.log" | sed 's/^/duet (last round): /'
grep -E '^(reused|time)' "$work/duet-warm.log" | sed 's/^/warm duet (last round): /'

median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
col() { awk -v c="$1" '{ print $c }' "$work/rounds.txt" | median; }
dw=$(col 1) dr=$(col 2) db=$(col 3) jw=$(col 4) jr=$(col 5) jb=$(col 6) ww=$(col 8)
awk -v dw="$dw" -v dr="$dr" -v db="$db" -v jw="$jw" -v jr="$jr" -v jb="$jb" -v ww="$ww" -v n="$rounds" 'BEGIN {
  printf "median of %d rounds:\n", n
  printf "  %-10s %10s %10s %12s\n", "", "wall s", "RSS MB", "output MB"
  printf "  %-10s %10.1f %10d %12.1f\n", "duet", dw, dr, db / 1e6
  printf "  %-10s %10.1f %10d %12.1f\n", "jxr", jw, jr, jb / 1e6
  printf "  %-10s %10.2f %10.2f %12.2f\n", "duet/jxr", dw / jw, dr / jr, db / jb
  printf "  %-10s %10.2f   (one body changed; %.2f of jxr)\n", "warm duet", ww, ww / jw
  printf "  targets: wall ratio <= 1.5 (%s), warm ratio <= 0.25 (%s), duet RSS <= 1024 MB (%s), bytes ratio <= 2 (%s)\n", \
    dw / jw <= 1.5 ? "met" : "not met", ww / jw <= 0.25 ? "met" : "not met", dr <= 1024 ? "met" : "not met", \
    db / jb <= 2 ? "met" : "not met"
}'
if [ "${FLOOR:-}" = 1 ]; then
  fc=$(awk '{ print $1 }' "$work/floor.txt" | median) fo=$(awk '{ print $2 }' "$work/floor.txt" | median)
  awk -v fc="$fc" -v fo="$fo" -v jw="$jw" 'BEGIN {
    printf "  javaparser alone, whole tree  %5.1f s (%.2f of jxr)\n", fc, fc / jw
    printf "  javaparser alone, edited file %5.2f s (%.2f of jxr)\n", fo, fo / jw }'
  grep -h '^floor:' "$work/floor.log" "$work/floor-one.log" | sed 's/^/  /'
fi

# StringUtils from file://, in each output
if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromedriver ]; then
  (cd "$root" && mvn -B -q -o test-compile >/dev/null && mvn -B -q -o dependency:build-classpath -Dmdep.includeScope=test \
    -Dmdep.outputFile="$work/test-classpath.txt" >/dev/null)
  java -cp "$root/target/test-classes:$root/target/classes:$(cat "$work/test-classpath.txt")" \
    dev.duet.site.browser.PageLoadProbe 5 \
    "duet=$work/duet-out/en/src/org/apache/commons/lang3/StringUtils.java.html" \
    "jxr=$(find "$xref" -path '*org/apache/commons/lang3/StringUtils.html' | head -1)" 2>/dev/null \
    | sed 's/^/StringUtils page: /'
else
  echo "StringUtils page: skipped (needs /usr/bin/chromium and /usr/bin/chromedriver)"
fi
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
