import { defineConfig } from '@playwright/test';

/**
 * Every port below moves by E2E_PORT_OFFSET, so that two copies of the suite (two checkouts on
 * one machine) can run side by side.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const port = Number(process.env.E2E_PORT ?? 3100 + offset);
const baseURL = `http://localhost:${port}`;

/** The fake language-model server's fixed address; e2e/tests/credentials.spec.ts points a provider at it. */
export const FAKE_LLM_PORT = 3190 + offset;
export const FAKE_LLM_KEY = 'e2e-fake-key-5678';
/** A tool server the test-panel test runs in its own process, for an agent's tool call. */
export const TOOL_SERVER_PORT = 3191 + offset;
/** The test website (apps/server/test/test-website.ts) the knowledge test crawls. */
export const TEST_WEBSITE_PORT = 3192 + offset;
/** A second copy of the test website for the Agent Wizard test, so that it can run beside the knowledge test. */
export const WIZARD_WEBSITE_PORT = 3193 + offset;
/** A small website with a broken page that the Crawler page test crawls, apart from the ones above. */
export const CRAWLER_WEBSITE_PORT = 3194 + offset;
/** The company website a new client builds its agent from in client onboarding. */
export const ONBOARDING_WEBSITE_PORT = 3187 + offset;
/** The company website a new workspace owner builds their first agent from in the onboarding wizard. */
export const OWNER_ONBOARDING_WEBSITE_PORT = 3186 + offset;
/** A fake font service (the Google Fonts CSS2 API and its files) behind the agency fonts our server serves. */
export const FAKE_FONTS_PORT = 3188 + offset;
/** A fake Telegram Bot API the product's Telegram channel calls. */
export const FAKE_TELEGRAM_PORT = 3195 + offset;
/** A fake Discord (REST, webhooks and the gateway) the platform bot and the Discord channel reach. */
export const FAKE_DISCORD_PORT = 3198 + offset;
export const DISCORD_BOT_TOKEN = 'e2e.discord-bot-token';
export const DISCORD_APPLICATION_ID = '1100000000000000001';
/** A fake Graph API (pages, Instagram, Messenger) the Instagram and Messenger channels call. */
export const FAKE_META_PAGES_PORT = 3197 + offset;
/** The platform's Meta app as the e2e server and the fakes know it. */
export const META_APP_ID = '9876543210';
export const META_APP_SECRET = 'e2e-meta-app-secret';
export const META_WEBHOOK_VERIFY_TOKEN = 'e2e-meta-verify-token';
/** A fake Twilio REST API (numbers, calls) that also calls the product's voice webhooks, signed. */
export const FAKE_TWILIO_PORT = 3199 + offset;
/** A fake Graph API (WhatsApp: code exchange, numbers, messages, templates) the WhatsApp channel calls. */
export const FAKE_META_GRAPH_PORT = 3196 + offset;
/** The account the fake Twilio knows (apps/server/test/fakes/twilio-server.ts FAKE_TWILIO_ACCOUNT). */
export const FAKE_TWILIO_ACCOUNT_SID = `AC${'1'.repeat(32)}`;
export const FAKE_TWILIO_AUTH_TOKEN = 'fake_twilio_auth_token_0001';
/**
 * A second product server, configured with Deepgram (the fake below), for the Deepgram web-call
 * test: on the first one, web calls use the browser's speech, which e2e/tests/voice.spec.ts tests.
 */
export const DEEPGRAM_SERVER_PORT = 3101 + offset;
/** A fake Deepgram (streaming speech-to-text and /v1/speak) whose answers are playable audio. */
export const FAKE_DEEPGRAM_PORT = 3189 + offset;
export const FAKE_DEEPGRAM_KEY = 'e2e-deepgram-key';
/** How long each answer's audio from the fake Deepgram plays. */
export const FAKE_DEEPGRAM_AUDIO_SECONDS = 30;

