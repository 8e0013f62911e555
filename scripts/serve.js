// Serves the prerendered site in dist/ like a static host: compressed responses, the headers of dist/_headers (CSP
// and friends; long caching for hashed assets), and 404.html with status 404 for unknown paths.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import sirv from 'sirv';

const root = path.resolve(import.meta.dirname, '../dist');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
const notFound = readFileSync(path.join(root, '404.html'));

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
const assets = sirv(root, { dev: false, etag: true, extensions: ['html'] });
// Every file, however small: the budgets count every file gzipped too.
const compress = compression({ threshold: 0 });

/**
 * Static hosts and CDNs compress HTML, JS, CSS and SVG; Lighthouse's load simulation and every browser test then see
 * the bytes a visitor's browser would. Gzip only, though browsers also accept brotli: gzip is the unit of the JS
 * budgets and of DESIGN.md's measurements, and it is the conservative choice (brotli files are smaller).
 */
const gzipOnly = (accepted = '') =>
  accepted
    .split(',')
    .filter((coding) => /^\s*(gzip|identity)\b/.test(coding))
    .join(',');

createServer((req, res) => {
  req.headers['accept-encoding'] = gzipOnly(req.headers['accept-encoding']);
  compress(req, res, () => serve(req, res));
}).listen(port, host, () => {
  console.log(`BloomCalc is served at http://${host}:${port}/`);
});

function serve(req, res) {
  const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
  for (const rule of rules) {
    if (rule.test.test(pathname)) for (const [name, value] of rule.headers) res.setHeader(name, value);
  }
  assets(req, res, () => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(notFound);
  });
}
