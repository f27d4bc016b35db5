import { defineConfig } from 'drizzle-kit';

// Each feature's tables are in its own schema.ts; the platform's in platform/<part>/schema.ts; an
// embedded provider's (the payments sandbox) in providers/<service>/<provider>/schema.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/features/**/schema.ts', './src/platform/*/schema.ts', './src/providers/*/*/schema.ts'],
  out: './migrations/eu',
});
