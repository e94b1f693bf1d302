// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { precompress } from './scripts/precompress.mjs';
import { fullcalendarIconFont } from './scripts/fullcalendar-icons.mjs';

/** After a build: brotli and gzip copies of the client's text assets (served by scripts/serve.mjs). */
const precompressAssets = {
  name: 'precompress-assets',
  hooks: {
    'astro:build:done': () => {
      precompress(new URL('./dist/client/', import.meta.url).pathname);
    },
  },
};

/**
 * `client:interaction`: islands whose code loads when the reader reaches for them (decision 042), so a
 * page's form does not cost its React download to readers who only look at the page.
 */
/** @type {import('astro').AstroIntegration} */
const interactionDirective = {
  name: 'client-interaction',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({ name: 'interaction', entrypoint: './src/lib/page/hydrate-on-interaction.ts' });
    },
  },
};

export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'standalone' }),
  integrations: [react(), interactionDirective, precompressAssets],
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
    // FullCalendar's icon font from /fonts instead of a data: URL the font policy refuses (decision 046).
    plugins: [fullcalendarIconFont()],
    ssr: { external: ['@electric-sql/pglite', 'pg', 'archiver', 'pdfkit', 'qrcode'] },
  },
});
