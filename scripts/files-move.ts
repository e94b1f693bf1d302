// npm run files:move -- [--remove]
// Moves uploaded files from the directory (FILE_DIR, default DATA_DIR/files) into the database store,
// for an installation on PostgreSQL that kept its files on disk before (decision 055). Safe to run while
// the portal serves (files are read from the directory until they are in the database) and to run again.
import { fail } from './control';

const remove = process.argv.includes('--remove');
if (!process.env.DATABASE_URL) fail('DATABASE_URL가 없습니다: 파일을 데이터베이스로 옮기는 일은 PostgreSQL에서 합니다.');
const { closeDatabase } = await import('../src/lib/server/db/index');
const { moveDirectoryIntoDatabase } = await import('../src/lib/server/files/storage');
try {
  const counts = await moveDirectoryIntoDatabase({ remove }, (line) => console.log(line));
  console.log(`옮김 ${counts.moved}개, 이미 데이터베이스에 있음 ${counts.already}개, 어디에도 없음 ${counts.missing}개${remove ? ' (옮긴 파일은 디렉터리에서 지웠습니다)' : ''}`);
} catch (err) {
  fail(`파일을 옮기지 못했습니다: ${err instanceof Error ? err.message : err}`);
} finally {
  await closeDatabase();
}
