import { counsellingSuite } from './counselling-suite';

counsellingSuite('pglite');
