// Process hooks for the server that serves the portal (scripts/serve.mjs): background checks start
// when the server first answers its health check; on shutdown the adapter has no hooks of its own,
// so the serve script stops accepting connections and then calls these.
import { closeAllStreams } from './events/hub';
import { closeDatabase } from './db';
import { escalationTimer } from './counselling/urgent';
import { certificateSweep } from './learning/hcerti';
import { draftSweep } from './surveys/shared';

declare global {
  // eslint-disable-next-line no-var
  var __portalLifecycle: { closeStreams(): void; closeDatabase(): Promise<void> } | undefined;
}

if (!globalThis.__portalLifecycle) {
  escalationTimer.start();
  certificateSweep.start();
  draftSweep.start();
  globalThis.__portalLifecycle = {
    closeStreams: closeAllStreams,
    async closeDatabase() {
      escalationTimer.stop();
      certificateSweep.stop();
      draftSweep.stop();
      await closeDatabase();
    },
  };
}
