#!/usr/bin/env bash
# The checks that need no build: lint, the type checks (side by side) and the unit tests. They
# read the generated files (`npm run check` writes them first). `npm test` sources this, so each
# check is a step of its table; run on its own, it prints a table of its own.
if [[ "${BASH_SOURCE[0]}" == "$0" ]]; then
  set -euo pipefail
  cd "$(dirname "$0")/.."
  source scripts/lib/steps.sh
  trap step_table EXIT
fi

run "Lint" npm run --silent lint
# tsc uses one core: the two type checks run side by side (each keeps its own .tsbuildinfo).
beside "Type check" npx tsc --noEmit
beside "Type check of the browser side without Node's types" npx tsc --noEmit -p tsconfig.client.json
# Also gathers what `npm test` started beside these (the system packages).
gather
# Prettier (used to write demo sources) loads its plugins with import(), which jest's VM needs this flag for.
# Two workers: by default jest keeps one core for itself, which on two cores runs every file in
# one process (74 s against 54 s).
run "Unit tests (jest)" env NODE_OPTIONS=--experimental-vm-modules npx jest --ci --maxWorkers=2
