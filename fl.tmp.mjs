import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs'; import { gzipSync } from 'node:zlib';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const url of process.argv.slice(2)) {
const p = await b.newPage(); const files = [];
p.on('response', r => { const u = new URL(r.url()).pathname; if (u.endsWith('.js') && u !== '/sw.js') files.push(u.slice(1)); });
await p.goto('http://localhost:4998' + url); await p.waitForLoadState('networkidle');
let tot = 0; const rows = files.map(f => { const kb = gzipSync(readFileSync('/work/wt/integ/dist/' + f), {level:9}).length/1024; tot += kb; return [kb.toFixed(1), f]; }).sort((a,b)=>b[0]-a[0]);
console.log(url, tot.toFixed(1)); for (const r of rows) console.log('  ', r.join(' '));
await p.close(); }
await b.close();
