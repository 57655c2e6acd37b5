# Runs named phases and prints how long each took, at the end and also when a
# phase fails (then the failing phase is named). Source it, call `phase NAME
# COMMAND...` for each step, then `phases_summary`.
# shellcheck shell=bash

PHASE_NAMES=()
PHASE_SECONDS=()
PHASES_STARTED=$SECONDS

phases_summary() {
  local total=$((SECONDS - PHASES_STARTED)) i
  printf '\n\033[1m== time of each phase\033[0m\n'
  for i in "${!PHASE_NAMES[@]}"; do
    printf '  %-44s %3dm %02ds\n' "${PHASE_NAMES[$i]}" $((PHASE_SECONDS[i] / 60)) $((PHASE_SECONDS[i] % 60))
  done
  printf '  %-44s %3dm %02ds\n' 'total' $((total / 60)) $((total % 60))
}

phase() {
  local name=$1 started=$SECONDS status=0
  shift
  printf '\n\033[1m== %s\033[0m\n' "$name"
  "$@" || status=$?
  PHASE_NAMES+=("$name")
  PHASE_SECONDS+=($((SECONDS - started)))
  if [ "$status" -ne 0 ]; then
    phases_summary
    printf '\n\033[1;31mFAILED in phase "%s" (exit %d)\033[0m\n' "$name" "$status"
    exit "$status"
  fi
}
