// Graceful shutdown hooks for the process that serves the portal (scripts/serve.mjs): the adapter has
// none, so the serve script stops accepting connections and then calls these.
import { closeAllStreams } from './events/hub';
import { closeDatabase } from './db';

declare global {
  // eslint-disable-next-line no-var
  var __portalLifecycle: { closeStreams(): void; closeDatabase(): Promise<void> } | undefined;
}

globalThis.__portalLifecycle ??= { closeStreams: closeAllStreams, closeDatabase };
