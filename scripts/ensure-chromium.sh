#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium; install it when this machine lacks it.
# Browser builds downloaded by test tools are not an option here: only package registries answer.
set -euo pipefail
source "$(dirname "$0")/lib/apt-install.sh"

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  exit 0
fi

echo "Chromium not found at $CHROMIUM; installing Debian's chromium package…"
apt_install chromium fonts-liberation
"$CHROMIUM" --version
