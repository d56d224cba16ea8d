#!/usr/bin/env bash
# The HTML gate runs the Nu Html Checker (vnu.jar, from the vnu-jar npm package), which needs a
# Java 11+ runtime; install Debian's when this machine lacks one. Like Chromium, the runtime comes
# from the package registry only: vnu-jar's own fallback (fetching a JRE from GitHub) is never used.
set -euo pipefail

JAVA="${JAVA_PATH:-java}"
java_major() {
  "$JAVA" -version 2>&1 | sed -n 's/.*version "\([0-9]*\).*/\1/p' | head -n 1
}
if command -v "$JAVA" >/dev/null 2>&1; then
  major="$(java_major)"
  if [ -n "$major" ] && [ "$major" -ge 11 ]; then
    exit 0
  fi
  echo "Java at $(command -v "$JAVA") is version ${major:-unknown}; the Nu Html Checker needs 11 or later."
fi

echo "Installing Debian's default-jre-headless for the HTML gate…"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "Need root (or sudo) to apt-get install default-jre-headless." >&2
    exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends default-jre-headless >/dev/null
"$JAVA" -version
