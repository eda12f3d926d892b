#!/usr/bin/env bash
# System packages the tests need, from Debian's archive (nothing is downloaded at test time):
# Chromium for end-to-end tests, PostgreSQL for the server pass, poppler's pdftotext for the
# extraction benchmark, LibreOffice Calc to prove workbooks compute in a real spreadsheet app.
set -euo pipefail
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
packages=(chromium postgresql poppler-utils libreoffice-calc-nogui python3-uno fonts-dejavu-core)
missing=()
for p in "${packages[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
echo "test system packages present: ${packages[*]}"
