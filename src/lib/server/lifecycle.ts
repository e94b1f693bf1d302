// Process hooks for the server that serves the portal (scripts/serve.mjs): background checks start
// when the server first answers its health check; on shutdown the adapter has no hooks of its own,
// so the serve script stops accepting connections and then calls these.
import { closeAllStreams } from './events/hub';
import { closeDatabase } from './db';
import { startEscalationTimer, stopEscalationTimer } from './counselling/urgent';
import { startCertificateSweep, stopCertificateSweep } from './learning/hcerti';
import { startDraftSweep, stopDraftSweep } from './surveys/shared';

declare global {
  // eslint-disable-next-line no-var
  var __portalLifecycle: { closeStreams(): void; closeDatabase(): Promise<void> } | undefined;
}

if (!globalThis.__portalLifecycle) {
  startEscalationTimer();
  startCertificateSweep();
  startDraftSweep();
  globalThis.__portalLifecycle = {
    closeStreams: closeAllStreams,
    async closeDatabase() {
      stopEscalationTimer();
      stopCertificateSweep();
      stopDraftSweep();
      await closeDatabase();
    },
  };
}
