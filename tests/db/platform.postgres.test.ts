import { platformSuite } from './platform-suite';

platformSuite('postgres');
