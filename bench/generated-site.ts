/** The generated website of bench:kb's crawl, in a process of its own so it serves beside the app rather than inside it. */
import { startGeneratedWebsite } from '../apps/server/test/test-website.js';

const site = await startGeneratedWebsite(Number(process.env.PAGES ?? 200), Number(process.env.PORT ?? 0));
console.log(`listening ${site.origin}`);
