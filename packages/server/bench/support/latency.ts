// A closed-loop load generator that keeps every latency, so any percentile can be read (autocannon
// reports p97.5, not p95). `connections` clients each send their next request when the last
// answered, over keep-alive sockets.
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** One request of a run. */
export interface BenchRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** Percentiles of a run, in milliseconds, and what went wrong. */
export interface LatencyResult {
  count: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  failures: number;
  firstFailure?: string;
}

function send(
  agent: http.Agent,
  base: URL,
  request: BenchRequest,
  decode = false,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: request.method,
        path: request.path,
        headers:
          request.body === undefined
            ? request.headers
            : { ...request.headers, 'content-length': Buffer.byteLength(request.body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          let body = Buffer.concat(chunks);
          const coding = res.headers['content-encoding'];
          if (decode && coding === 'br') body = brotliDecompressSync(body);
          if (decode && coding === 'gzip') body = gunzipSync(body);
          resolve({ status: res.statusCode ?? 0, body: body.toString('utf8') });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(request.body);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Sends `request` once and returns the answer (to check it is a 200 before loading it). */
export async function once(
  baseUrl: string,
  request: BenchRequest,
): Promise<{ status: number; body: string }> {
  const agent = new http.Agent({ keepAlive: false });
  try {
    return await send(agent, new URL(baseUrl), request, true);
  } finally {
    agent.destroy();
  }
}

/** Loads `request` (or one of `requests` in turn) for `seconds` with `connections` clients. */
export async function measure(
  baseUrl: string,
  requests: BenchRequest[],
  connections: number,
  seconds: number,
): Promise<LatencyResult> {
  const base = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let failures = 0;
  let firstFailure: string | undefined;
  let next = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  const client = async () => {
    while (performance.now() < end) {
      const request = requests[next++ % requests.length]!;
      const t0 = performance.now();
      try {
        const res = await send(agent, base, request);
        latencies.push(performance.now() - t0);
        if (res.status !== 200) {
          failures++;
          firstFailure ??= `${res.status} ${res.body.slice(0, 200)}`;
        }
      } catch (error) {
        failures++;
        firstFailure ??= String(error);
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    count: sorted.length,
    requestsPerSecond: sorted.length / elapsed,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    failures,
    firstFailure,
  };
}
