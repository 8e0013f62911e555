import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { E2E_PORT as PORT } from '../../scripts/lib/e2e-port';
import { expect, test } from './fixtures';

// `npm start`'s server (scripts/serve.js) as a static host would answer, spoken to through a raw socket so that
// requests no browser or HTTP client would send reach it as they are (issue 32).

const dist = path.resolve(import.meta.dirname, '../../dist');

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Sends `request` as raw bytes and reads the answer until the server closes the connection. */
function raw(request: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(PORT, '127.0.0.1', () => socket.write(request));
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer within 10 s')));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const all = Buffer.concat(chunks);
      const split = all.indexOf('\r\n\r\n');
      if (split < 0)
        return reject(new Error(`no HTTP answer: ${JSON.stringify(all.toString().slice(0, 80))}`));
      const [statusLine = '', ...lines] = all.subarray(0, split).toString('latin1').split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: all.subarray(split + 4) });
    });
  });
}

/** A request for `target` (the request line's target, sent as is) with extra header lines. */
function get(target: string, headers: string[] = [], method = 'GET'): Promise<Answer> {
  return raw(
    [`${method} ${target} HTTP/1.1`, `Host: 127.0.0.1:${PORT}`, 'Connection: close', ...headers, '', ''].join(
      '\r\n',
    ),
  );
}

/** The server still serves the home page. */
async function expectAlive() {
  const home = await get('/');
  expect(home.status).toBe(200);
  expect(home.body.toString()).toContain('BloomCalc');
}

test.describe.configure({ mode: 'serial' });

test('addresses new URL() cannot read get an answer, and the server stays up', async () => {
  for (const target of ['///', '//[', '//x:99999/', 'http://[/', '/%E0%A4%A']) {
    const answer = await get(target);
    expect([200, 400, 404], target).toContain(answer.status);
    expect(answer.headers['content-type'], target).toMatch(/^text\/html/);
    await expectAlive();
  }
});

test('bad ranges get 416 or a range within the file, never a crash; a suffix range is the last bytes', async () => {
  const robots = readFileSync(path.join(dist, 'robots.txt'));
  // range-parser finds no satisfiable range in `10-5`.
  const backwards = await get('/robots.txt', ['Range: bytes=10-5']);
  expect(backwards.status).toBe(416);
  await expectAlive();
  const past = await get('/robots.txt', [`Range: bytes=${robots.length + 5}-`]);
  expect(past.status).toBe(416);
  expect(past.headers['content-range']).toBe(`bytes */${robots.length}`);
  for (const method of ['GET', 'HEAD']) {
    const huge = await get('/robots.txt', ['Range: bytes=0-99999999999999999999'], method);
    expect(huge.status, method).toBe(206);
    expect(huge.headers['content-range'], method).toBe(`bytes 0-${robots.length - 1}/${robots.length}`);
    await expectAlive();
  }
  const last = await get('/robots.txt', ['Range: bytes=-10']);
  expect(last.status).toBe(206);
  expect(last.body.toString()).toBe(robots.subarray(-10).toString());
  expect(last.headers['content-range']).toBe(
    `bytes ${robots.length - 10}-${robots.length - 1}/${robots.length}`,
  );
});

test('a range of a compressed page is a range of the page itself, matching Content-Range', async () => {
  const page = readFileSync(path.join(dist, 'calculators/bmi/index.html'));
  const answer = await get('/calculators/bmi', ['Range: bytes=100-199', 'Accept-Encoding: gzip, br']);
  expect(answer.status).toBe(206);
  expect(answer.headers['content-encoding']).toBeUndefined();
  expect(answer.headers['content-range']).toBe(`bytes 100-199/${page.length}`);
  expect(answer.body.equals(page.subarray(100, 200))).toBe(true);
});

test('files are sent precompressed: brotli when the browser takes it, else gzip, each the file itself', async () => {
  const script = readFileSync(path.join(dist, 'theme-init.js'));
  const brotli = await get('/theme-init.js', ['Accept-Encoding: gzip, deflate, br']);
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(brotli.headers.vary).toMatch(/Accept-Encoding/i);
  expect(brotliDecompressSync(brotli.body).equals(script)).toBe(true);
  const gzip = await get('/theme-init.js', ['Accept-Encoding: gzip']);
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzip.body).equals(script)).toBe(true);
  const plain = await get('/theme-init.js');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.equals(script)).toBe(true);
});

test('only GET and HEAD: other methods get 405 with Allow, and nothing is served for them', async () => {
  for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']) {
    const answer = await get('/calculators/bmi', ['Content-Length: 0'], method);
    expect(answer.status, method).toBe(405);
    expect(answer.headers.allow, method).toBe('GET, HEAD');
  }
});

test('the host configuration is not served; a 404 is never cached, HTML is revalidated, hashed assets are immutable', async () => {
  for (const target of ['/_headers', '/%5Fheaders', '/_headers/']) {
    expect((await get(target)).status, target).toBe(404);
  }
  const missingAsset = await get('/assets/no-such-file-0000.js');
  expect(missingAsset.status).toBe(404);
  expect(missingAsset.headers['cache-control']).not.toMatch(/immutable|max-age=[1-9]/);
  const html = await get('/calculators/bmi');
  expect(html.headers['cache-control']).toMatch(/no-cache|max-age=0/);
  const asset = readFileSync(path.join(dist, 'calculators/bmi/index.html'), 'utf8').match(
    /\/assets\/[^"]+\.js/,
  )?.[0];
  expect((await get(asset ?? '/assets/none.js')).headers['cache-control']).toMatch(/immutable/);
});

test('a long share link is served; one past the limit gets a page of ours, not a bare 431', async () => {
  const long = await get(`/calculators/bmi?height=165&pad=${'a'.repeat(20_000)}`);
  expect(long.status).toBe(200);
  const tooLong = await get(`/calculators/bmi?height=165&pad=${'a'.repeat(70_000)}`);
  expect(tooLong.status).toBe(431);
  expect(tooLong.headers['content-type']).toMatch(/^text\/html/);
  expect(tooLong.headers['content-security-policy']).toMatch(/script-src 'self'/);
  expect(tooLong.headers['x-frame-options']).toBe('DENY');
  expect(tooLong.body.toString()).toContain('Link Too Long');
  await expectAlive();
});

test('security headers: HSTS for hosts on HTTPS, same-origin resource and opener policies, no FLoC opt-out', async () => {
  const { headers } = await get('/');
  expect(headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['permissions-policy']).not.toContain('interest-cohort');
  expect(readFileSync(path.join(dist, '_headers'), 'utf8')).toContain('Strict-Transport-Security');
});
