#!/usr/bin/env bash
# Prints the bin/ folder of Node $1 (e.g. 26.10.0), fetched once from the npm registry as the
# node-<platform>-<arch> package and cached outside the project (scripts/project-node.mjs, which
# npm start, npm test and npm run build use too on a Node outside engines).
set -euo pipefail
version="${1:?usage: .ci/node.sh <version>}"
exec node "$(dirname "$0")/../scripts/project-node.mjs" "$version"
