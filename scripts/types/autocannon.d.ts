// The part of autocannon 8's API that scripts/loadtest.ts uses (the package ships no types).
declare module 'autocannon' {
  // The CommonJS export is a function; its types sit in a namespace of the same name.
  namespace autocannon {
  interface Histogram {
    average: number;
    mean: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
    total: number;
  }
  interface Options {
    url: string;
    connections: number;
    duration: number;
    maxOverallRequests?: number;
    overallRate?: number;
    timeout?: number;
    headers?: Record<string, string>;
    requests?: Array<{method?: string; path: string}>;
  }
  interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    resets: number;
    statusCodeStats: Record<string, {count: number}>;
    latency: Histogram;
    requests: Histogram & {sent: number};
    throughput: Histogram;
  }
  interface Instance {
    stop(): void;
  }
  }
  function autocannon(options: autocannon.Options, callback: (error: Error | null, result: autocannon.Result) => void): autocannon.Instance;
  export = autocannon;
}
