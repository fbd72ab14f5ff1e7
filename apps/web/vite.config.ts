import { reactRouter } from '@react-router/dev/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { inlineScripts } from './vite-inline-scripts.ts';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [inlineScripts(), reactRouter()],
  // `~server/…`: the site's server-only modules (server/), which the app's server halves import.
  resolve: {
    alias: {
      '~': fileURLToPath(new URL('./app', import.meta.url)),
      '~server': fileURLToPath(new URL('./server', import.meta.url)),
    },
  },
  build: {
    assetsInlineLimit: 2048,
    // The server build's input is the site's Node server, which imports React Router's build
    // (docs/decisions/0054): one bundle, `<build>/server/index.js`, with source maps for its stack traces.
    ...(isSsrBuild ? { rollupOptions: { input: './server/index.ts' }, sourcemap: true } : {}),
  },
  server: { host: '127.0.0.1' },
}));
