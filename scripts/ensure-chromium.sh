#!/usr/bin/env bash
# The browser journeys use Debian's chromium-headless-shell: the same Blink and V8 as Chromium without
# its windowed browser around them (what Playwright itself runs for headless Chromium). On the 2-core
# machine it took about 30 % less CPU than `chromium --headless` for the same journeys. A browser
# download is never possible on these machines; apt is.
set -euo pipefail
if command -v chromium-headless-shell >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "chromium-headless-shell is missing: run 'sudo apt-get install -y chromium-headless-shell' and try again." >&2
  exit 1
fi
echo "Installing Debian's chromium-headless-shell for the browser journeys..."
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell >/dev/null
