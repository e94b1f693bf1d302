// The permission table of decision 046 read as rules: who reaches which records of an area, which
// roles fit which user types, which pages open, and that the client address every audit row records
// is the one that honours TRUST_PROXY.
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { AREAS, ROLES, ROLE_DEFS, allows, mayOpen, pageRuleOf, pageRolesText, reach, roleFits, rolesGranting, type Area, type Action } from '../../src/lib/permissions';

const staff = (...roles: string[]) => ({ userId: 'me', userDiv: 'stf', roles });
const admin = { userId: 'boss', userDiv: 'adm', roles: [] };

describe('reach and allows', () => {
  it('gives a staff member without roles nothing in any area', () => {
    for (const area of Object.keys(AREAS) as Area[]) {
      for (const action of Object.keys(AREAS[area].actions) as Action[]) expect(reach(staff(), area, action)).toBe('none');
    }
  });

  it('gives an admin every action of every area, on every record', () => {
    for (const area of Object.keys(AREAS) as Area[]) {
      for (const action of Object.keys(AREAS[area].actions) as Action[]) {
        expect(reach(admin, area, action)).toBe('all');
        expect(allows(admin, area, action, { managerIds: ['someone-else'] })).toBe(true);
      }
    }
  });

  it('limits a scholarship manager to the scholarships that name her, and gives her no payment', () => {
    const manager = staff('SCHOLARSHIP_MANAGER');
    expect(reach(manager, 'scholarships', 'decide')).toBe('own');
    expect(allows(manager, 'scholarships', 'decide', { managerIds: ['me'] })).toBe(true);
    expect(allows(manager, 'scholarships', 'decide', { managerIds: ['staff5'] })).toBe(false);
    expect(allows(manager, 'scholarships', 'pay')).toBe(false);
    expect(allows(staff('SCHOLARSHIP_PAYER'), 'scholarships', 'pay')).toBe(true);
    expect(allows(staff('SCHOLARSHIP_PAYER'), 'scholarships', 'decide', { managerIds: ['me'] })).toBe(false);
  });

  it('lets a programme administrator reach every programme and a programme manager only hers', () => {
    expect(allows(staff('PROGRAM_ADMIN'), 'programs', 'manage', { managerIds: ['staff10'] })).toBe(true);
    expect(allows(staff('PROGRAM_MANAGER'), 'programs', 'manage', { managerIds: ['staff10'] })).toBe(false);
    expect(allows(staff('PROGRAM_MANAGER'), 'programs', 'manage', { managerIds: ['staff10', 'me'] })).toBe(true);
  });

  it('grants nothing through a role row left on a user type the role does not fit', () => {
    expect(reach({ userId: 's', userDiv: 'std', roles: ['SCHOLARSHIP_MANAGER'] }, 'scholarships', 'read')).toBe('none');
    expect(reach({ userId: 'o', userDiv: 'otsdr', roles: ['PROGRAM_ADMIN'] }, 'programs', 'read')).toBe('none');
  });

  it('keeps accounts, menus, the audit log and imports to admins whatever role a staff member holds', () => {
    const everything = staff(...ROLES);
    for (const area of ['accounts', 'menus', 'audit', 'imports'] as const) {
      for (const action of Object.keys(AREAS[area].actions) as Action[]) expect(reach(everything, area, action)).toBe('none');
    }
  });
});

describe('roles and user types', () => {
  it('fits every office role to staff only and the counselling head to counsellors only', () => {
    for (const role of ROLES) {
      expect(roleFits(role, 'std')).toBe(false);
      expect(roleFits(role, 'otsdr')).toBe(false);
      expect(roleFits(role, 'adm')).toBe(false);
      expect(roleFits(role, 'stf')).toBe(role !== 'CNSL_HEAD');
      expect(roleFits(role, 'cnslr')).toBe(role === 'CNSL_HEAD');
    }
  });

  it('names a role that grants something for every office role, and describes each', () => {
    const granting = new Set(Object.entries(AREAS).flatMap(([area, def]) => Object.keys(def.actions).flatMap((action) => rolesGranting(area as Area, action as Action))));
    for (const role of ROLES.filter((r) => r !== 'CNSL_HEAD')) expect(granting.has(role), role).toBe(true);
    for (const role of ROLES) expect(ROLE_DEFS[role].does.length).toBeGreaterThan(10);
  });
});

describe('pages', () => {
  it('asks the most specific rule of a path', () => {
    expect(pageRuleOf('/stf/recruiting/startup/teams')).toMatchObject({ area: 'startup' });
    expect(pageRuleOf('/stf/recruiting/postings')).toMatchObject({ area: 'recruiting' });
    expect(pageRuleOf('/stf/scholarshipsx')).toBeNull();
    expect(pageRuleOf('/stf')).toBeNull();
  });

  it('opens the home and message pages to every office account and an area only with its role', () => {
    expect(mayOpen(staff(), '/stf')).toBe(true);
    expect(mayOpen(staff(), '/stf/messages')).toBe(true);
    expect(mayOpen(staff(), '/stf/scholarships/applications/1')).toBe(false);
    expect(mayOpen(staff('SCHOLARSHIP_PAYER'), '/stf/scholarships/applications/1')).toBe(true);
    expect(mayOpen(staff(...ROLES), '/adm/accounts')).toBe(false);
    expect(mayOpen(admin, '/stf/surveys/4/results')).toBe(true);
  });

  it('says in Korean which roles open a page', () => {
    expect(pageRolesText('/stf/scholarships')).toBe('장학 담당, 장학금 지급 담당');
    expect(pageRolesText('/adm/audit')).toBe('관리자');
    expect(pageRolesText('/stf/messages')).toBeNull();
  });
});

describe('the client address of audit rows', () => {
  it('is read from locals.clientIp (TRUST_PROXY honoured) everywhere, never from the raw connection', () => {
    const root = path.resolve(import.meta.dirname, '../../src');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.(ts|tsx|astro)$/.test(entry.name) && full !== path.join(root, 'middleware.ts') && fs.readFileSync(full, 'utf8').includes('clientAddress')) offenders.push(path.relative(root, full));
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });
});
