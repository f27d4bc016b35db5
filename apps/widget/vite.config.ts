import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/**
 * The chat app the loader opens in an iframe. The server sends its page at
 * /app/{region}/render/{agentId}/iframe and its files under /widget/chat/.
 *
 * The code is React; the build runs it on preact/compat, which implements the same API in a
 * fraction of react-dom's size: with react-dom the frame weighed 108 KB gzipped, over its 90 KB budget.
 */
export default defineConfig({
  root: 'src/chat',
  base: '/widget/chat/',
  plugins: [react()],
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  build: { target: 'es2020', outDir: '../../dist/chat', emptyOutDir: true },
});
