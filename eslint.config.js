// The linter keeps the shape of the code (decision 046): the recommended rules of ESLint and
// typescript-eslint, no import cycles, islands and shared browser code never reaching into
// src/lib/server, and shared server modules never reaching into an area. Astro pages are checked by
// astro check; they are leaves of the import graph and are not linted here.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';

/** Server folders that belong to one area; everything else under src/lib/server is shared. */
export const AREAS = ['badges', 'career', 'clubs', 'content', 'counselling', 'employrefer', 'exchange', 'extact', 'learning', 'mentoring', 'mypage', 'portfolio', 'posts', 'recruiting', 'scholarships', 'surveys'];
/** Shared server folders: they may be imported by any area and import no area. */
export const SHARED = ['accounts', 'activity', 'audit', 'auth', 'codes', 'db', 'events', 'favorites', 'files', 'http', 'menus', 'messages', 'observability', 'org', 'routes', 'search', 'users'];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', '.astro/**', 'test-results/**', 'playwright-report/**', 'db/migrations/**'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    // The plain scripts (.mjs) run in Node; TypeScript checks the globals of the .ts files itself.
    languageOptions: { globals: Object.fromEntries(['console', 'process', 'Buffer', 'URL', 'fetch', 'performance', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'].map((g) => [g, 'readonly'])) },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // The input rules strip control characters on purpose (fields.ts, file names, the session store).
      'no-control-regex': 'off',
      // `let [a, b] = ...` where only some are reassigned stays one statement.
      'prefer-const': ['error', { destructuring: 'all' }],
      // The code names what it leaves unused with a leading underscore (`{ saveFileNm: _stored, ...file }`).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true, caughtErrors: 'none' }],
    },
  },
  {
    // HTTP answers in the API and browser tests are read as they come.
    files: ['tests/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['src/islands/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}'],
    ignores: ['src/lib/server/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [{ target: './src', from: './src/lib/server', message: 'Islands and shared browser code never import server modules: move what both sides need to src/lib.' }] }],
    },
  },
  {
    files: ['src/lib/server/*.ts', `src/lib/server/{${SHARED.join(',')}}/**/*.ts`],
    // The one module that wires the areas into the shared ones.
    ignores: ['src/lib/server/areas.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [{ target: './src', from: AREAS.map((a) => `./src/lib/server/${a}`), message: 'Shared server modules know no area: let the area register what it adds (src/lib/server/areas.ts).' }] },
      ],
    },
  },
);
