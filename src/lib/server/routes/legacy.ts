// Route set A (legacy, spec section 2) to its route set B equivalent, answered with 301.
const exact: Record<string, string> = {
  '/main': '/user/main',
  '/main/setup': '/user/main/setup',
  '/search': '/user/search',
  '/learnact': '/user/learnact/majorexplore',
  '/learnact/majordesign': '/user/learnact/majorexplore',
  '/learnact/majormap': '/user/learnact/majormap',
  '/learnact/learnplan/currircmd': '/user/learnact/learnplan/currircmd',
  '/learnact/learnplan/currircmd/detail': '/user/learnact/learnplan/currircmd',
  '/learnact/mytimetbl': '/user/learnact/mytimetbl',
  '/learnact/profsearch': '/user/learnact/profsearch',
  '/learnact/grdtsmlt': '/user/learnact/grdtsmlt',
  '/learnact/abilitymng/intro': '/user/learnact/abilitymng/intro',
  '/learnact/abilitymng/educurri': '/user/learnact/abilitymng/educurri',
  '/learnact/abilitymng/eccadiag': '/user/learnact/abilitymng/eccadiag',
  '/learnact/track/mytrack': '/user/learnact/track/mytrack',
  '/learnact/track/applymng': '/user/learnact/track/applymng',
  '/learnact/track/applymng/info01': '/user/learnact/track/applymng',
  '/learnact/track/applymng/info02': '/user/learnact/track/applymng',
  '/learnact/track/about': '/user/learnact/track/about',
  '/learnact/hcerti': '/user/learnact/hcerti/myHCertiState',
  '/learnact/hokma': '/user/learnact/hokmaIndex',
  '/futuredesign': '/user/futuredesign/careergoalsetup',
  '/futuredesign/careergoalsetup': '/user/futuredesign/careergoalsetup',
  '/futuredesign/careerAct': '/user/futuredesign/careerAct',
  '/futuredesign/careerAct/myecp': '/user/futuredesign/myecp',
  '/futuredesign/careerAct/myclassroom': '/user/futuredesign/myecp/class',
  // The classroom's old sub-pages: its tabs, and the test's intro, sheet and mark.
  '/futuredesign/careerAct/myclassroom/class': '/user/futuredesign/myecp/class',
  '/futuredesign/careerAct/myclassroom/notice': '/user/futuredesign/myecp/class?tab=notice',
  '/futuredesign/careerAct/myclassroom/qna': '/user/futuredesign/myecp/class?tab=qna',
  '/futuredesign/careerAct/myclassroom/refer': '/user/futuredesign/myecp/class?tab=refer',
  '/futuredesign/careerAct/myclassroom/report': '/user/futuredesign/myecp/class?tab=report',
  '/futuredesign/careerAct/myclassroom/attend': '/user/futuredesign/myecp/class?tab=attend',
  '/futuredesign/careerAct/myclassroom/test': '/user/futuredesign/myecp/class?tab=test',
  '/futuredesign/careerAct/myclassroom/test/intro': '/user/futuredesign/myecp/class/test/intro',
  '/futuredesign/careerAct/myclassroom/test/do': '/user/futuredesign/myecp/class/test/do',
  '/futuredesign/careerAct/myclassroom/test/mark': '/user/futuredesign/myecp/class/test/mark',
  '/futuredesign/careerAct/outsideecp': '/user/futuredesign/outecp',
  // The old registration page of an external activity: the form now sits on the list page.
  '/futuredesign/careerAct/outsideecpreg': '/user/futuredesign/outecp',
  '/futuredesign/careerAct/crrcerti': '/user/futuredesign/crrcerti',
  '/futuredesign/careerAct/servecerti': '/user/futuredesign/servecerti',
  '/futuredesign/careerAct/ecpguide': '/user/futuredesign/ecpguide',
  '/futuredesign/careerdevelop': '/user/careerdevelop',
  '/futuredesign/employrefer': '/user/employrefer',
  '/futuredesign/employrefer/detail': '/user/employrefer/detail',
  '/futuredesign/employrefer/online': '/user/employrefer/online',
  '/futuredesign/employrefer/careertest': '/user/employrefer/careertest',
  '/futuredesign/employrefer/jasoseol': '/user/employrefer/jasoseol',
  '/portfolio': '/user/portfolio/myHistory',
  '/portfolio/myhistory': '/user/portfolio/myHistory',
  '/portfolio/myportfolio': '/user/portfolio/myResume',
  '/portfolio/analysis': '/user/portfolio/analyze',
  '/portfolio/search': '/user/portfolio/bestPortfolio',
  '/colglife/scholamt': '/user/colglife/scholamt',
  '/colglife/scholamt/state': '/user/colglife/scholamt/state',
  '/colglife/generalcnsl/learncnsl': '/user/colglife/generalcnsl/learncnsl',
  '/colglife/generalcnsl/profcnsl': '/user/colglife/generalcnsl/profcnsl',
  '/colglife/generalcnsl/careercnsl': '/user/colglife/generalcnsl/careercnsl',
  '/colglife/generalcnsl/humancnsl': '/user/colglife/generalcnsl/humancnsl',
  '/colglife/generalcnsl/state': '/user/colglife/generalcnsl/state',
  '/colglife/psychcnsl/visitcnsl': '/user/colglife/psychcnsl/visit/agree',
  '/colglife/psychcnsl/groupcnsl': '/user/colglife/psychcnsl/group',
  '/colglife/psychcnsl/personcnsl': '/user/colglife/psychcnsl/person/agree',
  '/colglife/psychcnsl/state': '/user/colglife/psychcnsl/applystate',
  '/colglife/psychcnsl/emhs': '/user/colglife/psychcnsl/emhs',
  '/colglife/psychcnsl/notice': '/user/colglife/psychcnsl/notice',
  '/colglife/club': '/user/colglife/club',
  '/colglife/exchgStd': '/user/colglife/exchgStd',
  '/colglife/exchgStd/tab01': '/user/colglife/exchgStd',
  '/colglife/exchgStd/tab02': '/user/colglife/exchgStd',
  '/colglife/surveyRsch': '/user/diag/surveyRsch',
  '/colglife/satisRsch': '/user/diag/satisRsch',
  '/mypage': '/user/mypage',
  '/mypage/graduated': '/user/mypage/graduated',
  '/mypage/ebadge': '/user/mypage/ebadge',
  '/mypage/ebadge/state': '/user/mypage/ebadge/state',
  // The old names kept under route set B, and its group paths that have no page of their own, lead
  // to the page a student would look for there.
  '/user/learnact': '/user/learnact/majorexplore',
  '/user/learnact/majordesign': '/user/learnact/majorexplore',
  '/user/learnact/learnplan': '/user/learnact/learnplan/currircmd',
  '/user/learnact/abilitymng': '/user/learnact/abilitymng/intro',
  '/user/learnact/track': '/user/learnact/track/about',
  '/user/learnact/hcerti': '/user/learnact/hcerti/myHCertiState',
  '/user/learnact/hokma': '/user/learnact/hokmaIndex',
  '/user/mentoring': '/user/mentoring/junior',
};

/** Legacy paths with an id at the end keep it. */
const withId: [RegExp, (id: string) => string][] = [
  [/^\/futuredesign\/careerinfo\/externalrecrt\/detail\/([^/]+)$/, (id) => `/user/careerinfo/contestrecrt/detail/${id}`],
  [/^\/futuredesign\/careerAct\/detail\/([^/]+)$/, (id) => `/user/futuredesign/careerAct/detail/${id}`],
];

export function legacyRedirect(path: string): string | null {
  const clean = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  if (exact[clean]) return exact[clean];
  for (const [pattern, to] of withId) {
    const m = clean.match(pattern);
    if (m) return to(m[1]);
  }
  return null;
}
