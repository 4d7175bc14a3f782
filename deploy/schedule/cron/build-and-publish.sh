#!/bin/sh
# Builds the site as of now and publishes it to nginx's root (deploy/schedule/cron/crontab),
# then records the instant the build started from, for the next `due.mjs --since`: a change
# between that instant and the build's own is due once more, never missed.
set -eu
cd "$(dirname "$0")/../../.."
started=$(date -u +%Y-%m-%dT%H:%M:%SZ)
git pull --ff-only --quiet
npm install --no-audit --no-fund --silent
npm run build
rsync -a --delete out/ /var/www/portal/
echo "$started" > .last-build
