#!/usr/bin/env bash
# The hosting tests serve out/ with Debian's nginx and the generated deploy/nginx.conf; install it
# (with the Brotli static module) when this machine lacks it. The package's own service is not
# started: the tests run their own nginx on a free port.
set -euo pipefail
source "$(dirname "$0")/lib/apt-install.sh"

MODULE=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so
if command -v nginx >/dev/null 2>&1 && [ -f "$MODULE" ]; then
  exit 0
fi

echo "nginx or its Brotli static module not found; installing Debian's packages…"
# Keeps the package from starting its service on port 80 while it installs (a policy the machine
# already has is left as it was). Written as root, like the packages.
OWN_POLICY=""
if [ ! -e /usr/sbin/policy-rc.d ] && [ "$(id -u)" -eq 0 ]; then
  printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d
  chmod +x /usr/sbin/policy-rc.d
  OWN_POLICY=1
fi
apt_install nginx-core libnginx-mod-http-brotli-static
if [ -n "$OWN_POLICY" ]; then rm -f /usr/sbin/policy-rc.d; fi
nginx -v
