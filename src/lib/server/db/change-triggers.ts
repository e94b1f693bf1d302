// The triggers that announce every write to a table of the portal (decision 044; how the
// announcements are heard is changes.ts). Its own module: the database installs them when it opens,
// and the listener opens the database, so neither imports the other for this.

export const CHANGE_CHANNEL = 'portal_table_changed';

/** Tables written by nearly every request (and every search): never announced, and a page reading them is not stored. */
export const UNANNOUNCED_TABLES = ['sessions', 'login_attempts', 'audit_log', 'search_history'] as const;
/** Columns whose change alone is not announced (counted views, the last login). */
const BOOKKEEPING_COLUMNS = ['last_login_at', 'view_cnt', 'last_viewed_at'];

const list = (names: readonly string[]) => names.map((n) => `'${n}'`).join(', ');

/**
 * The statement that puts the triggers in place: idempotent, run after the migrations. A table with
 * bookkeeping columns announces an update only when a row changed in another column.
 */
export const INSTALL_CHANGE_TRIGGERS = `
CREATE OR REPLACE FUNCTION portal_table_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('${CHANGE_CHANNEL}', TG_TABLE_NAME);
  RETURN NULL;
END $$;
DO $$
DECLARE
  t record;
  kept text;
BEGIN
  FOR t IN
    SELECT c.oid, c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND c.relname NOT IN (${list(UNANNOUNCED_TABLES)})
      AND NOT EXISTS (SELECT 1 FROM pg_trigger g WHERE g.tgrelid = c.oid AND g.tgname = 'portal_changed')
  LOOP
    SELECT string_agg(format(' - %L', a.attname), '') INTO kept FROM pg_attribute a
    WHERE a.attrelid = t.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attname IN (${list(BOOKKEEPING_COLUMNS)});
    IF kept IS NULL THEN
      EXECUTE format('CREATE TRIGGER portal_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION portal_table_changed()', t.relname);
    ELSE
      EXECUTE format('CREATE TRIGGER portal_changed AFTER INSERT OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION portal_table_changed()', t.relname);
      EXECUTE format('CREATE TRIGGER portal_changed_row AFTER UPDATE ON %I FOR EACH ROW WHEN ((to_jsonb(OLD)%s) IS DISTINCT FROM (to_jsonb(NEW)%s)) EXECUTE FUNCTION portal_table_changed()', t.relname, kept, kept);
    END IF;
  END LOOP;
END $$;`;
