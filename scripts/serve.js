// Serves the prerendered site in dist/ like a static host: hashed assets cached, unknown paths get 404.html (404).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

const root = path.resolve(import.meta.dirname, '../dist');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
const notFound = readFileSync(path.join(root, '404.html'));
const assets = sirv(root, { dev: false, etag: true, gzip: false, extensions: ['html'] });

createServer((req, res) => {
  assets(req, res, () => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(notFound);
  });
}).listen(port, host, () => {
  console.log(`BloomCalc is served at http://${host}:${port}/`);
});
