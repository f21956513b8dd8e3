import { describe, expect, it } from '@jest/globals';
import { createDateFormats } from './date-formats.js';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const inDortmund = (language: string) => createDateFormats(language, 'Europe/Berlin');

describe('createDateFormats', () => {
  it('dates an instant by the day it was in the given time zone', () => {
    expect(inDortmund('de').date('2026-11-25T09:41:00Z')).toBe('25. November 2026');
    expect(inDortmund('de').date('2026-11-25T23:30:00Z')).toBe('26. November 2026');
    expect(inDortmund('en').date('2026-11-25T09:41:00Z')).toBe('November 25, 2026');
    expect(inDortmund('pl').date('2026-11-25T09:41:00Z')).toBe('25 listopada 2026');
  });

  it('writes an instant with its time of day', () => {
    expect(inDortmund('de').dateTime('2026-11-23T10:15:00Z')).toBe('23.11.2026, 11:15');
    expect(plain(inDortmund('en').dateTime('2026-11-23T10:15:00Z'))).toBe('Nov 23, 2026, 11:15 AM');
  });

  it('keeps a calendar date on its day in every language and time zone', () => {
    expect(inDortmund('de').calendarDay('2026-12-09')).toBe('9. Dezember 2026');
    expect(createDateFormats('en', 'America/Los_Angeles').calendarDay('2026-12-09')).toBe(
      'December 9, 2026',
    );
    expect(inDortmund('pl').calendarDay('2026-12-09')).toBe('9 grudnia 2026');
  });
});
