/**
 * Counts failed logins per client in a sliding window, so guessing passwords from one address is
 * slowed to a handful of tries; a success clears that client's count.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds until this client may try again, or 0 when it may try now. */
  retryAfterMs(client: string): number {
    const recent = this.recent(client);
    if (recent.length < this.maxFailures) return 0;
    return recent[0]! + this.windowMs - this.now();
  }

  recordFailure(client: string): void {
    const recent = this.recent(client);
    recent.push(this.now());
    this.failures.set(client, recent);
  }

  recordSuccess(client: string): void {
    this.failures.delete(client);
  }

  private recent(client: string): number[] {
    const since = this.now() - this.windowMs;
    const recent = (this.failures.get(client) ?? []).filter((at) => at > since);
    if (recent.length) this.failures.set(client, recent);
    else this.failures.delete(client);
    return recent;
  }
}
