// Every list page's search form, submitted the way a browser submits it: the selects left at 전체
// (an empty value), dates and checkboxes left blank, and a word typed in the search box. Empty
// filters mean "all": the page answers 200, shows no "검색 조건을 확인해 주세요" warning, and the
// word stays in its box so she can change it. The form is read from the page itself, so a new
// field on a form is covered without touching this test. The programme lists (student and staff)
// also check that the word really filters.
import { beforeAll, describe, expect, it } from 'vitest';
import { Window } from 'happy-dom';
import { Client, accountClient, loggedIn, studentClient, unique } from './client';

type Who = 'student' | 'staff' | 'prof' | 'cnslr' | 'adm' | 'otsdr' | 'anon';

/** Each page with a GET search or filter form, and who opens it. */
const LIST_PAGES: [string, Who][] = [
  ['/user/futuredesign/careerAct', 'student'],
  ['/user/futuredesign/outecp', 'student'],
  ['/user/futuredesign/servecerti', 'student'],
  ['/user/careerinfo/cmmnrecrt', 'student'],
  ['/user/careerinfo/contestrecrt', 'student'],
  ['/user/careerinfo/grdtrecrt', 'student'],
  ['/user/careerinfo/parttimejob', 'student'],
  ['/user/careerinfo/recrtfair_list', 'student'],
  ['/user/colglife/club', 'student'],
  ['/user/colglife/exchgStd/tab01', 'student'],
  ['/user/colglife/psychcnsl/notice', 'student'],
  ['/user/learnact/abilitymng/educurri', 'student'],
  ['/user/learnact/majorexplore', 'student'],
  ['/user/learnact/profsearch', 'student'],
  ['/user/mentoring/senior', 'student'],
  ['/user/portfolio/bestPortfolio', 'student'],
  ['/user/portfolio/myHistory', 'student'],
  ['/user/search', 'student'],
  ['/notice', 'anon'],
  ['/stf/career', 'staff'],
  ['/stf/extact', 'staff'],
  ['/stf/learning/offerings', 'staff'],
  ['/stf/learning/requirements', 'staff'],
  ['/stf/learning/subjects', 'staff'],
  ['/stf/learning/tracks', 'staff'],
  ['/stf/scholarships/applications', 'staff'],
  ['/stf/content', 'staff'],
  ['/stf/content/popups', 'staff'],
  ['/stf/recruiting/postings', 'staff'],
  ['/prof/advisees', 'prof'],
  ['/prof/counselling', 'prof'],
  ['/cnslr/applications', 'cnslr'],
  ['/otsdr/recruiting', 'otsdr'],
  ['/adm/accounts', 'adm'],
  ['/adm/audit', 'adm'],
  ['/adm/content', 'adm'],
  ['/adm/content/popups', 'adm'],
];

const clients = new Map<Who, Client>();

beforeAll(async () => {
  clients.set('anon', new Client());
  clients.set('student', (await studentClient()).client);
  clients.set('staff', (await accountClient('stf', { roles: ['PROGRAM_ADMIN', 'CONTENT_EDITOR', 'LEARNING_MANAGER', 'SCHOLARSHIP_MANAGER', 'RECRUITING_MANAGER', 'SURVEY_MANAGER', 'CLUB_MANAGER', 'EXCHANGE_MANAGER', 'STARTUP_MANAGER'] })).client);
  clients.set('prof', await loggedIn('prof1', 'prof'));
  clients.set('cnslr', await loggedIn('cnslr1', 'cnslr'));
  clients.set('adm', await loggedIn('admin1', 'adm'));
  clients.set('otsdr', await loggedIn('outsider1', 'otsdr'));
});

function documentOf(html: string) {
  const window = new Window({ url: 'http://localhost/' });
  window.document.write(html);
  return window.document;
}

const TEXT_TYPES = new Set(['', 'text', 'search']);

/**
 * The query a browser sends for the page's first search form with every select at its empty
 * (전체) choice, every text box holding `word`, and dates, numbers and checkboxes left blank.
 */
