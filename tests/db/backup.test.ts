import { backupSuite } from './backup-suite';

backupSuite('pglite');
