import { platformSuite } from './platform-suite';

platformSuite('pglite');
