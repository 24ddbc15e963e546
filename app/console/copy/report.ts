/** The report: what the website brought in, by day, page and campaign. */
export const reportCopy = {
  title: "Report",
  intro:
    "What the website brought in: leads per day by type, the pages and campaigns they were sent from, and how much was spam. Days are UTC days; only counts are shown, never anyone's details.",
  period: {
    label: "Period",
    choice: "Last {days} days",
    shown: "Last {days} days: {from} to {to}.",
  },
  totals: {
    heading: "In these days",
    demo: "Demo requests",
    contact: "Contact messages",
    spam: "Spam caught",
    spamShare: "{spam} of {total} received ({share})",
  },
  perDay: {
    heading: "Leads per day",
    chartTitle: "Leads per day by type, {from} to {to}",
    /** The chart's description: what a person would take from looking at it. */
    summary:
      "{demo} and {contact} in {days} days, and {spam} caught. The busiest day was {peak}, with {peakLeads}.",
    quiet: "No leads in these {days} days, and {spam} caught.",
    caption: "Leads per day, oldest first",
    columns: { day: "Day", demo: "Demo requests", contact: "Contact messages", spam: "Spam" },
    /** The same columns as a phone's narrow table shows them, under the chart's key. */
    columnsOnPhones: { demo: "Demo", contact: "Contact" },
    legend: "Key",
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
  },
  byPage: {
    heading: "Leads by page",
    intro: "The page of this site each lead was sent from. Spam is left out.",
    caption: "Leads by the page they were sent from, most first",
    columns: { page: "Page", leads: "Leads" },
    unknown: "Not known",
    unknownWhy: "(sent before pages were recorded, or by another site or program)",
    empty: "No leads in these days.",
  },
  byCampaign: {
    heading: "Leads by campaign",
    intro:
      "Leads sent from a page whose address had a campaign (utm_campaign), with its source and medium when the address had them. Spam is left out.",
    caption: "Leads by campaign, most first",
    columns: { campaign: "Campaign", source: "Source", medium: "Medium", leads: "Leads" },
    empty: "No lead in these days came from a page with a campaign in its address.",
  },
  csv: {
    link: "Download CSV",
    /** Read after the link's text: "Download CSV (leads per day)". */
    days: "(leads per day)",
    pages: "(leads by page)",
    campaigns: "(leads by campaign)",
  },
  /** Dates as owners read them: UTC days, as the report counts them. */
  dateLocale: "en-US",
};
