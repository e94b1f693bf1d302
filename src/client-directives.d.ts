// The project's own client directive (astro.config.mjs), typed for .astro files.
import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates when the reader points at, touches, focuses or types in the island (src/lib/page/hydrate-on-interaction.ts). */
    'client:interaction'?: boolean;
  }
}
