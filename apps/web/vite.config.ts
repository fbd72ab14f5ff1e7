import { reactRouter } from '@react-router/dev/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { inlineScripts } from './vite-inline-scripts';

export default defineConfig({
  plugins: [inlineScripts(), reactRouter()],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  build: { assetsInlineLimit: 2048 },
  server: { host: '127.0.0.1' },
});
