import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { SessionCache } from '../auth/session-cache';
import type { Database, DatabaseHandle } from '../db/client';
import { rowsOf } from '../db/rows';
import { LaggingDrops } from './lagging-drops';
import type { ReadCache } from './read-cache';

const CATALOGUE_CHANNEL = 'cellar_catalogue';
const SESSIONS_CHANNEL = 'cellar_sessions';
/** NOTIFY refuses payloads of 8,000 bytes or more; a longer list of tags is sent as "everything". */
const MAX_PAYLOAD = 7900;

/** What a write changed: the tags dropped at once, and those that may lag (see LaggingDrops). */
export type Changed = { now: readonly string[]; soon?: readonly string[] } | 'everything';

export interface ChangeFeed {
  /**
   * A write to the catalogue has committed (or, with no tags, given its version up): its entries are
   * dropped here before the caller answers, and the other instances are told.
   */
  catalogueChanged(version: number | null, changed: Changed): void;
  /** Sessions ended or accounts changed here: forgotten at once (the database's triggers tell the others). */
  sessionsChanged(userIds: readonly number[] | 'everyone'): void;
  close(): Promise<void>;
}

export interface ChangeFeedOptions {
  db: Database;
  cache: ReadCache;
  sessions: SessionCache;
  log: FastifyBaseLogger;
  /** PostgreSQL's address: other instances may share it, so changes are announced and listened for. */
  databaseUrl?: string | undefined;
  /** The embedded database's in-process NOTIFY, where the triggers of outside writes are heard. */
  listenEmbedded?: DatabaseHandle['listen'];
  /** How often the catalogue version is compared with the announcements received. */
  checkEveryMs?: number;
  /** How long announcements gather before one NOTIFY carries them all. */
  announceEveryMs?: number;
}

interface Announcement {
  origin: string;
  versions: number[];
  /** Null: everything changed. */
  tags: string[] | null;
  /** Tags that may lag, dropped by each instance as LaggingDrops says. */
  soon?: string[];
}

/** The sessions trigger's payload (migration 0003): the users whose sessions changed, or '*' for everyone. */
function forgetSessions(sessions: SessionCache, payload: string): void {
  sessions.forget(payload === '*' ? 'everyone' : payload.split(',').map(Number));
}

function dropLocally(cache: ReadCache, lagging: LaggingDrops, changed: Changed): void {
  if (changed === 'everything') return cache.clear();
  if (changed.now.length) cache.invalidate(changed.now);
  if (changed.soon?.length) lagging.add(changed.soon);
}

/**
 * How instances sharing one PostgreSQL keep their read caches true. Each change is dropped locally at
 * once; the changes of about 20 ms are then announced in one NOTIFY (a NOTIFY serialises commits
 * database-wide, so one per order would cap checkout). Every catalogue change also takes a number from
 * the `catalogue_version` sequence and announces it; a write from outside the server (psql, a
 * command-line seed) is announced by the database's own trigger (migration 0009). Every `checkEveryMs`
 * an instance reads the sequence, and a number that has had a whole interval and was never announced (a
 * lost NOTIFY, an instance that died between commit and announcement) drops the whole cache. An
 * entry therefore outlives a missed announcement by at most two intervals (1 s by default). While the
 * listening connection is down nothing is cached at all.
 */
