// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { precompress } from './scripts/precompress.mjs';

/** After a build: brotli and gzip copies of the client's text assets (served by scripts/serve.mjs). */
const precompressAssets = {
  name: 'precompress-assets',
  hooks: {
    'astro:build:done': () => {
      precompress(new URL('./dist/client/', import.meta.url).pathname);
    },
  },
};

export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'standalone' }),
  integrations: [react(), precompressAssets],
  server: { host: process.env.HOST ?? 'localhost', port: Number(process.env.PORT ?? 4321) },
  security: {
    // Astro's own origin check covers form bodies; src/middleware.ts also checks JSON calls.
    checkOrigin: true,
    // Hashes for every script and style Astro emits, so no inline code runs without one.
    csp: {
      algorithm: 'SHA-256',
      directives: ["default-src 'self'", "img-src 'self' data: blob:", "font-src 'self'", "connect-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"],
    },
  },
  vite: {
    ssr: { external: ['@electric-sql/pglite', 'pg', 'archiver', 'pdfkit', 'qrcode'] },
  },
});
