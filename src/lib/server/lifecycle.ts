// Process hooks for the server that serves the portal (scripts/serve.mjs): the background tasks the
// areas registered start when the server first answers its health check; on shutdown the adapter has
// no hooks of its own, so the serve script stops accepting connections and then calls these.
import './areas';
import { closeAllStreams } from './events/hub';
import { closeDatabase } from './db';
import { backgroundTasks } from './periodic';

declare global {
  var __portalLifecycle: { closeStreams(): void; closeDatabase(): Promise<void> } | undefined;
}

if (!globalThis.__portalLifecycle) {
  for (const task of backgroundTasks()) task.start();
  globalThis.__portalLifecycle = {
    closeStreams: closeAllStreams,
    async closeDatabase() {
      for (const task of backgroundTasks()) task.stop();
      await closeDatabase();
    },
  };
}
