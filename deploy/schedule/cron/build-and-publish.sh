#!/bin/sh
# Builds the site as of now and publishes it to nginx's root (deploy/schedule/cron/crontab),
# with the include and maps its server block reads (deploy/nginx.conf), then records the
# instant the build started from, for the next `due.mjs --since` (a change between that
# instant and the build's own is due once more, never missed), and the addresses the deploy
# published in data/addresses.txt, pushed back as a change of its own.
set -eu
cd "$(dirname "$0")/../../.."
started=$(date -u +%Y-%m-%dT%H:%M:%SZ)
git pull --ff-only --quiet
npm install --no-audit --no-fund --silent
npm run build
rsync -a --delete out/ /var/www/portal/
node tools/hosts/nginx-include.mjs out /etc/nginx/lumenrift
nginx -s reload
echo "$started" > .last-build
node scripts/addresses.mjs --record
if ! git diff --quiet -- data/addresses.txt; then
  git commit --quiet -m "Addresses: record the pages of the build of $started" -- data/addresses.txt
  git push --quiet
fi
