import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';

/**
 * `npm run bench` (after the scale test) or `npm run bench:load`: a bounded load test of `npm start`'s server
 * (scripts/serve.js) on loopback, against the built dist/. 50 and then 200 connections, 20 s each, each connection
 * asking in turn for a page, a share link and an unknown page (404), as a browser would (brotli or gzip accepted).
 * Halfway through each run, requests that used to stop the server (`GET ///`, a backwards Range, a huge Range) are
 * sent beside the load. Fails unless there were 0 errors and 0 timeouts, every status was the expected one, the
 * hostile requests were answered, and the server still answers afterwards. Results: .bench/load.json.
 */
const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.BENCH_PORT ?? 4192);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 20);
const CONNECTIONS = [50, 200];
const PATHS = {
  page: '/calculators/bmi',
  'share link': '/calculators/bmi?height=165&heightUnit=cm&weight=60&weightUnit=kg',
  404: '/calculators/no-such-calculator',
};
const HOSTILE = [
  'GET /// HTTP/1.1',
  'GET /robots.txt HTTP/1.1\r\nRange: bytes=10-5',
  'GET /robots.txt HTTP/1.1\r\nRange: bytes=0-99999999999999999999',
  'HEAD /robots.txt HTTP/1.1\r\nRange: bytes=0-99999999999999999999',
];

async function serve(): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['scripts/serve.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    server.stdout?.once('data', resolve);
    server.once('exit', (code) => reject(new Error(`serve.js exited (${code}) before it listened`)));
  });
  return server;
}

/** The status line of the answer to a raw request (first line and extra header lines), or the error. */
function rawStatus(head: string): Promise<string> {
  return new Promise((resolve) => {
    let answer = '';
    const socket = connect(PORT, '127.0.0.1', () =>
      socket.write(`${head}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`),
    );
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer in 10 s')));
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.on('error', (error) => resolve(`error: ${error.message}`));
    socket.on('close', () => resolve(answer.split('\r\n')[0] || 'no answer'));
  });
}

async function run(connections: number) {
  const load = autocannon({
    url: `http://127.0.0.1:${PORT}`,
    connections,
    duration: DURATION_S,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    requests: Object.values(PATHS).map((route) => ({ method: 'GET' as const, path: route })),
  });
  await new Promise((resolve) => setTimeout(resolve, (DURATION_S * 1000) / 2));
  const hostile = await Promise.all(
    HOSTILE.map(async (head) => `${head.split('\r\n').join(' | ')} → ${await rawStatus(head)}`),
  );
  const result = await load;
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count]),
  );
  return {
    connections,
    durationS: DURATION_S,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    statuses,
    hostile,
  };
}

const server = await serve();
const runs: Awaited<ReturnType<typeof run>>[] = [];
const problems: string[] = [];
try {
  for (const connections of CONNECTIONS) runs.push(await run(connections));
  const after = await rawStatus('GET / HTTP/1.1');
  if (!after.includes(' 200 ')) problems.push(`after the runs, GET / answered "${after}"`);
} finally {
  server.kill();
}

console.log(
  `\nLoad test of scripts/serve.js (loopback, ${DURATION_S} s per run; a page, a share link and a 404 in turn):\n` +
    'connections | req/s | p50 ms | p99 ms | max ms | requests | errors | timeouts | statuses',
);
for (const r of runs) {
  console.log(
    `${String(r.connections).padStart(11)} | ${String(r.requestsPerSecond).padStart(5)} | ${String(r.latencyMs.p50).padStart(6)} | ${String(r.latencyMs.p99).padStart(6)} | ${String(r.latencyMs.max).padStart(6)} | ${String(r.requests).padStart(8)} | ${String(r.errors).padStart(6)} | ${String(r.timeouts).padStart(8)} | ${JSON.stringify(r.statuses)}`,
  );
  for (const line of r.hostile) console.log(`    mid-run: ${line}`);
  if (r.errors > 0 || r.timeouts > 0)
    problems.push(`${r.connections} connections: ${r.errors} errors, ${r.timeouts} timeouts`);
  const unexpected = Object.keys(r.statuses).filter((code) => code !== '200' && code !== '404');
  if (unexpected.length > 0) problems.push(`${r.connections} connections: statuses ${unexpected.join(', ')}`);
  // Each connection asks for the three in turn: about a third of the answers are the 404.
  const share404 = (r.statuses['404'] ?? 0) / r.requests;
  if (Math.abs(share404 - 1 / 3) > 0.02)
    problems.push(`${r.connections} connections: ${share404} of answers were 404`);
  for (const line of r.hostile)
    if (!/ → HTTP\/1\.1 \d{3} /.test(line)) problems.push(`not answered: ${line}`);
}

mkdirSync(path.join(root, '.bench'), { recursive: true });
writeFileSync(
  path.join(root, '.bench', 'load.json'),
  `${JSON.stringify({ at: new Date().toISOString(), runs, problems }, null, 2)}\n`,
);
if (problems.length > 0) {
  console.error(`\nLoad test failed:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('\n0 errors; the server answered the hostile requests mid-run and still answers.');
