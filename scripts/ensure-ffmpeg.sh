#!/usr/bin/env bash
# Video uploads are probed with ffprobe and transcoded with ffmpeg, and the demo media is generated
# with it: Debian's packages (kept current by the distribution's security updates), never a bundled build.
set -euo pipefail
if [ -x /usr/bin/ffmpeg ] && [ -x /usr/bin/ffprobe ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "ffmpeg is missing: run 'sudo apt-get install -y ffmpeg' and try again." >&2
  exit 1
fi
echo "Installing Debian's ffmpeg for video probing and transcoding..."
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ffmpeg >/dev/null
