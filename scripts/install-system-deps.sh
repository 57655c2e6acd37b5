#!/usr/bin/env bash
# Installs the Debian packages the tests need: Chromium (driven by playwright-core),
# nginx (serves build/ exactly as production does) with its brotli_static module
# (serves the build's .br files; deploy/nginx.conf loads it only where installed)
# and pyflakes (checks every snippet).
# Idempotent: skips apt entirely when everything is already present.
set -euo pipefail

need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || need+=(nginx)
[ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || need+=(libnginx-mod-http-brotli-static)
python3 -c 'import pyflakes' >/dev/null 2>&1 || /usr/bin/python3 -c 'import pyflakes' >/dev/null 2>&1 || need+=(python3-pyflakes)
fc-list 2>/dev/null | grep -qi 'dejavu' || need+=(fonts-dejavu-core)

if [ ${#need[@]} -eq 0 ]; then
  echo "system deps: all present"
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "system deps: missing ${need[*]}; run this script as root (apt-get install)" >&2
  exit 1
fi

echo "system deps: installing ${need[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
echo "system deps: done"
