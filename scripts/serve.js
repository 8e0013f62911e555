// Serves the prerendered site in dist/ like a static host (docs/deploying.md): the files precompressed at build
// (brotli or gzip, whichever the browser takes), the headers of dist/_headers (CSP and friends; long caching for
// hashed assets), revalidation for everything else, 404.html with status 404 for unknown paths, 405 for methods
// other than GET and HEAD, and a page of ours for a request it cannot read. No request may stop the process.
import { existsSync, readFileSync } from 'node:fs';
import { createServer, STATUS_CODES } from 'node:http';
import path from 'node:path';
import parseRange from 'range-parser';
import sirv from 'sirv';

const root = path.resolve(import.meta.dirname, '../dist');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
/**
 * `SERVE_ENCODINGS=gzip` offers gzip only (Lighthouse does, so its figures stay comparable with the recorded ones
 * and conservative: brotli files are smaller). By default brotli and gzip, as a CDN would.
 */
const brotli = process.env.SERVE_ENCODINGS !== 'gzip';
/** Node's default is 16 KB; a long share link is a page like any other (the service worker serves it too). */
const MAX_HEADER_BYTES = 64 * 1024;
/** What a host sends for files `_headers` gives no caching rule (HTML above all): use it, but ask first. */
const REVALIDATE = 'public, max-age=0, must-revalidate';
/** Files of the build that are the host's configuration, not the site's. */
const PRIVATE_FILES = new Set(['/_headers']);

const notFound = readFileSync(path.join(root, '404.html'));
/** The Spanish 404 page, for an address under /es/. */
const notFoundEs = existsSync(path.join(root, 'es', '404.html'))
  ? readFileSync(path.join(root, 'es', '404.html'))
  : notFound;

