// Every table of the portal: the shared and older tables of schema.ts and each area's own schema
// file. What the database handle, drizzle-kit and the seed read. An area's schema file imports the
// shared tables it refers to from schema.ts, never this module, so no schema file imports itself.
export * from './schema';
export * from './schema-scholarships';
export * from './schema-clubs';
export * from './schema-exchange';
export * from './schema-portfolio';
export * from './schema-content';
export * from './schema-content-main';
export * from './schema-recruiting';
export * from './schema-startup';
export * from './schema-surveys';
export * from './schema-extact';
export * from './schema-badges';
export * from './schema-employrefer';
export * from './schema-exams';
export * from './schema-career-class';
export * from './schema-mentoring';
export * from './schema-survey-eligibility';
export * from './schema-imports';
export * from './schema-file-store';
export * from './schema-calendar';
export * from './schema-search';
export * from './schema-notifications';
