#!/bin/bash
# Issue 18's line-ups, one after another, each in two processes: strong against greedy and against
# medium in every game and player count, 1,000+ deals each (300 twelve-deal matches of Koi-Koi).
# The figures in engine/bots/RESULTS.md («Issue 18») come from this script on an idle machine:
#
#     scripts/simulate_lineups.sh [OUTPUT_DIR]      # default: simulations/ (one .txt per line-up)
#
# Each run is reproducible from its seed: every search ends on its iteration budget.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-simulations}
mkdir -p "$out"
S=strong:clock=cpu
run() {
    local name=$1
    shift
    echo "== $name $(date +%T)"
    .venv/bin/python -m engine simulate "$@" --seed 1 --jobs 2 > "$out/$name.txt"
}
for o in greedy medium; do
    run "koikoi_$o" --game koikoi --bots "$S,$o" --games 1000
    run "hato2_$o" --game hato --bots "$S,$o" --games 1000
    run "hato3_$o" --game hato --bots "$S,$o,$o" --games 1002
    run "hato4_$o" --game hato --bots "$S,$o,$o,$o" --games 1008
    run "nylon_$o" --game nylon --bots "$S,$o" --games 1000
    run "aigoma_$o" --game aigoma --bots "$S,$o" --games 1000
    run "matgo_$o" --game gostop --players 2 --bots "$S,$o" --games 1000
    run "gostop3_$o" --game gostop --bots "$S,$o,$o" --games 1002
    run "koikoi_matches_$o" --game koikoi --matches --bots "$S,$o" --games 300
done
echo "== all done $(date +%T)"
