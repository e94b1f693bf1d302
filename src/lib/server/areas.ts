// Where the areas plug into the shared modules, and the only server module that imports areas for
// that: the file service asks each area's read rule for the files its records hold, the activity log
// tells the areas that listen (badges), the lifecycle runs the areas' background tasks, and the
// database loads the demo data through the seed. Every entry point imports this once before anything
// else runs: the server's middleware and lifecycle, the seed script and the database tests.
import { photoFileRule, registerFileReadRule } from './files/service';
import { careerReportFileRule, exchangeFileRule, extactFileRule, portfolioFileRule, recruitingFileRule, startupFileRule } from './files/area-rules';
import { scholarshipFileRule } from './scholarships/files';
import { listenToActivity } from './activity/events';
import { registerBackgroundTask } from './periodic';
import { setDemoDataLoader } from './db';
import { addToStudentRecord } from './users/profile';
import { cachePages } from './page-cache';
import { classroomFileRule } from './career/class-files';
import { counsellingFileRule } from './counselling/files';
import { postFileRule } from './posts/files';
import { badgeActivityListener } from './badges/evaluate';
import { escalationTimer } from './counselling/urgent';
import { reminderTimer } from './counselling/reminders';
import { certificateSweep } from './learning/hcerti';
import { draftSweep } from './surveys/shared';
import { sessionSweep } from './auth/sessions';
import { outboxWorker } from './notifications/worker';
import { contentPages } from './content/cached-pages';
import { portfolioPages } from './portfolio/cached-pages';
import { learningPages } from './learning/cached-pages';
import { transcriptRecordPart } from './learning/transcript';
import { scholarshipSummary } from './scholarships/student';
import { registerSearchSource } from './search/registry';
import { guideSearch, noticeSearch } from './posts/search';
import { programSearch } from './career/search';
import { postingSearch, startupProgramSearch, startupSpaceSearch } from './recruiting/search';
import { scholarshipSearch } from './scholarships/search';
import { clubSearch } from './clubs/search';
import { subjectSearch } from './learning/search';

// In this order: a classroom's files follow the classroom even when a post holds them too.
registerFileReadRule(classroomFileRule);
registerFileReadRule(counsellingFileRule);
registerFileReadRule(postFileRule);
// Every other record that holds files: its files follow its own right (decision 046).
registerFileReadRule(scholarshipFileRule);
registerFileReadRule(careerReportFileRule);
registerFileReadRule(extactFileRule);
registerFileReadRule(exchangeFileRule);
registerFileReadRule(portfolioFileRule);
registerFileReadRule(startupFileRule);
registerFileReadRule(recruitingFileRule);
registerFileReadRule(photoFileRule);

listenToActivity('badges', badgeActivityListener);

addToStudentRecord('learning', transcriptRecordPart);
addToStudentRecord('scholarships', (student) => scholarshipSummary(student.userId));

cachePages('content', contentPages);
cachePages('portfolio', portfolioPages);
cachePages('learning', learningPages);

// The search asks each area for its own records, as its own lists show them (decision 057).
for (const source of [programSearch, startupProgramSearch, startupSpaceSearch, postingSearch, scholarshipSearch, noticeSearch, guideSearch, clubSearch, subjectSearch]) registerSearchSource(source);

registerBackgroundTask(escalationTimer);
registerBackgroundTask(reminderTimer);
registerBackgroundTask(certificateSweep);
registerBackgroundTask(draftSweep);
registerBackgroundTask(sessionSweep);
registerBackgroundTask(outboxWorker);

// Loaded only when an empty database is to be filled: the demo data is large.
setDemoDataLoader(async (db) => {
  const { seedDemoData } = await import('../../../db/seed/index');
  await seedDemoData(db);
});
