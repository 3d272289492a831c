import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { startTestServer, type TestServer } from '../testing/test-server';

/**
 * A client that sends its request a byte at a time holds a connection for as long as the server lets
 * it. With the timeouts set low here, such connections must be closed soon after their deadline.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { REQUEST_TIMEOUT_SECONDS: '2', HEADERS_TIMEOUT_SECONDS: '1', KEEP_ALIVE_TIMEOUT_SECONDS: '1' } });
});
afterAll(() => server?.close());

interface Slow {
  socket: Socket;
  /** Milliseconds from connecting to the server closing the connection. */
  closed: Promise<number>;
  received: () => string;
}

/** Opens a connection that sends `head` at once, then (if any) one byte of `drip` every 200 ms until the server hangs up. */
function slowClient(head: string, drip: string): Slow {
  const { port } = new URL(server.origin);
  const socket = connect(Number(port), '127.0.0.1');
  const started = Date.now();
  let received = '';
  let sent = 0;
  socket.on('data', (chunk) => (received += chunk.toString()));
  socket.on('error', () => undefined);
  socket.once('connect', () => socket.write(head));
  const timer = setInterval(() => {
    if (drip && !socket.destroyed && socket.writable) socket.write(drip[sent++ % drip.length]!);
  }, 200);
  const closed = new Promise<number>((done) =>
    socket.once('close', () => {
      clearInterval(timer);
      done(Date.now() - started);
    }),
  );
  return { socket, closed, received: () => received };
}

const postHead = 'POST /api/users HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n';

describe('timeouts', () => {
  it('closes 300 connections that send their body a byte at a time once the request timeout has passed', async () => {
    const clients = Array.from({ length: 300 }, () => slowClient(postHead, '{"firstname":"A'));
    const closedAfter = await Promise.all(clients.map((client) => Promise.race([client.closed, new Promise<number>((done) => setTimeout(() => done(Infinity), 15_000))])));
    // Not before the 2 s deadline (they were sending all along), and within a few seconds after it.
    expect(Math.min(...closedAfter)).toBeGreaterThan(1_500);
    expect(Math.max(...closedAfter)).toBeLessThan(8_000);
    expect(clients.every((client) => client.socket.destroyed)).toBe(true);
    expect(clients[0]!.received()).toMatch(/^HTTP\/1\.1 408/);
  }, 30_000);

  it('closes a connection whose headers never end once the headers timeout has passed', async () => {
    const client = slowClient('GET /api/health HTTP/1.1\r\nHost: localhost\r\n', 'X-Slow: 1\r\n');
    const closedAfter = await client.closed;
    expect(closedAfter).toBeGreaterThan(800);
    expect(closedAfter).toBeLessThan(5_000);
  });

  it('closes an idle kept-alive connection after the keep-alive timeout', async () => {
    const client = slowClient('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n', '');
    const closedAfter = await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 200/);
    expect(closedAfter).toBeLessThan(4_000);
  });

  it('defaults to closing a slow body within 30 s, slow headers within 10 s and idle connections within 5 s', () => {
    expect(readConfig({}).timeouts).toEqual({ requestMs: 30_000, headersMs: 10_000, keepAliveMs: 5_000 });
  });
});
