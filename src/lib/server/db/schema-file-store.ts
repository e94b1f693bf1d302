// Uploaded bytes kept in the database (FILE_STORE=database), so every instance on one PostgreSQL
// reads the same files and a backup's snapshot holds rows and bytes together. A file is stored in
// chunks, so a download streams it chunk by chunk instead of holding it whole in memory.
import { customType, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const fileChunks = pgTable(
  'file_chunks',
  {
    /** The stored name (`files.save_file_nm`, or an import's kept upload). */
    saveFileNm: text().notNull(),
    /** 0, 1, 2 … in order. */
    seq: integer().notNull(),
    bytes: bytea().notNull(),
  },
  (t) => [primaryKey({ columns: [t.saveFileNm, t.seq] })],
);