export async function startChangeFeed(options: ChangeFeedOptions): Promise<ChangeFeed> {
  const { db, cache, sessions, log, databaseUrl, listenEmbedded, checkEveryMs = 500, announceEveryMs = 20 } = options;
  const lagging = new LaggingDrops((tags) => cache.invalidate(tags, { lagging: true }));

  if (!databaseUrl) {
    // The embedded database belongs to this process alone: there is nobody to tell, and only its
    // triggers (a write that did not announce itself, an account changed by a command) to hear.
    const unlisten = await Promise.all([
      listenEmbedded?.(CATALOGUE_CHANNEL, () => cache.clear()),
      listenEmbedded?.(SESSIONS_CHANNEL, (payload) => forgetSessions(sessions, payload)),
    ]);
    return {
      catalogueChanged: (_version, changed) => dropLocally(cache, lagging, changed),
      sessionsChanged: (userIds) => sessions.forget(userIds),
      async close() {
        lagging.close();
        await Promise.all(unlisten.map((stop) => stop?.()));
      },
    };
  }

  const origin = `${process.pid}-${Math.random().toString(36).slice(2)}`;
  const announced = new Set<number>();
  let checkedUpTo = 0;
  let lastSeen = 0;
  const nothingPending = () => ({ versions: [] as number[], tags: new Set<string>(), soon: new Set<string>(), everything: false });
  let pending = nothingPending();
  let listener: pg.Client | null = null;
  let closed = false;

  const setCaching = (on: boolean) => {
    cache.clear();
    sessions.forget('everyone');
    cache.enabled = on;
    sessions.enabled = on;
  };

  async function latestVersion(): Promise<number> {
    const [row] = await rowsOf<{ last_value: string; is_called: boolean }>(db, sql`select last_value, is_called from catalogue_version`);
    return row?.is_called ? Number(row.last_value) : 0;
  }

  function received(message: Announcement) {
    for (const version of message.versions) if (version > checkedUpTo) announced.add(version);
    if (message.origin === origin) return;
    dropLocally(cache, lagging, message.tags ? { now: message.tags, soon: message.soon ?? [] } : 'everything');
  }

  function onNotification({ channel, payload = '' }: pg.Notification) {
    if (channel === SESSIONS_CHANNEL) {
      forgetSessions(sessions, payload);
      return;
    }
    try {
      received(JSON.parse(payload) as Announcement);
    } catch {
      cache.clear();
    }
  }

  async function listen(): Promise<void> {
    const client = new pg.Client({ connectionString: databaseUrl });
    const lost = (error?: Error) => {
      if (listener !== client) return;
      listener = null;
      setCaching(false);
      void client.end().catch(() => undefined);
      if (closed) return;
      log.warn(`change feed: listening connection lost${error ? ` (${error.message})` : ''}; reads are not cached until it is back`);
      setTimeout(() => void listen().catch(() => undefined), 1000).unref();
    };
    client.on('notification', onNotification);
    client.on('error', lost);
    client.on('end', () => lost());
    listener = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${CATALOGUE_CHANNEL}; LISTEN ${SESSIONS_CHANNEL}`);
      // Whatever changed before this point is not in any entry made from here on.
      lastSeen = checkedUpTo = await latestVersion();
      announced.clear();
      if (listener === client) setCaching(true);
    } catch (error) {
      lost(error as Error);
      throw error;
    }
  }

  async function announce() {
    if (!pending.versions.length && !pending.tags.size && !pending.soon.size && !pending.everything) return;
    const batch = pending;
    pending = nothingPending();
    let message: Announcement = batch.everything ? { origin, versions: batch.versions, tags: null } : { origin, versions: batch.versions, tags: [...batch.tags], soon: [...batch.soon] };
    if (JSON.stringify(message).length > MAX_PAYLOAD) message = { origin, versions: [], tags: null };
    try {
      await db.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, ${JSON.stringify(message)})`);
    } catch (error) {
      log.warn(`change feed: could not announce a change (${(error as Error).message}); the other instances notice within two checks`);
    }
  }

  async function check() {
    if (!listener) return;
    const latest = await latestVersion();
    let missed = lastSeen - checkedUpTo > 10_000;
    for (let version = checkedUpTo + 1; !missed && version <= lastSeen; version++) missed = !announced.has(version);
    if (missed) {
      log.debug('change feed: a catalogue change was never announced; dropping every cached read');
      cache.clear();
    }
    for (const version of announced) if (version <= lastSeen) announced.delete(version);
    checkedUpTo = lastSeen;
    lastSeen = latest;
  }

  setCaching(false);
  await listen();
  const announcing = setInterval(() => void announce(), announceEveryMs);
  const checking = setInterval(() => void check().catch((error: Error) => log.warn(`change feed: version check failed (${error.message})`)), checkEveryMs);
  announcing.unref();
  checking.unref();

  const catalogueChanged: ChangeFeed['catalogueChanged'] = (version, changed) => {
    dropLocally(cache, lagging, changed);
    if (version !== null) {
      announced.add(version);
      pending.versions.push(version);
    }
    if (changed === 'everything') pending.everything = true;
    else {
      for (const tag of changed.now) pending.tags.add(tag);
      for (const tag of changed.soon ?? []) pending.soon.add(tag);
    }
  };
  return {
    catalogueChanged,
    sessionsChanged: (userIds) => sessions.forget(userIds),
    async close() {
      closed = true;
      lagging.close();
      clearInterval(announcing);
      clearInterval(checking);
      await announce();
      const client = listener;
      listener = null;
      await client?.end().catch(() => undefined);
    },
  };
}
