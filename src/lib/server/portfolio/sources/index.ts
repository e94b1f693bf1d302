// Every source of the history, in one list. A new area adds its source file and one line here.
import { activitySource } from './activity';
import { badgesSource } from './badges';
import { entriesSource } from './entries';
import { extactSource } from './extact';
import { certificationSource, competencyProgramsSource, diagnosesSource, subjectsSource, tracksSource } from './learning';
import type { HistorySource } from './types';

export const HISTORY_SOURCES: readonly HistorySource[] = [
  subjectsSource,
  diagnosesSource,
  tracksSource,
  competencyProgramsSource,
  certificationSource,
  activitySource,
  extactSource,
  entriesSource,
  badgesSource,
];

export type { HistorySource };
