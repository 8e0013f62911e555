import { writeFileSync } from 'node:fs';
import { startDevServer } from '../scripts/lib/dev-server';
import { asDevRenders, builtHtml, withoutViteClient } from '../tests/e2e/dev-is-prod';
const s = await startDevServer({ port: 0 });
const get = async (r: string) => withoutViteClient(await (await fetch(`${s.url}${r}`)).text());
for (const r of ['/about', '/calculators/bmi', '/blog', '/about', '/blog']) {
  const dev = await get(r);
  const built = asDevRenders(builtHtml(r)).replace(/\n\s*\n/g, '\n');
  console.log(r, dev === built);
  if (dev !== built) { writeFileSync(`/tmp/d-${r.slice(1).replaceAll("/","_")}.dev`, dev.replace(/></g, '>\n<').replace(/}/g,'}\n')); writeFileSync(`/tmp/d-${r.slice(1).replaceAll("/","_")}.built`, built.replace(/></g, '>\n<').replace(/}/g,'}\n')); }
}
await s.close();
