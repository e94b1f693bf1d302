import { counsellingSuite } from './counselling-suite';

counsellingSuite('postgres');
