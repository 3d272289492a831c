import type { FastifyBaseLogger } from 'fastify';
import { pruneLoginDevices } from './auth/login-devices';
import { pruneExpiredTokens } from './auth/tokens';
import type { Database } from './db/client';
import { importUploadedAvatars } from './images/files';
import { sweepAvatars } from './images/store';
import { pruneRateLimitHits } from './http/rate-limit-counters';
import { pruneExpiredResets } from './routes/password-resets';

const HOUR = 3_600_000;

export interface MaintenanceOptions {
  db: Database;
  /** Where avatars lived before they moved into the database; what is left there is imported. */
  uploads: string;
  log: FastifyBaseLogger;
  intervalMs?: number;
}

/**
 * Housekeeping that keeps the database to what is in use: expired tokens and reset links, rate-limit counters and
 * login devices whose cookie has expired are deleted, and avatar images no user names (left by a reset
 * cut off before its own sweep) once they are an hour old. The first run also imports an older install's uploads folder, and later runs find
 * it empty. Runs at start and then every `intervalMs`; returns its stop.
 */
export function startMaintenance({ db, uploads, log, intervalMs = HOUR }: MaintenanceOptions): () => void {
  const run = async () => {
    try {
      const imported = await importUploadedAvatars(db, uploads, HOUR);
      const tokens = (await pruneExpiredTokens(db)) + (await pruneExpiredResets(db));
      const counters = await pruneRateLimitHits(db);
      const devices = await pruneLoginDevices(db);
      const avatars = await sweepAvatars(db, HOUR);
      if (imported || tokens || counters || devices || avatars) log.info({ imported, tokens, counters, devices, avatars }, 'maintenance: imported uploaded avatars, removed what is no longer in use');
    } catch (error) {
      log.warn({ err: error }, 'maintenance could not finish; it runs again later');
    }
  };
  void run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
