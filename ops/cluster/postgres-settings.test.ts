import { describe, expect, it } from 'vitest';
import { maxConnectionsFor, primarySettings, renderHba } from './postgres-settings.js';

describe("the PostgreSQL pair's settings", () => {
  it('fits every process pool (10 queries, 3 for jobs, 2 listeners), 10 for the operator and 3 reserved', () => {
    expect(maxConnectionsFor(2)).toBe(2 * (10 + 3 + 2) + 10 + 3);
    expect(maxConnectionsFor(8)).toBe(8 * 15 + 13);
    expect(primarySettings(4).max_connections).toBe('73');
  });

  it('streams WAL to a hot standby', () => {
    const settings = primarySettings(2);
    expect(settings.wal_level).toBe('replica');
    expect(Number(settings.max_wal_senders)).toBeGreaterThanOrEqual(2);
    expect(settings.hot_standby).toBe('on');
    expect(settings.wal_keep_size).toMatch(/^'\d+(MB|GB)'$/);
  });

  it('lets in only 127.0.0.1 with scram-sha-256 passwords', () => {
    const hba = renderHba({ app: 'esc', replication: 'esc_replication', admin: 'postgres', database: 'esc' });
    const rules = hba.split('\n').filter((line) => line && !line.startsWith('#'));
    expect(rules.length).toBe(3);
    for (const rule of rules) expect(rule).toMatch(/^host\s+\S+\s+\S+\s+127\.0\.0\.1\/32\s+scram-sha-256$/);
    expect(rules.some((rule) => /^host\s+replication\s+esc_replication\s/.test(rule))).toBe(true);
    expect(rules.some((rule) => /^host\s+esc\s+esc\s/.test(rule))).toBe(true);
  });
});
