#!/usr/bin/env bash
# The one entry point for every check, the same locally and in CI:
# system packages, types, lint, unit tests, snippets, the production build, then
# browser tests against nginx serving that build.
set -euo pipefail
cd "$(dirname "$0")/.."
export NO_UPDATE_NOTIFIER=1 DOCUSAURUS_TELEMETRY_DISABLED=1

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

step "system packages (chromium, nginx, pyflakes)"
bash scripts/install-system-deps.sh

step "typecheck"
npx tsc --noEmit

step "lint"
npx eslint --max-warnings=0 .

step "API reference data: schema, cross-file rules, examples; render the pages"
npx tsx scripts/api-generate.ts

step "unit tests (config, remark plugin, snippets, frontmatter, pure logic)"
npx vitest run

step "production build"
npx docusaurus build

step "production build with an announcement configured (for the announcement bar tests)"
npm run build:announcement

step "production build in hosted search mode (against a local Algolia-compatible fixture)"
npm run build:hosted

step "browser tests (playwright-core + chromium against nginx)"
npx vitest run --config vitest.e2e.config.ts
