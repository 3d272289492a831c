import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('the configuration', () => {
  it('keeps 64 MB of ready answers by default, and none with READ_CACHE_MB=0', () => {
    expect(readConfig({}).readCacheBytes).toBe(64 * 1024 * 1024);
    expect(readConfig({ READ_CACHE_MB: '0' }).readCacheBytes).toBe(0);
  });

  it('refuses a negative or fractional cache size, and a pool of no connections', () => {
    expect(() => readConfig({ READ_CACHE_MB: '-1' })).toThrow('READ_CACHE_MB must be a whole number, 0 or more, got "-1".');
    expect(() => readConfig({ READ_CACHE_MB: '1.5' })).toThrow('READ_CACHE_MB must be a whole number, 0 or more');
    expect(() => readConfig({ DATABASE_POOL: '0' })).toThrow('DATABASE_POOL must be a positive whole number, got "0".');
  });

  it('keeps mail in the outbox without SMTP_URL, and takes only an smtp:// or smtps:// one, never repeating it', () => {
    expect(readConfig({}).mail.smtpUrl).toBeUndefined();
    expect(readConfig({ SMTP_URL: 'smtps://shop:s3cret@mail.example.uy:465' }).mail.smtpUrl).toBe('smtps://shop:s3cret@mail.example.uy:465');
    expect(() => readConfig({ SMTP_URL: 'https://shop:s3cret@mail.example.uy' })).toThrow('SMTP_URL must be an smtp:// or smtps:// address, not https://.');
    expect(() => readConfig({ SMTP_URL: 'not an address s3cret' })).toThrow(/^SMTP_URL must be an smtp:\/\/ or smtps:\/\/ address\.$/);
  });
});
