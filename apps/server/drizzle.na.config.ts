import { defineConfig } from 'drizzle-kit';

// The default region holds the global tables as well as its regional ones.
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/platform/db/schema/global.ts',
    './src/platform/db/schema/regional.ts',
    './src/platform/inbox/schema.ts',
  ],
  out: './migrations/na',
});
