import { notifyOutboxSuite } from './notify-outbox-suite';

notifyOutboxSuite('pglite');
