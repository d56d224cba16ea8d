#!/usr/bin/env bash
# The HTML gate runs the Nu Html Checker (vnu.jar, from the vnu-jar npm package), which needs a
# Java 11+ runtime; install Debian's when this machine lacks one. Like Chromium, the runtime comes
# from the package registry only: vnu-jar's own fallback (fetching a JRE from GitHub) is never used.
set -euo pipefail
source "$(dirname "$0")/lib/apt-install.sh"

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
# Slim images leave out /usr/share/man, where the JRE's packages link their manual pages.
if [ "$(id -u)" -eq 0 ]; then mkdir -p /usr/share/man/man1; fi
apt_install default-jre-headless
"$JAVA" -version
