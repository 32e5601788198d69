import { describe, expect, it } from 'vitest';
import { formatAsOf, formatChange, formatPrice } from './market-format.ts';

describe('market formats', () => {
  it('gives small prices more decimals and large ones none, per currency and language', () => {
    expect(formatPrice(2_345_678.4, 'THB', 'en')).toBe('฿2,345,678');
    expect(formatPrice(34.567, 'USD', 'en')).toBe('$34.57');
    expect(formatPrice(0.21234, 'USD', 'en')).toBe('$0.2123');
    expect(formatPrice(0.21234, 'THB', 'th')).toBe('฿0.2123');
    expect(formatPrice(1500, 'USD', 'th')).toBe('$1,500');
    // The formatters are reused: a second call with other precision does not leak into the first.
    expect(formatPrice(34.567, 'USD', 'en')).toBe('$34.57');
    expect(formatPrice(null, 'USD', 'en')).toBeNull();
  });

  it('signs changes with a true minus', () => {
    expect(formatChange(1.234)).toBe('+1.23%');
    expect(formatChange(-0.5)).toBe('−0.50%');
    expect(formatChange(0)).toBe('0.00%');
  });

  it('tells the time in Bangkok whatever the reader’s zone', () => {
    expect(formatAsOf('2026-11-22T17:30:00Z', 'en')).toBe('Nov 23, 2026, 12:30 AM');
  });
});
