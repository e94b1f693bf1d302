// Search: a logged-in user's recent searches (the last ten are kept, newest first). The search itself
// reads each area's own tables; the Korean matching functions (hangul_initials, hangul_jamo) and their
// trigram indexes are created by the search migration, beside this table (decision 057).
import { bigserial, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './schema';

export const searchHistory = pgTable(
  'search_history',
  {
    historyId: bigserial({ mode: 'number' }).primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    term: text().notNull(),
    searchedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('search_history_user_term').on(t.userId, t.term), index().on(t.userId, t.searchedAt)],
);
