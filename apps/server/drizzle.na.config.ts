import { defineConfig } from 'drizzle-kit';

// The default region holds the global tables as well as its regional ones (each feature's
// schema.ts, the platform's in platform/<part>/schema.ts, the payments sandbox's in providers/).
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/platform/db/schema/global.ts',
    './src/features/**/schema.ts',
    './src/platform/*/schema.ts',
    './src/providers/*/*/schema.ts',
  ],
  out: './migrations/na',
});
