#!/usr/bin/env bash
# `npm test`: every check the project has, cheapest first, stopping at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m▶ %s\033[0m\n' "$*"; }

step "Chromium for the end-to-end tests"
bash scripts/ensure-chromium.sh

step "Lint"
npm run --silent lint

step "Type check"
npm run --silent typecheck

step "Unit tests (jest)"
npx jest --ci

step "Static build (next build → out/)"
npm run --silent build

step "End-to-end tests (Playwright + Chromium against out/ on 127.0.0.1)"
npx playwright test
