// Every write to a table of the portal is announced, after its transaction commits, on one NOTIFY
// channel with the table's name: a trigger on each table, put in place at start (tables added by
// later migrations get theirs at the next start). Each instance hears every announcement, its own
// and the others' (decision 044). The page cache drops a reader's stored pages that read the table.
//
// Not announced, because they change on almost every request and no stored page may show them:
// the sessions, login attempts and audit log tables (a page that reads one of them is never stored),
// and updates that change only bookkeeping columns (a login's time, view counters).
import { CHANGE_CHANNEL } from './change-triggers';

export { CHANGE_CHANNEL, INSTALL_CHANGE_TRIGGERS, UNANNOUNCED_TABLES } from './change-triggers';

type Listener = (table: string) => void;
const listeners: Listener[] = [];
/** Called with the table's name on every announced change (see `listenForChanges`). */
export function onTableChange(listener: Listener) {
  listeners.push(listener);
}

let listening: Promise<unknown> | undefined;
/** Starts hearing the announcements (once per instance). */
export function listenForChanges() {
  listening ??= import('./index')
    .then(({ database }) => database())
    .then((d) => d.listen(CHANGE_CHANNEL, (table) => listeners.forEach((l) => l(table))))
    .catch(() => (listening = undefined));
  return listening;
}
