import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/platform/db/schema/regional.ts', './src/platform/inbox/schema.ts'],
  out: './migrations/eu',
});
