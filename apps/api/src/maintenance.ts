import type { FastifyBaseLogger } from 'fastify';
import { pruneExpiredTokens } from './auth/tokens';
import type { Database } from './db/client';
import { sweepAvatars } from './avatars/files';

const HOUR = 3_600_000;

export interface MaintenanceOptions {
  db: Database;
  uploads: string;
  log: FastifyBaseLogger;
  intervalMs?: number;
}

/**
 * Housekeeping that keeps the database and the uploads folder to what is in use: expired tokens are
 * deleted, and avatar files no user names (an upload cut off between writing and committing) are
 * removed once they are an hour old. Runs at start and then every `intervalMs`; returns its stop.
 */
export function startMaintenance({ db, uploads, log, intervalMs = HOUR }: MaintenanceOptions): () => void {
  const run = async () => {
    try {
      const tokens = await pruneExpiredTokens(db);
      const files = await sweepAvatars(db, uploads, HOUR);
      if (tokens || files) log.info({ tokens, files }, 'maintenance: removed expired tokens and unused avatar files');
    } catch (error) {
      log.warn({ err: error }, 'maintenance could not finish; it runs again later');
    }
  };
  void run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
