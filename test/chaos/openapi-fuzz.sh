#!/usr/bin/env bash
# Fuzzes a running Comptoir from its own OpenAPI document, as each role of FUZZ_ROLES, and fails
# on any 5xx, any answer the document does not describe, and any invalid input accepted.
#   BASE=http://127.0.0.1:3995 FUZZ_ROLES=admin,community-manager bash test/chaos/openapi-fuzz.sh
# Two fuzzers always run: the external npm package openapi-fuzzer-core (its requests, checked
# against the document by test/server/answer-check.ts: test/chaos/openapi-fuzzer-core.ts) and the
# in-repo one (test/chaos/openapi-fuzz.ts). With schemathesis on the PATH (or SCHEMATHESIS=…), it
# runs too, `--checks all`, with each role's token.
set -euo pipefail
BASE="${BASE:-http://127.0.0.1:3995}"
FUZZ_ROLES="${FUZZ_ROLES:-admin,community-manager}"
cd "$(dirname "$0")/../.."
status=0
ST="${SCHEMATHESIS:-$(command -v schemathesis || command -v st || true)}"
if [ -n "$ST" ]; then
  for role in ${FUZZ_ROLES//,/ }; do
    token=$(curl -fsS -H 'content-type: application/json' \
      -d "{\"email\":\"$role@demo.comptoir\",\"password\":\"${FUZZ_PASSWORD:-comptoir-demo}\"}" \
      "$BASE/api/auth/login" | sed -E 's/.*"token":"([^"]+)".*/\1/')
    echo "== schemathesis as $role"
    "$ST" run "$BASE/api/openapi.json" --url "$BASE" --checks all \
      --header "Authorization: Bearer $token" --max-examples "${FUZZ_EXAMPLES:-25}" || status=1
  done
else
  echo "schemathesis not found: it is skipped"
fi
echo "== openapi-fuzzer-core (external, npm)"
BASE="$BASE" FUZZ_ROLES="$FUZZ_ROLES" npm run --silent fuzz:external || status=1
echo "== in-repo OpenAPI fuzzer"
BASE="$BASE" FUZZ_ROLES="$FUZZ_ROLES" npm run --silent fuzz:openapi || status=1
exit $status
