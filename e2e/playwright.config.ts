import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;

/** The fake language-model server's fixed address; e2e/tests/credentials.spec.ts points a provider at it. */
export const FAKE_LLM_PORT = 3190;
export const FAKE_LLM_KEY = 'e2e-fake-key-5678';
/** A tool server the test-panel test runs in its own process, for an agent's tool call. */
export const TOOL_SERVER_PORT = 3191;
/** The test website (apps/server/test/test-website.ts) the knowledge test crawls. */
export const TEST_WEBSITE_PORT = 3192;
/** A second copy of the test website for the Agent Wizard test, so that it can run beside the knowledge test. */
export const WIZARD_WEBSITE_PORT = 3193;
/** A small website with a broken page that the Crawler page test crawls, apart from the ones above. */
export const CRAWLER_WEBSITE_PORT = 3194;
/** A fake Telegram Bot API the product's Telegram channel calls. */
export const FAKE_TELEGRAM_PORT = 3195;

// Debian's Chromium, never a downloaded browser.
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: [
    {
      // The built product, exactly as `npm start` serves it, on throwaway in-memory databases.
      command: 'node apps/server/dist/main.js',
      cwd: '..',
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        EMBEDDED_DB: 'memory',
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        // Every visitor of every test comes from 127.0.0.1: the per-address limit of the public
        // widget routes would throttle the suite itself. The limit has API tests of its own.
        PUBLIC_RATE_LIMIT_PER_MINUTE: '100000',
        // The fake language-model server below, the tests' tool server and test websites are on
        // loopback, which the egress guard refuses unless listed.
        TELEGRAM_API_URL: `http://127.0.0.1:${FAKE_TELEGRAM_PORT}`,
        EGRESS_ALLOW: [FAKE_LLM_PORT, TOOL_SERVER_PORT, TEST_WEBSITE_PORT, WIZARD_WEBSITE_PORT, CRAWLER_WEBSITE_PORT]
          .map((allowed) => `127.0.0.1:${allowed}`)
          .join(','),
      },
    },
    {
      // A fake OpenAI-compatible server (models, streamed chat completions, tool calls) for the Credentials page.
      command: `node --import tsx apps/server/test/fakes/openai-server.ts --port ${FAKE_LLM_PORT} --key ${FAKE_LLM_KEY}`,
      cwd: '..',
      // Answers 401 without the key, which counts as up.
      url: `http://127.0.0.1:${FAKE_LLM_PORT}/v1/models`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node --import tsx apps/server/test/fakes/telegram-server.ts --port ${FAKE_TELEGRAM_PORT}`,
      cwd: '..',
      url: `http://127.0.0.1:${FAKE_TELEGRAM_PORT}/__calls`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
