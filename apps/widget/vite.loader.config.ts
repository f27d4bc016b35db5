import { defaultClientConditions, defineConfig } from 'vite';

/**
 * The loader: one plain script a host page includes, served at /widget/loader.js (the dashboard's
 * embed snippet names that file). An IIFE with no name, so it adds no global of its own.
 */
export default defineConfig({
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: {
    target: 'es2020',
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      input: 'src/loader/index.ts',
      output: { format: 'iife', entryFileNames: 'loader.js' },
    },
  },
});
