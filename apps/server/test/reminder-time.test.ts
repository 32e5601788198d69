import { describe, expect, it } from 'vitest';
import { timeOf } from '../src/modules/reminders/reminder-kinds.ts';

describe("a reminder's clock time", () => {
  it('names its zone, Bangkok, in both languages', () => {
    const at = new Date('2026-11-22T06:54:00Z');
    expect(timeOf(at, 'en')).toBe('13:54 Bangkok time');
    expect(timeOf(at, 'th')).toBe('13:54 น. เวลาประเทศไทย');
  });
});
