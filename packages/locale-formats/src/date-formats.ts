import { lazily } from './lazy-formats.js';

/** Dates as a reader of one language writes them, in one time zone. */
export interface DateFormats {
  /** An instant (ISO date-time) as date and time: '23.11.2026, 11:15' in German. */
  dateTime(isoDateTime: string): string;
  /** An instant (ISO date-time) as the day it was: '25. November 2026'. */
  date(isoDateTime: string): string;
  /** A calendar date (yyyy-mm-dd) as that day, whatever the time zone: '9. Dezember 2026'. */
  calendarDay(isoDate: string): string;
}

/**
 * The date formats of one language. `timeZone` is the zone an instant is read in (the shop's
 * own, 'Europe/Berlin', on a server); without it, the zone of the machine that runs the code.
 */
export function createDateFormats(language: string, timeZone?: string): DateFormats {
  const zone = timeZone === undefined ? {} : { timeZone };
  const dateTime = lazily(
    () => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', ...zone }),
  );
  const date = lazily(() => new Intl.DateTimeFormat(language, { dateStyle: 'long', ...zone }));
  // A calendar date is read as midnight UTC, so it is written in UTC to stay the same day.
  const day = lazily(
    () => new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }),
  );
  return {
    dateTime: (iso) => dateTime().format(new Date(iso)),
    date: (iso) => date().format(new Date(iso)),
    calendarDay: (iso) => day().format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)),
  };
}
