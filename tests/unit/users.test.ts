// Who a user is, typed: the user types are checked by the compiler wherever a service or page asks
// for one, so a misspelt type cannot quietly never match. This reads the sources themselves, so a new
// raw comparison of a user type fails here.
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { divIs, isAdmin, isDiv, isOffice, isStaff, toUserDiv } from '@/lib/users';

const SRC = path.resolve(import.meta.dirname, '../../src');
const files = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : /\.(ts|tsx|astro)$/.test(e.name) ? [path.join(dir, e.name)] : []));

describe('user types', () => {
  it('are asked through the helpers of src/lib/users.ts', () => {
    expect(isDiv({ userDiv: 'stf' }, 'stf', 'adm')).toBe(true);
    expect(isDiv(null, 'std')).toBe(false);
    expect(divIs('prof', 'std')).toBe(false);
    expect(isOffice({ userDiv: 'adm' })).toBe(true);
    expect(isStaff({ userDiv: 'adm' })).toBe(false);
    expect(isAdmin({ userDiv: 'adm' })).toBe(true);
    expect(toUserDiv('cnslr')).toBe('cnslr');
    expect(() => toUserDiv('parent')).toThrow();
  });

  it('are never compared as raw strings outside src/lib/users.ts', () => {
    const raw = /userDiv\s*[!=]==?\s*['"`]|['"`]\s*[!=]==?\s*[\w.?]*userDiv\b/;
    const found = files(SRC)
      .filter((f) => !f.endsWith(path.join('lib', 'users.ts')))
      .flatMap((f) =>
        fs
          .readFileSync(f, 'utf8')
          .split('\n')
          .map((line, i) => ({ f, i, line }))
          .filter(({ line }) => raw.test(line)),
      );
    expect(found.map(({ f, i, line }) => `${path.relative(SRC, f)}:${i + 1}: ${line.trim()}`)).toEqual([]);
  });

  it('are typed where a session user, an actor and requireUser carry them', () => {
    const read = (p: string) => fs.readFileSync(path.join(SRC, p), 'utf8');
    expect(read('lib/users.ts')).toMatch(/export interface Actor \{\s*userId: string;\s*userDiv: UserDiv;/);
    expect(read('lib/server/auth/sessions.ts')).toMatch(/export interface SessionUser \{\s*userId: string;\s*userDiv: UserDiv;/);
    expect(read('lib/server/http/guard.ts')).toMatch(/requireUser\(locals: App\.Locals, divs\?: readonly UserDiv\[\]\)/);
  });
});
