// `npm run dev`: the site from its sources, each page rendered on request as the build prerenders it.
import { startDevServer } from './lib/dev-server';

const port = Number(process.env.PORT ?? 5173);
const { url } = await startDevServer({ port });
console.log(`BloomCalc dev server: ${url}/`);
