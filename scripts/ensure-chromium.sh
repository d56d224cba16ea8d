#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium; install it when this machine lacks it.
# Browser builds downloaded by test tools are not an option here: only package registries answer.
set -euo pipefail

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  exit 0
fi

echo "Chromium not found at $CHROMIUM; installing Debian's chromium package…"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "Need root (or sudo) to apt-get install chromium." >&2
    exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends chromium fonts-liberation >/dev/null
"$CHROMIUM" --version
