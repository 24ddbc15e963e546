/** The help center page: what visitors searched for on the site and did not find. */
export const helpCenterCopy = {
  title: "Help center",
  intro:
    "What families searched for on the site and did not find, in each language: the questions the help center does not answer yet, or answers under words they do not use. Days are UTC days; only the words searched and their counts are kept, never anything about who searched.",
  period: {
    label: "Period",
    choice: "Last {days} days",
    shown: "Last {days} days: {from} to {to}.",
  },
  /** When no search in either language missed in the period. */
  nothingYet:
    "Nothing in these days. When a search on the help center or the search page finds nothing, or shows results the visitor does not open, its words appear here with how many times they were searched, so you can see which answers to write or reword next.",
  csv: {
    link: "Download CSV",
    /** Read after the link's text. */
    what: "(the searches that found nothing, both languages)",
  },
  languages: {
    "en-US": "Searches in English",
    "es-US": "Searches in Spanish",
  },
  /** Each outcome's heading, what it means, and the sentence shown when nothing was counted. */
  outcomes: {
    "no-results": {
      heading: "No results",
      meaning: "The search showed nothing.",
      caption: "{language}: queries with no results, most searched first",
      empty: "No search came back empty in these days.",
    },
    "no-click": {
      heading: "Results, but none opened",
      meaning: "The search showed results and the visitor left without opening one.",
      caption: "{language}: queries whose results no one opened, most searched first",
      empty: "No search in these days showed results that went unopened.",
    },
  },
  columns: { query: "Query", searches: "Searches" },
  totals: {
    /** Searches of the queries whose words were kept. */
    queries: {
      none: "No search of a query whose words were kept.",
      one: "{searches} of 1 query.",
      other: "{searches} of {count} different queries.",
    },
    searches: { none: "No searches", one: "1 search", other: "{count} searches" },
    /** After the totals, when a list holds fewer queries than were searched. */
    shown: "The {shown} most searched are listed.",
    /** Shown when some searches were past a day's limit. */
    others: {
      none: "",
      one: "And 1 search of a query past the day's limit of different queries, whose words were not kept.",
      other:
        "And {count} searches of queries past the day's limit of different queries, whose words were not kept.",
    },
  },
  counting: {
    heading: "How searches are counted",
    points: [
      "A search is counted when the site search, on the help center or the search page, shows no result, or shows results and the visitor leaves without opening any. The page tells the server the words and the language, and nothing else; with JavaScript off nothing is counted.",
      "Before anything is stored, anything that looks like an email address, a phone number, a card or account number or a social security number is replaced by a placeholder ([email], [phone], [number], [ssn]), and the words are lower-cased, trimmed and cut at 100 characters.",
      "Only a count per day, language, outcome and query is stored: no address, browser, time of day or anything else about the visitor. The same words searched again the same day from the same browser count once.",
      "Each day keeps at most {limit} different queries per language and outcome; searches of any other query that day are counted together, without their words.",
      "The counts are deleted after {months} months.",
    ],
  },
};
