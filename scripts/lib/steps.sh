# Sourced by scripts/test-all.sh and scripts/static-checks.sh: named steps, timed, and a table of
# how long each took. `run` runs a step in front; `beside` starts one in the background, to run at
# once with others that leave a core idle, and `gather` waits for those, prints each one's output
# whole (never interleaved with another's) and fails if any failed.
declare -a NAMES=() TIMES=() BESIDE_PIDS=() BESIDE_NAMES=() BESIDE_LOGS=()
STEP_LOGS="$(mktemp -d)"

run() {
  local name="$1"
  shift
  printf '\n\033[1m▶ %s\033[0m\n' "$name"
  local start=$SECONDS
  "$@"
  NAMES+=("$name")
  TIMES+=($((SECONDS - start)))
}

beside() {
  local name="$1"
  shift
  local log
  log="$(mktemp -p "$STEP_LOGS")"
  printf '\n\033[1m▷ %s\033[0m (in the background)\n' "$name"
  bash -c 'start=$SECONDS; "$@" > "$0" 2>&1; status=$?; echo $((SECONDS - start)) > "$0.time"; exit $status' "$log" "$@" &
  BESIDE_PIDS+=($!)
  BESIDE_NAMES+=("$name")
  BESIDE_LOGS+=("$log")
}

gather() {
  local failed=0 index
  local status
  for index in "${!BESIDE_PIDS[@]}"; do
    status=0
    wait "${BESIDE_PIDS[$index]}" || status=$?
    printf '\n\033[1m▶ %s\033[0m\n' "${BESIDE_NAMES[$index]}"
    cat "${BESIDE_LOGS[$index]}"
    if [ "$status" -ne 0 ]; then
      printf '\033[1;31m✗ %s failed (exit %s)\033[0m\n' "${BESIDE_NAMES[$index]}" "$status"
      failed=1
    fi
    NAMES+=("${BESIDE_NAMES[$index]}")
    TIMES+=("$(cat "${BESIDE_LOGS[$index]}.time" 2>/dev/null || echo '?')")
  done
  BESIDE_PIDS=()
  BESIDE_NAMES=()
  BESIDE_LOGS=()
  return "$failed"
}

# A step and everything it started, deepest first, so that nothing is left to start more.
kill_tree() {
  local child
  for child in $(pgrep -P "$1"); do kill_tree "$child"; done
  kill "$1" 2>/dev/null || true
}

# Ends what is still running in the background (the script is stopping on a failure) and prints
# the table. Background steps are listed with the time each took on its own clock.
step_table() {
  local pid index
  for index in "${!BESIDE_PIDS[@]}"; do
    pid="${BESIDE_PIDS[$index]}"
    kill_tree "$pid"
    wait "$pid" 2>/dev/null || true
    printf 'Stopped in the background: %s\n' "${BESIDE_NAMES[$index]}"
  done
  printf '\n%-68s %6s\n' "Step" "Time"
  for index in "${!NAMES[@]}"; do printf '%-68s %5ss\n' "${NAMES[$index]}" "${TIMES[$index]}"; done
  printf '%-68s %5ss\n' "Total" "$SECONDS"
  rm -rf "$STEP_LOGS"
}
