import { bigserial, customType, pgTable, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * @socket.io/postgres-adapter's table (the socket relay between server processes, runs.socket.ts):
 * events too large for a NOTIFY payload (over 8000 bytes) or holding binary data go here, and
 * the adapter deletes them after 30 s. Its DDL, as the adapter's README gives it; unused (and
 * harmless) on PGlite, where one process needs no relay.
 */
export const socketIoAttachments = pgTable('socket_io_attachments', {
  id: bigserial('id', { mode: 'bigint' }).unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
  payload: bytea('payload'),
});
