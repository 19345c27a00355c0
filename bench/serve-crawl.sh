#!/bin/sh
# Browser-paced crawl of site/ under serve (see ServeCrawl.java): bench/serve-crawl.sh [SITE] [RATE] [SECONDS] [BROWSERS]
set -e
cd "$(dirname "$0")/.."
mvn -B -q -o compile dependency:build-classpath -Dmdep.outputFile=target/bench-classpath.txt >/dev/null
java -cp "target/classes:$(cat target/bench-classpath.txt)" bench/ServeCrawl.java "$@"
