#!/usr/bin/env bash
# The one entry point for every check, the same locally and in CI: system
# packages, types, lint, API generation and unit tests; three production
# builds (the default; the configurable variants, an announcement and hosted
# search; and the stock bundle with every first-load rewrite off, for
# tests/e2e/stock-bundle.test.ts); the development server in a browser; then
# browser tests against nginx serving the builds. Ends with the time of each phase.
set -euo pipefail
cd "$(dirname "$0")/.."
export NO_UPDATE_NOTIFIER=1 DOCUSAURUS_TELEMETRY_DISABLED=1
source scripts/lib/phases.sh

phase "system packages (chromium, nginx, pyflakes)" bash scripts/install-system-deps.sh
phase "typecheck" npx tsc --noEmit
phase "lint" npx eslint --max-warnings=0 .
phase "API generation and unit tests" npx vitest run
phase "production build" npx docusaurus build
phase "variants build (announcement, hosted search)" npm run build:variants
phase "stock build (DOCS_STOCK_BUNDLE=1: every first-load rewrite off)" npm run build:stock
phase "development server (docusaurus start)" npx vitest run --config vitest.dev-server.config.ts
phase "browser tests (chromium against nginx)" npx vitest run --config vitest.e2e.config.ts
phases_summary
