/** The value below which p % of the values fall. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Per-query latency over the queries × 5 rounds, after one warm-up pass. */
export function warmLatency(queries: string[], run: (query: string) => unknown): {p50: number; p95: number} {
  queries.forEach((query) => run(query));
  const times: number[] = [];
  for (let round = 0; round < 5; round += 1) {
    for (const query of queries) {
      const started = performance.now();
      run(query);
      times.push(performance.now() - started);
    }
  }
  return {p50: percentile(times, 50), p95: percentile(times, 95)};
}
