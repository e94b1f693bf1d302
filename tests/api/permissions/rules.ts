// The office routes and what each asks of the permission table (decision 046): one file per area in
// this folder exports its rows, and tests/api/permissions.test.ts sweeps every row for every kind
// of user. An office route with no row fails that test.
import type { Action, Area, Role } from '../../../src/lib/permissions';

/** The kinds of user the sweep logs in as: a staff member holding one role, or none, and the other types. */
export type Who = Role | 'nobody' | 'adm' | 'std' | 'prof' | 'cnslr' | 'otsdr';

export interface RouteRule {
  /** The route file under src/pages/api without its extension, e.g. `v1/adm/accounts/[userId]/roles`. */
  route: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A concrete address to call, with the ids of records of the demo data (and a query where needed). */
  path: string;
  area: Area;
  action: Action;
  /** The managers the demo record at `path` names, where the right is per record. */
  managers?: readonly string[];
  /** Others the area lets act here on their own records (a company on its postings), beyond the table. */
  also?: Who[];
  /**
   * The body sent (default `{}`), chosen so that one who may act is refused by validation and nothing
   * changes; `false` when any call by one who may act would change the demo data: then only the
   * refusals are checked.
   */
  probe?: unknown;
}

/** Route prefixes (under src/pages/api) that belong to the office and must each have a row. */
export const OFFICE_PREFIXES = ['v1/adm/', 'v1/stf/', 'v1/recruiting/manage/', 'v1/content/'];
