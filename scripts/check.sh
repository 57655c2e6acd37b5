#!/usr/bin/env bash
# The quick check before a commit (no build, no browser): types, lint, and the
# unit tests, whose global setup renders the API reference pages from api/**.yaml
# first (so a fresh clone needs no other step). Prints the time of each phase.
set -euo pipefail
cd "$(dirname "$0")/.."
export NO_UPDATE_NOTIFIER=1 DOCUSAURUS_TELEMETRY_DISABLED=1
source scripts/lib/phases.sh

phase "typecheck" npx tsc --noEmit
phase "lint" npx eslint --max-warnings=0 .
phase "API generation and unit tests" npx vitest run
phases_summary
