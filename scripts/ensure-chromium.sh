#!/usr/bin/env bash
# The e2e suite drives Debian's Chromium: Playwright's own browser download needs internet access
# that build machines do not have, so the browser comes from apt instead.
set -euo pipefail

if [ -n "${CHROMIUM_PATH:-}" ]; then
  if [ -x "$CHROMIUM_PATH" ]; then
    echo "chromium: $CHROMIUM_PATH (CHROMIUM_PATH)"
    exit 0
  fi
  echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable file." >&2
  exit 1
fi

if path="$(command -v chromium)"; then
  echo "chromium: $path"
  exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
  echo "chromium not found; installing it with apt-get" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium
  echo "chromium: $(command -v chromium)"
  exit 0
fi

cat >&2 <<'MSG'
Chromium is required for the end-to-end tests and was not found on PATH.
Install it with:    sudo apt-get update && sudo apt-get install -y chromium
or point CHROMIUM_PATH at an existing Chromium/Chrome binary.
(Do not use `playwright install`: it downloads from the internet.)
MSG
exit 1
