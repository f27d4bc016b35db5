/**
 * The widget's weight and speed (issue 6): the loader's and the chat frame's gzipped sizes, and
 * the time from the loader starting to the launcher painted in headless Chromium, on a local page
 * whose server answers the public widget data at once (no database: this measures the loader).
 * Prints each figure as a ratio to its budget: loader 6 KB, chat 90 KB, launcher 150 ms.
 * Needs the widget build (`npm run build -w apps/widget`) and Chromium at CHROMIUM_PATH or /usr/bin/chromium.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { PublicWidgetDataResponse } from '@agent-platform/core';
import { chromium } from 'playwright-core';

const LOADER_BUDGET_BYTES = 6 * 1024;
const CHAT_BUDGET_BYTES = 90 * 1024;
const PAINT_BUDGET_MS = 150;
const PAGE_LOADS = 20;

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/widget/dist');
const gzipped = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

const loaderBytes = gzipped(path.join(dist, 'loader.js'));
const chatFiles = [
  path.join(dist, 'chat/index.html'),
  ...readdirSync(path.join(dist, 'chat/assets')).map((name) => path.join(dist, 'chat/assets', name)),
];
const chatBytes = chatFiles.reduce((sum, file) => sum + gzipped(file), 0);

const widgetData: PublicWidgetDataResponse = {
  data: {
    ID: 'BenchAgent000000',
    ownerID: 'bench-owner',
    title: 'Bench',
    theme: 'blue-light',
    fontFamily: 'DM Sans',
    lang: 'en',
    autoOpenWidget: false,
    autoStartWidget: false,
    proactiveMessage: 'Hi!',
    roundedImageURL: '',
    messageDelayMS: 1000,
    scrollAnimation: true,
    acceptFileUpload: false,
    chatForget: false,
    syncBrowser: false,
    listenForUrlChanges: false,
    ui: { showWhatsappButtonOnWeb: false },
    imageSources: { agentImages: [], allowedHosts: [] },
  },
};

// The host page starts its clock as it inserts the loader, then waits for the launcher's first frame.
const hostPage = `<!doctype html><html><body><h1>Host</h1><script>
window.launcherPainted = new Promise((resolve) => {
  const start = performance.now();
  const script = document.createElement('script');
  script.src = '/widget/loader.js';
  script.dataset.agentId = 'BenchAgent000000';
  document.body.append(script);
  const poll = () => {
    const launcher = document.querySelector('[data-agent-widget]')?.shadowRoot?.querySelector('.launcher');
    if (launcher) requestAnimationFrame(() => resolve(performance.now() - start));
    else requestAnimationFrame(poll);
  };
  poll();
});
</script></body></html>`;

const server = createServer((request, response) => {
  if (request.url === '/widget/loader.js') {
    response.writeHead(200, { 'content-type': 'text/javascript' });
    response.end(readFileSync(path.join(dist, 'loader.js')));
  } else if (request.url?.startsWith('/api/na/public/agents/')) {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(widgetData));
  } else {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(hostPage);
  }
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'],
});
const times: number[] = [];
try {
  for (let i = 0; i < PAGE_LOADS; i++) {
    // A fresh context each time: nothing cached, as a first visit.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(origin);
    times.push(await page.evaluate(() => (window as unknown as { launcherPainted: Promise<number> }).launcherPainted));
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)] ?? Number.NaN;
const p90 = times[Math.floor(times.length * 0.9)] ?? Number.NaN;

const ratio = (value: number, budget: number) => `${(value / budget).toFixed(2)} of budget`;
console.log(`loader: ${(loaderBytes / 1024).toFixed(1)} KB gzipped (${ratio(loaderBytes, LOADER_BUDGET_BYTES)})`);
console.log(`chat frame: ${(chatBytes / 1024).toFixed(1)} KB gzipped (${ratio(chatBytes, CHAT_BUDGET_BYTES)})`);
console.log(
  `launcher painted: median ${median.toFixed(0)} ms, p90 ${p90.toFixed(0)} ms after the loader starts, over ${PAGE_LOADS} first visits (${ratio(median, PAINT_BUDGET_MS)})`,
);
