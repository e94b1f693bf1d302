// Finds a Chromium for Playwright: PLAYWRIGHT_CHROMIUM_EXECUTABLE, Playwright's own download, the
// distribution's /usr/bin/chromium. Where none exists it installs one, or stops saying how.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

function playwrightOwn() {
  try {
    const { chromium } = require('playwright-core');
    const exe = chromium.executablePath();
    return exe && fs.existsSync(exe) ? exe : null;
  } catch {
    return null;
  }
}

function candidates() {
  return [process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE, playwrightOwn(), '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
}

export function findChromium({ install = false } = {}) {
  const found = candidates().find((c) => fs.existsSync(c));
  if (found) return found;
  if (install) {
    console.log('Chromium이 없어 설치합니다...');
    // playwright-core does not export its cli.js, so find it beside its package.json.
    const cli = path.join(path.dirname(require.resolve('playwright-core/package.json')), 'cli.js');
    const pw = spawnSync(process.execPath, [cli, 'install', 'chromium'], { stdio: 'inherit', timeout: 5 * 60_000 });
    if (pw.status === 0 && playwrightOwn()) return playwrightOwn();
    if (process.getuid?.() === 0) {
      spawnSync('apt-get', ['update'], { stdio: 'inherit' });
      spawnSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
      const again = candidates().find((c) => fs.existsSync(c));
      if (again) return again;
    }
  }
  console.error(
    [
      '브라우저 테스트에 쓸 Chromium을 찾지 못했습니다. 다음 중 하나로 준비해 주세요:',
      '  - PLAYWRIGHT_CHROMIUM_EXECUTABLE=/path/to/chromium 로 실행 파일을 지정',
      '  - npx playwright install chromium',
      '  - (Debian/Ubuntu, root) apt-get install -y chromium',
    ].join('\n'),
  );
  process.exit(1);
}