/** Parses the Netlify/Cloudflare `_headers` format: a path pattern line, then indented `Name: value` lines. */
function parseHeaders(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: [] });
    else
      rules.at(-1)?.headers.push(
        line
          .trim()
          .split(/:\s*(.*)/s)
          .slice(0, 2),
      );
  }
  return rules.map(({ pattern, headers }) => ({
    test: new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`),
    headers,
  }));
}

const rules = parseHeaders(readFileSync(path.join(root, '_headers'), 'utf8'));
/** The headers every page gets (the CSP and friends), for answers written before a request could be read. */
const siteHeaders = rules.filter((rule) => rule.test.test('/')).flatMap((rule) => rule.headers);

/**
 * The site's 404 page saying something else: a request the server refuses still gets a page of the site. Fails at
 * start if the 404 page no longer has the texts it replaces, rather than serve a page that says "Not Found".
 */
function errorPage(title, text) {
  let html = notFound.toString('utf8');
  for (const [from, to] of [
    [/<title>[^<]*<\/title>/, `<title>${title} | BloomCalc</title>`],
    [/(<h1[^>]*>)Page Not Found(<\/h1>)/, `$1${title}$2`],
    [/(<p[^>]*>)We couldn[^<]*(<\/p>)/, `$1${text}$2`],
  ]) {
    if (!from.test(html)) throw new Error(`serve.js: 404.html has no ${from}`);
    html = html.replace(from, to);
  }
  return Buffer.from(html);
}

const ERROR_PAGES = {
  400: errorPage(
    'Bad Request',
    'The server could not read that address. Check the link, or start again from the home page.',
  ),
  405: errorPage(
    'Method Not Allowed',
    'This site only sends pages (GET and HEAD requests); nothing can be posted to it.',
  ),
  500: errorPage('Server Error', 'Something went wrong on our side with that address. Please try again.'),
  431: errorPage(
    'Link Too Long',
    'That link is longer than the server accepts. If it is a calculator&#x27;s share link, open the calculator and enter the numbers again.',
  ),
};

const assets = sirv(root, {
  dev: false,
  etag: true,
  extensions: ['html'],
  gzip: true,
  brotli,
  setHeaders: (res, _pathname, stats) => checkRange(res.req, stats.size),
});

/**
 * sirv reads a Range header naively (`bytes=-10` as the first 11 bytes, `10-5` or a huge end crashes the stream),
 * so it is read here with range-parser, against the size of the file sirv is about to send, and handed on in the
 * only form sirv reads right: one satisfiable range as `bytes=start-end`; an unsatisfiable one as a start past the
 * end (sirv answers 416); anything else (malformed, several ranges, If-Range, `0-0`, which sirv reads as the whole
 * file) is ignored, so the whole file is sent with 200, as RFC 9110 allows.
 */
function checkRange(req, size) {
  const header = req.headers.range;
  if (!header) return;
  const ranges = req.headers['if-range'] ? -2 : parseRange(size, header, { combine: true });
  if (ranges === -1) req.headers.range = `bytes=${size}-`;
  else if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1 || ranges[0].end === 0)
    delete req.headers.range;
  else req.headers.range = `bytes=${ranges[0].start}-${ranges[0].end}`;
}

/** A request target in origin form (`/path?query`): as is, or an absolute form's (`http://host/path`) without its authority. */
function originForm(target) {
  const origin = target.replace(/^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i, '');
  return origin.startsWith('/') ? origin : undefined;
}

/** The path as sirv will look it up (it decodes `%5F` and friends; a malformed escape is left as is). */
function decoded(pathname) {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

function sendPage(req, res, status, body, headers = {}) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Content-Length', body.length);
  // A 404 under /assets/ must not be cached for a year, nor any error page at all.
  res.setHeader('Cache-Control', 'no-store');
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.end(req.method === 'HEAD' ? undefined : body);
}

function serve(req, res) {
  const target = originForm(req.url ?? '');
  const pathname = target?.split(/[?#]/)[0];
  for (const rule of rules) {
    if (pathname && rule.test.test(pathname))
      for (const [name, value] of rule.headers) res.setHeader(name, value);
  }
  if (pathname === undefined) return sendPage(req, res, 400, ERROR_PAGES[400]);
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return sendPage(req, res, 405, ERROR_PAGES[405], { Allow: 'GET, HEAD' });
  if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', REVALIDATE);
  // sirv picks the .br or .gz file from Accept-Encoding; a range is of the file itself, uncompressed.
  if (req.headers.range) delete req.headers['accept-encoding'];
  req.url = target;
  const notHere = () => sendPage(req, res, 404, /^\/es(\/|$)/.test(pathname) ? notFoundEs : notFound);
  if (PRIVATE_FILES.has(decoded(pathname).replace(/(.)\/+$/, '$1'))) return notHere();
  assets(req, res, notHere);
}

const server = createServer({ maxHeaderSize: MAX_HEADER_BYTES }, (req, res) => {
  try {
    serve(req, res);
  } catch (error) {
    // Whatever went wrong, it was this request's: answer it (or drop it) and keep serving everyone else.
    console.error(`serve.js: ${req.method} ${req.url?.slice(0, 200)}:`, error);
    if (!res.headersSent) sendPage(req, res, 500, ERROR_PAGES[500]);
    else res.destroy();
  }
});

// A request Node cannot parse (headers over the limit, a malformed request line) gets a page of ours, not Node's
// bare status line; the connection is then closed, as the request's end cannot be found.
server.on('clientError', (error, socket) => {
  if (error.code === 'ECONNRESET' || !socket.writable) return socket.destroy();
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = ERROR_PAGES[status];
  const headers = [
    ...siteHeaders,
    ['Content-Type', 'text/html; charset=utf-8'],
    ['Content-Length', body.length],
  ]
    .concat([
      ['Cache-Control', 'no-store'],
      ['Connection', 'close'],
    ])
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(
    Buffer.concat([Buffer.from(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers}\r\n`), body]),
  );
});

server.listen(port, host, () => {
  console.log(`BloomCalc is served at http://${host}:${port}/`);
});
