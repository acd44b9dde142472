#!/usr/bin/env bash
# Per assessment kind (and career paths, for comparison): the shared files, outside the kind's
# own feature folders, whose code names it (issue 30). Counts the product's code (app, components,
# hooks, lib, prisma's TypeScript, scripts, proxy.ts); tests, docs, migrations and the Prisma
# schema are left out. `-v` lists the files.
# Usage: scripts/count-kind-touchpoints.sh [-v]
set -euo pipefail
cd "$(dirname "$0")/.."
verbose=${1:-}

# name :: what its code calls it (extended regex) :: its own folders and files (extended regex on the path)
KINDS=(
  "behavioral :: [Bb]ehavioral|[Ss]corecard :: ^(lib/server/behavioral/|components/behavioral/|lib/shared/schemas/behavioral\.ts|lib/shared/behavioral/|app/\(manager\)/scorecard/|app/api/(evaluation|manager-behavioral-review|competencies)/)"
  "values :: [Vv]alues-?[Rr]eview|ValuesReview|values(Kind|State|Score|OverallScore|StoredScore|ReviewDate)|hasValuesReview|manager-review|values-self-review :: ^(lib/server/values-review/|components/values-review/|lib/shared/schemas/values-review\.ts|lib/shared/values-review/|app/\(manager\)/manager-values-review/|app/api/(manager-values-review|manager-review|employee-values-review|values-self-review-status)/)"
  "questionnaires :: [Qq]uestionnaire|performance-review|performance(Kind|State|Score|StoredScore|ReviewDate)|hasPerformanceReview|overallPerformance|selfKind :: ^(lib/server/(performance|self)-questionnaire/|components/(performance-|self-)?questionnaire/|lib/shared/schemas/(performance-questionnaire|self-questionnaire|questionnaire-common)\.ts|lib/shared/(performance|self)-questionnaire/|app/\(manager\)/(performance-review|manager-self-questionnaire)/|app/api/(manager-performance-assessment|employee-performance-questionnaire|manager-self-questionnaire)/)"
  "career-paths :: [Cc]areer-?[Pp]ath|CareerPath|[Cc]ustom-?[Pp]ath|CustomPath :: ^(lib/server/career-paths/|components/career-paths/|lib/shared/career-paths/|app/\(hr\)/hr/career-paths/|app/api/(career-path|custom-career-path|path-types|hr/career-paths)/)"
)

files=$(git ls-files -- app components hooks lib prisma scripts proxy.ts |
  grep -E '\.(ts|tsx|mjs|js)$' | grep -vE '^prisma/migrations/|^scripts/count-kind-touchpoints')

for entry in "${KINDS[@]}"; do
  name=${entry%% :: *}
  rest=${entry#* :: }
  own=${rest##* :: }
  names=${rest% :: *}
  hits=$(echo "$files" | grep -vE "$own" | xargs grep -lE "$names" || true)
  count=$(echo -n "$hits" | grep -c . || true)
  echo "$name: $count"
  if [ "$verbose" = "-v" ] && [ -n "$hits" ]; then echo "$hits" | sed 's/^/  /'; fi
done
