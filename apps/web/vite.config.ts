import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

const server = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  // `source` makes @agent-platform/core resolve to its TypeScript, so the web build never waits on core's own build.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    proxy: {
      '/api': { target: server, changeOrigin: false },
      '/dev/': { target: server, changeOrigin: false },
    },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
