/** Field rules shared by the site's forms. Messages say what to do, not only what is wrong. */

export const fieldLimits = {
  name: 100,
  email: 254,
  phone: 30,
  message: 2000,
} as const;

// One "@", something on each side, a dot in the domain, no spaces: what a person can check by eye.
const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const phoneCharacters = /^[0-9 +\-().]+$/;
const MIN_PHONE_DIGITS = 7;

export function isValidEmail(value: string): boolean {
  return emailPattern.test(value.trim());
}

export function isValidPhone(value: string): boolean {
  const phone = value.trim();
  const digits = phone.replace(/\D/g, "").length;
  return phoneCharacters.test(phone) && digits >= MIN_PHONE_DIGITS;
}

export const validationMessages = {
  email: "Enter an email address like name@example.com.",
  phone: "Enter a phone number with at least 7 digits, using only digits, spaces and + - ( ) .",
  required: (label: string) => `Enter your ${label.toLowerCase()}.`,
};

/** Trims every string value; the form shows and submits what the visitor meant. */
export function trimValues<T extends Record<string, string>>(values: T): T {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()])) as T;
}
