#!/usr/bin/env bash
# `npm test`: every check and gate the project has, cheapest first, stopping at the first
# failure, then a table of how long each one took.
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/lib/steps.sh
# What the machine offers, printed first and last: browser tests slow down far more than the rest
# on a loaded or smaller machine, and a CI log's tail should say which it was.
machine() {
  local shm
  shm=$(df -h /dev/shm 2>/dev/null | awk 'NR == 2 { print $2 }')
  printf 'Machine: %s cores, %s MiB available, /dev/shm %s, load %s\n' "$(nproc)" \
    "$(awk '/MemAvailable/ { print int($2 / 1024) }' /proc/meminfo)" "${shm:-none}" "$(cut -d' ' -f1-3 /proc/loadavg)"
}
summary() {
  node scripts/lib/sweep-summary.mjs || true
  step_table
  machine
}
trap summary EXIT
machine
mkdir -p test-results && rm -f test-results/sweep-times.jsonl

# A fresh machine installs Debian's packages here (half a minute of downloads and unpacking, one
# apt-get after the other: they share dpkg's lock), beside the generator, lint and the type checks,
# which need none of them. The static checks gather them before the unit tests, which need Java.
beside "System packages: Chromium, nginx, Java (installed when missing)" \
  bash -c 'bash scripts/ensure-chromium.sh && bash scripts/ensure-nginx.sh && bash scripts/ensure-java.sh'
run "Generated files (theme variables, demos)" npm run --silent generate
# Lint, the type checks and the unit tests. Run beside the build, to fill the core it leaves idle
# at times, they made the two take longer together (506 s) than one after the other (480 s).
source scripts/static-checks.sh
# The test build points the ad network and the feedback service at the fakes the browser tests serve (test/fakes/),
# and names itself by the address the browser tests and the agent-docs gate serve it from.
run "Static build (next build → out/, fake ad network and feedback service)" npm run --silent build:test
# The gates over out/ at once: the Nu Html Checker's JVM uses a core and a half, the others one
# each (39 s together, 60 s one after the other).
beside "Gate: links and anchors in out/" npx tsx scripts/check-links.ts
beside "Gate: valid HTML in out/ (Nu Html Checker)" npx tsx scripts/check-html.ts
beside "Gate: first-load JS budgets" npx tsx scripts/check-budgets.ts
beside "Gate: no Node built-in in a built chunk" npx tsx scripts/check-node-builtins.ts
beside "Gate: search relevance (data/search/relevanceSet.json against out/x/search-map.json)" npx tsx scripts/check-search-relevance.ts
beside "Gate: docs for coding agents (afdocs over llms.txt, the twins and Markdown on request)" npx tsx scripts/check-agent-docs.ts
gather
run "End-to-end tests and gate fixtures (each gate can fail), Chromium against out/ on 127.0.0.1" npx playwright test --project=e2e --project=gates
run "Gate sweep: every page, light at 1280 px and dark at 390 px (+ rtl)" npx playwright test --project=sweep
