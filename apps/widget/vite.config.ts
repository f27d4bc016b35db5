import { defineConfig } from 'vite';

// The loader is one plain script a host page includes; the server serves this build at /widget/.
export default defineConfig({
  build: {
    target: 'es2020',
    lib: { entry: 'src/loader.ts', name: 'AgentWidget', formats: ['iife'], fileName: () => 'loader.js' },
  },
});
