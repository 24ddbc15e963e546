/**
 * A search query as it may be stored: anything that looks like personal
 * data replaced by a placeholder, then lower-cased, trimmed, its spaces
 * collapsed and cut at 100 characters. The replacing runs on the whole text
 * first, so a cut never leaves half an address or the first digits of a
 * number behind. Pure: the beacon's route and the tests call it alike.
 *
 * - Anything with an "@" in it is taken for an email address.
 * - A run of digits (spaces, dots, dashes, parentheses and a leading "+"
 *   between and around them) is judged whole, by its digits: 9 grouped
 *   3-2-4 (by dashes or spaces) or not grouped at all is a social security
 *   number, 10 (or 11 starting with 1) a phone number, any other 7 or more
 *   a card or account number.
 *   Judging the whole run means no part of a longer number is left over
 *   (a phone number's shape inside a card number), at the price of reading
 *   two short numbers side by side ("1099 2026") as one long one.
 * - Look-alike characters (full-width digits, "＠") are read as what they
 *   look like (Unicode NFKC) before any of this.
 */
import { storableText } from "~/lib/forms/storable-text";

export const CLEAN_QUERY_MAX = 100;

const emailLike = /\S*@\S*/g;
const digitRun = /\+?\(?\d(?:[\s.()-]*\d)*\)?/g;
const ssnShape = /^\d{3}([- ]?)\d{2}\1\d{4}$/;

function placeholderOf(run: string): string {
  const digits = run.replace(/\D/g, "");
  if (digits.length < 7) return run;
  if (digits.length === 9 && ssnShape.test(run)) return "[ssn]";
  if (digits.length === 10 || (digits.length === 11 && digits.startsWith("1"))) return "[phone]";
  return "[number]";
}

/** The query to store, or undefined when nothing is left of it. */
export function cleanQuery(raw: string): string | undefined {
  const replaced = storableText(raw)
    .normalize("NFKC")
    .replace(emailLike, "[email]")
    .replace(digitRun, placeholderOf);
  const words = replaced.toLowerCase().replace(/\s+/g, " ").trim();
  // By code points, so a character outside the BMP is never cut in half.
  const cut = Array.from(words).slice(0, CLEAN_QUERY_MAX).join("").trimEnd();
  return cut === "" ? undefined : cut;
}
