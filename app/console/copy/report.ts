/** The report: what the website brought in, by day, page, campaign and referring site. */
export const reportCopy = {
  title: "Report",
  intro:
    "What the website brought in: visits and leads per day, the pages, campaigns and other sites they came from, how many visitors became leads, and how much was spam. Days are UTC days; only counts are shown, never anyone's details.",
  counting: {
    heading: "How visits are counted",
    off: "Counting visits is turned off on this server (VISIT_COUNTING=off): visits and visitors stay at zero until it is turned on.",
    points: [
      "A visit is a page of the site the server sent to a browser. The server counts it as it answers: no cookie, no tracking script, nothing stored on the visitor's device, nothing sent to anyone else.",
      "Visitors are told apart by a code made from the address, the browser's name and the day, with a key that is kept in memory only and replaced every day (UTC). Nobody can be recognized from one day to the next, and the code itself is never stored. The server also gets a new key when it restarts, so a visitor who comes back that day counts again.",
      "Visitors are counted per day: someone who comes back on three days of a period is three of its visitors. Conversion is leads divided by visitors.",
      "Not counted as visits: known bots and crawlers, pages the browser loaded ahead of a click (prefetch and prerender; a prerendered page counts once it is shown), the console, files such as images and scripts, feeds, and errors. Bots and loads ahead of a click are shown on their own line.",
      "Only daily counts are stored: per page, per referring site (its name only) and per campaign. No address, browser name, code or page address with its query is kept. The counts are deleted after {retention} days.",
    ],
  },
  period: {
    label: "Period",
    choice: "Last {days} days",
    shown: "Last {days} days: {from} to {to}.",
  },
  totals: {
    heading: "In these days",
    visits: "Visits",
    visitors: "Visitors",
    conversion: "Leads per visitor",
    conversionShare: "{share} ({leads} of {visitors})",
    apart: "Bots and loads ahead of a click",
    demo: "Demo requests",
    contact: "Contact messages",
    spam: "Spam caught",
    spamShare: "{spam} of {total} received ({share})",
  },
  visitsPerDay: {
    chartTitle: "Visits per day, {from} to {to}",
    summary:
      "{visits} from {visitors} in {days} days, and {apart} from bots and loads ahead of a click, counted apart. The busiest day was {peak}, with {peakVisits}.",
    quiet: "No visits in these {days} days, and {apart} from bots and loads ahead of a click.",
    legend: "Key to the visits chart",
    visits: "Visits",
    apart: "Bots and loads ahead of a click",
  },
  perDay: {
    heading: "Visits and leads per day",
    chartTitle: "Leads per day by type, {from} to {to}",
    /** The chart's description: what a person would take from looking at it. */
    summary:
      "{demo} and {contact} in {days} days, and {spam} caught. The busiest day was {peak}, with {peakLeads}.",
    quiet: "No leads in these {days} days, and {spam} caught.",
    caption: "Visits and leads per day, oldest first",
    columns: {
      day: "Day",
      visits: "Visits",
      visitors: "Visitors",
      demo: "Demo requests",
      contact: "Contact messages",
      spam: "Spam",
      bots: "Bots",
      speculative: "Loaded ahead",
    },
    legend: "Key to the leads chart",
  },
  counts: {
    demo: { none: "no demo requests", one: "1 demo request", other: "{count} demo requests" },
    contact: {
      none: "no contact messages",
      one: "1 contact message",
      other: "{count} contact messages",
    },
    spam: { none: "no spam", one: "1 spam", other: "{count} spam" },
    leads: { none: "no leads", one: "1 lead", other: "{count} leads" },
    visits: { none: "no visits", one: "1 visit", other: "{count} visits" },
    visitors: { none: "no visitors", one: "1 visitor", other: "{count} visitors" },
    apart: { none: "none", one: "1 request", other: "{count} requests" },
  },
  /** Shared by the tables that compare visits with leads. */
  conversionColumns: {
    visits: "Visits",
    visitors: "Visitors",
    leads: "Leads",
    conversion: "Conversion",
  },
  sort: {
    /** Read after a column's name on its button: "Visits, sort". */
    action: "sort",
    /** On a phone, where the rows are cards without the table's headers. */
    orderBy: "Order by",
    asListed: "As listed",
    reverse: "Reverse the order",
  },
  byPage: {
    heading: "Visits and leads by page",
    intro:
      "Each page's visits and visitors, and the leads sent from it. Spam is left out. Choose a column's name (on a phone, the order above the pages) to sort by it.",
    languages: {
      label: "Languages",
      apart: "Each language apart",
      together: "Both languages together",
    },
    caption: "Pages, their visits and the leads sent from them",
    columns: { page: "Page" },
    unknown: "Not known",
    unknownWhy: "(sent before pages were recorded, or by another site or program)",
    empty: "No visits and no leads in these days.",
  },
  byCampaign: {
    heading: "Visits and leads by campaign",
    intro:
      "Visits to a page whose address had a campaign (utm_campaign), and leads sent from such a page, with its source and medium when the address had them. Spam is left out.",
    caption: "Campaigns, their visits and the leads sent from them",
    columns: { campaign: "Campaign", source: "Source", medium: "Medium" },
    empty: "No visit or lead in these days came to a page with a campaign in its address.",
  },
  byReferrer: {
    heading: "Visits from other sites",
    intro:
      "The sites whose links brought visitors here, by name only. Leads are not shown here: tying a lead to the site its sender first came from would mean following people from page to page, which the site does not do.",
    caption: "Sites that sent visitors, with their visits",
    columns: { site: "Site" },
    empty: "No visit in these days came from a link on another site.",
  },
  csv: {
    link: "Download CSV",
    /** Read after the link's text: "Download CSV (leads per day)". */
    days: "(visits and leads per day)",
    pages: "(visits and leads by page)",
    campaigns: "(visits and leads by campaign)",
    referrers: "(visits from other sites)",
  },
  /** Dates as owners read them: UTC days, as the report counts them. */
  dateLocale: "en-US",
};
