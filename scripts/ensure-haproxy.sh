#!/usr/bin/env bash
# The cluster on one machine (npm run cluster -- start) balances its server processes with Debian's
# HAProxy (2.6 on Debian 12): a real load balancer from the distribution, configured by the project.
set -euo pipefail
if command -v haproxy >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "haproxy is missing: run 'sudo apt-get install -y haproxy' and try again." >&2
  exit 1
fi
echo "Installing Debian's haproxy for the cluster..."
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy >/dev/null
