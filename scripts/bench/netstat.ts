// The kernel's count of connections refused at a full listen queue, machine-wide (Linux): a client
// whose SYN is dropped there retries after 1 s, then 3 s, 7 s..., the shape of a tail of whole seconds.
import { readFileSync } from 'node:fs';

export interface ListenCounters {
  /** A connection completed its handshake while the accept queue was full. */
  overflows: number;
  /** Every SYN or connection dropped at a listening socket, overflows included. */
  drops: number;
}

/** TcpExt's ListenOverflows and ListenDrops from /proc/net/netstat; zeros where it cannot be read. */
export function listenCounters(): ListenCounters {
  let text = '';
  try {
    text = readFileSync('/proc/net/netstat', 'utf8');
  } catch {
    return { overflows: 0, drops: 0 };
  }
  // Two lines per group: the names, then the values, both starting with "TcpExt:".
  const [names, values] = text.split('\n').filter((line) => line.startsWith('TcpExt:')).map((line) => line.split(/\s+/));
  const value = (name: string) => Number(values?.[names?.indexOf(name) ?? -1] ?? 0);
  return { overflows: value('ListenOverflows'), drops: value('ListenDrops') };
}

export function since(before: ListenCounters): ListenCounters {
  const now = listenCounters();
  return { overflows: now.overflows - before.overflows, drops: now.drops - before.drops };
}
