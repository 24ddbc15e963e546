/**
 * The "today" the browser tests give a page whose visitor picks a demo date:
 * the 15th of next month, mid-morning. It is always after the server's real
 * today and within the two years it books, so whatever day the tests run, the
 * days they pick (the 14th to the 23rd) are in one month the calendar shows
 * and the server accepts.
 */
import { formatLongDate, toIsoDate } from "~/lib/dates";
import type { Locale } from "~/lib/i18n";

const now = new Date();

/** A day of the picker's month (or, with `yearsLater`, of the same month years later). */
export const pickerDay = (day: number, yearsLater = 0) =>
  new Date(now.getFullYear() + yearsLater, now.getMonth() + 1, day);

export const PICKER_TODAY = new Date(pickerDay(15).setHours(10));

/** "December 21, 2026", "21 de diciembre de 2026": as the date button shows it. */
export const longDay = (day: number, locale: Locale = "en-US", yearsLater = 0) =>
  formatLongDate(pickerDay(day, yearsLater), locale);

/** "2026-12-21": as the lead is stored. */
export const isoDay = (day: number) => toIsoDate(pickerDay(day));

/** "December 2026", "diciembre de 2026": the calendar's caption. */
export const pickerMonth = (locale: Locale = "en-US") =>
  new Intl.DateTimeFormat(locale, { month: "long", year: "numeric" }).format(PICKER_TODAY);
