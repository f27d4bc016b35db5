import { defineConfig } from 'drizzle-kit';

// Each feature's tables are in its own schema.ts; the platform's in platform/<part>/schema.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/features/**/schema.ts', './src/platform/*/schema.ts'],
  out: './migrations/eu',
});
