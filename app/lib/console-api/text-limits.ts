/** The longest texts the console takes, in characters: its API's schemas refuse more. */
export const textLimits = {
  note: 5_000,
  entryBody: 100_000,
  /** An entry's front matter in one language, as JSON: titles, a description, two lists. */
  entryFields: 20_000,
  slug: 200,
} as const;
