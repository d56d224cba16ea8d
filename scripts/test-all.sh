#!/usr/bin/env bash
# `npm test`: every check and gate the project has, cheapest first, stopping at the first
# failure, then a table of how long each one took.
set -euo pipefail
cd "$(dirname "$0")/.."

declare -a NAMES=() TIMES=()
run() {
  local name="$1"
  shift
  printf '\n\033[1m▶ %s\033[0m\n' "$name"
  local start=$SECONDS
  "$@"
  NAMES+=("$name")
  TIMES+=($((SECONDS - start)))
}
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
  printf '\n%-58s %6s\n' "Step" "Time"
  for i in "${!NAMES[@]}"; do printf '%-58s %5ss\n' "${NAMES[$i]}" "${TIMES[$i]}"; done
  printf '%-58s %5ss\n' "Total" "$SECONDS"
  machine
}
trap summary EXIT
machine
mkdir -p test-results && rm -f test-results/sweep-times.jsonl

run "Chromium for the browser tests" bash scripts/ensure-chromium.sh
run "nginx for the hosting tests" bash scripts/ensure-nginx.sh
run "Java for the HTML checker (unit tests and the HTML gate)" bash scripts/ensure-java.sh
run "Generated files (theme variables, demos)" npm run --silent generate
run "Lint" npm run --silent lint
run "Type check" npx tsc --noEmit
run "Type check of the browser side without Node's types" npx tsc --noEmit -p tsconfig.client.json
# Prettier (used to write demo sources) loads its plugins with import(), which jest's VM needs this flag for.
# Two workers: by default jest keeps one core for itself, which on two cores runs every file in
# one process (74 s against 54 s).
run "Unit tests (jest)" env NODE_OPTIONS=--experimental-vm-modules npx jest --ci --maxWorkers=2
# The test build points the ad network and the feedback service at the fakes the browser tests serve (test/fakes/).
run "Static build (next build → out/, fake ad network and feedback service)" npm run --silent build:test
run "Gate: links and anchors in out/" npx tsx scripts/check-links.ts
run "Gate: valid HTML in out/ (Nu Html Checker)" npx tsx scripts/check-html.ts
run "Gate: first-load JS budgets" npx tsx scripts/check-budgets.ts
run "Gate: no Node built-in in a built chunk" npx tsx scripts/check-node-builtins.ts
run "Gate: search relevance (data/search/relevanceSet.json against out/x/search-map.json)" npx tsx scripts/check-search-relevance.ts
run "End-to-end tests (Chromium against out/ on 127.0.0.1)" npx playwright test --project=e2e
run "Gate fixtures (each gate can fail)" npx playwright test --project=gates
run "Gate sweep: every page, light at 1280 px and dark at 390 px (+ rtl)" npx playwright test --project=sweep
