#!/usr/bin/env bash
# Makes sure Debian's chromium is at /usr/bin/chromium (the browser test drives it through
# playwright-core; playwright's own browser download does not work on this machine).
# Installs it with apt-get when missing (needs root, or sudo).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update
$SUDO apt-get install -y --no-install-recommends chromium
test -x /usr/bin/chromium