// Debian's Chromium, never a downloaded browser.
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The product server's environment, the same for both of its servers but for the port and Deepgram. */
function productEnv() {
  return {
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
    FONTS_API_URL: `http://127.0.0.1:${FAKE_FONTS_PORT}`,
    FONTS_FILES_URL: `http://127.0.0.1:${FAKE_FONTS_PORT}/gstatic`,
    DISCORD_API_URL: `http://127.0.0.1:${FAKE_DISCORD_PORT}/api`,
    DISCORD_BOT_TOKEN,
    DISCORD_APPLICATION_ID,
    META_PAGES_GRAPH_URL: `http://127.0.0.1:${FAKE_META_PAGES_PORT}/v18.0`,
    META_GRAPH_URL: `http://127.0.0.1:${FAKE_META_GRAPH_PORT}/v18.0`,
    META_APP_ID,
    META_APP_SECRET,
    META_WEBHOOK_VERIFY_TOKEN,
    TWILIO_API_URL: `http://127.0.0.1:${FAKE_TWILIO_PORT}`,
    // The free plan has no phone slots; the Twilio Numbers test buys with these.
    TWILIO_INCLUDED_NUMBER_SLOTS: '2',
    EGRESS_ALLOW: [
      FAKE_LLM_PORT,
      TOOL_SERVER_PORT,
      TEST_WEBSITE_PORT,
      WIZARD_WEBSITE_PORT,
      CRAWLER_WEBSITE_PORT,
      ONBOARDING_WEBSITE_PORT,
      OWNER_ONBOARDING_WEBSITE_PORT,
      FAKE_DISCORD_PORT,
    ]
      .map((allowed) => `127.0.0.1:${allowed}`)
      .join(','),
  };
}

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  // On CI one retry, so a test that fails once under a loaded machine's timing does not sink the
  // run; the list reporter still names it as flaky, to be fixed rather than ignored.
  retries: process.env.CI ? 1 : 0,
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
      env: { PORT: String(port), ...productEnv() },
    },
    {
      // The same product with Deepgram configured, for e2e/tests/voice-deepgram.spec.ts.
      command: 'node apps/server/dist/main.js',
      cwd: '..',
      url: `http://localhost:${DEEPGRAM_SERVER_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(DEEPGRAM_SERVER_PORT),
        ...productEnv(),
        DEEPGRAM_API_URL: `http://127.0.0.1:${FAKE_DEEPGRAM_PORT}`,
        DEEPGRAM_API_KEY: FAKE_DEEPGRAM_KEY,
      },
    },
    {
      command: `node --import tsx apps/server/test/fakes/deepgram-server.ts --port ${FAKE_DEEPGRAM_PORT} --key ${FAKE_DEEPGRAM_KEY} --playable-seconds ${FAKE_DEEPGRAM_AUDIO_SECONDS}`,
      cwd: '..',
      url: `http://127.0.0.1:${FAKE_DEEPGRAM_PORT}/__calls`,
      reuseExistingServer: false,
      timeout: 60_000,
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
      command: `node --import tsx apps/server/test/fakes/font-service.ts --port ${FAKE_FONTS_PORT}`,
      cwd: '..',
      url: `http://127.0.0.1:${FAKE_FONTS_PORT}/css2?family=Rubik`,
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
    {
      command: `node --import tsx apps/server/test/fakes/meta-pages-server.ts --port ${FAKE_META_PAGES_PORT} --app-id ${META_APP_ID} --app-secret ${META_APP_SECRET}`,
      cwd: '..',
      url: `http://127.0.0.1:${FAKE_META_PAGES_PORT}/__calls`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node --import tsx apps/server/test/fakes/meta-graph-server.ts --port ${FAKE_META_GRAPH_PORT} --app-id ${META_APP_ID} --app-secret ${META_APP_SECRET}`,
      cwd: '..',
      url: `http://127.0.0.1:${FAKE_META_GRAPH_PORT}/__calls`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node --import tsx apps/server/test/fakes/discord-server.ts --port ${FAKE_DISCORD_PORT} --token ${DISCORD_BOT_TOKEN} --application-id ${DISCORD_APPLICATION_ID}`,
      cwd: '..',
      url: `http://127.0.0.1:${FAKE_DISCORD_PORT}/__calls`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node --import tsx apps/server/test/fakes/twilio-server.ts --port ${FAKE_TWILIO_PORT}`,
      cwd: '..',
      url: `http://127.0.0.1:${FAKE_TWILIO_PORT}/__calls`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