function submission(doc: ReturnType<typeof documentOf>, word: string) {
  const form = [...doc.querySelectorAll('main form')].find((f) => (f.getAttribute('method') ?? '').toLowerCase() === 'get' && f.querySelector('input, select'));
  if (!form) return null;
  const query = new URLSearchParams();
  const typed: string[] = [];
  for (const el of form.querySelectorAll('input[name], select[name], textarea[name]')) {
    const name = el.getAttribute('name')!;
    if (el.hasAttribute('disabled')) continue;
    if (el.tagName === 'SELECT') {
      const options = [...el.querySelectorAll('option')];
      const empty = options.find((o) => (o.getAttribute('value') ?? o.textContent) === '');
      const chosen = empty ?? options.find((o) => o.hasAttribute('selected')) ?? options[0];
      if (chosen) query.append(name, chosen.getAttribute('value') ?? chosen.textContent ?? '');
      continue;
    }
    const type = (el.getAttribute('type') ?? '').toLowerCase();
    if (type === 'checkbox' || type === 'radio') {
      if (el.hasAttribute('checked')) query.append(name, el.getAttribute('value') ?? 'on');
      continue;
    }
    if (type === 'hidden') {
      query.append(name, el.getAttribute('value') ?? '');
      continue;
    }
    if (TEXT_TYPES.has(type) && el.tagName === 'INPUT') {
      query.append(name, word);
      typed.push(name);
      continue;
    }
    query.append(name, '');
  }
  const action = form.getAttribute('action');
  return { query, typed, action };
}

describe('list pages with every filter left at 전체 and a search word', () => {
  for (const [path, who] of LIST_PAGES) {
    it(`${path} lists everything that matches the word, without a warning, and keeps the word in its box`, async () => {
      const client = clients.get(who)!;
      const first = await client.page(path);
      expect(first.status, path).toBe(200);
      const form = submission(documentOf(first.html), '한울');
      expect(form, `${path} has a search form`).not.toBeNull();
      const target = `${form!.action && form!.action.startsWith('/') ? form!.action : path}?${form!.query}`;
      const res = await client.page(target);
      expect(res.status, target).toBe(200);
      const doc = documentOf(res.html);
      const warnings = [...doc.querySelectorAll('main [role="alert"], main .alert-warning, main .alert-danger')].map((a) => a.textContent ?? '');
      expect(warnings.filter((w) => /올바르지|확인해 주세요/.test(w)), target).toEqual([]);
      for (const name of form!.typed) {
        const box = doc.querySelector(`main form input[name="${name}"]`);
        expect(box?.getAttribute('value'), `${target}: ${name}`).toBe('한울');
      }
    });
  }
});

describe('the programme lists filter by the word when 상태 is 전체', () => {
  const STAFF = '/api/v1/stf/career';
  let staff: Client;
  let title: string;
  let programId: number;

  beforeAll(async () => {
    staff = clients.get('staff')!;
    title = unique('검색어확인');
    const res = await staff.post(`${STAFF}/programs`, {
      title,
      categoryCd: 'CAREER_SKILL',
      summary: '검색어 확인용 프로그램',
      description: '검색 조건이 비어 있을 때 전체를 뜻하는지 확인합니다.',
      competencyCds: ['EXPT'],
      mileage: 5,
      eligibleColgCds: [],
      eligibleDeptCds: [],
      eligibleGrades: [],
      eligibleStatusCds: [],
      capacity: 5,
      waitlistCapacity: 0,
      autoApprove: true,
      applyStartDt: '2026-11-20',
      applyEndDt: '2026-11-30',
      runStartDt: '2026-12-01',
      runEndDt: '2026-12-02',
      minAttendPct: 80,
      sessions: [{ title: '1회', sessionDt: '2026-12-01', startTm: '10:00', endTm: '12:00' }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    programId = res.body.data.programId;
  });

  it('the student list finds only the programme named by the word', async () => {
    const res = await clients.get('student')!.page(`/user/futuredesign/careerAct?keyword=${encodeURIComponent(title)}&categoryCd=&competencyCd=&phase=&from=&to=`);
    expect(res.status).toBe(200);
    expect(res.html).not.toContain('검색 조건을 확인해 주세요');
    const doc = documentOf(res.html);
    expect([...doc.querySelectorAll('[data-testid="program-card"]')].map((c) => Number(c.getAttribute('data-program-id')))).toEqual([programId]);
    expect(doc.querySelector('#kw')?.getAttribute('value')).toBe(title);
  });

  it('the staff list finds only the programme named by the word and keeps it in the field', async () => {
    const res = await staff.page(`/stf/career?keyword=${encodeURIComponent(title)}&phase=`);
    expect(res.status).toBe(200);
    const doc = documentOf(res.html);
    expect([...doc.querySelectorAll('[data-testid="staff-programs"] > li')].map((c) => Number(c.getAttribute('data-program-id')))).toEqual([programId]);
    expect(doc.querySelector('#f-keyword')?.getAttribute('value')).toBe(title);
  });

  it('the API of the student list treats an empty phase as all', async () => {
    const res = await clients.get('student')!.get('/api/v1/career/programs', { keyword: title, phase: '', categoryCd: '' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.list.map((p: { programId: number }) => p.programId)).toEqual([programId]);
  });
});
