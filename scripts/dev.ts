// `npm run dev`: the site from its sources, each page rendered on request as the build prerenders it.
import { DEFAULT_DEV_PORT } from './lib/check';
import { startDevServer } from './lib/dev-server';

const port = Number(process.env.PORT ?? DEFAULT_DEV_PORT);
const { url } = await startDevServer({ port });
console.log(`BloomCalc dev server: ${url}/`);
