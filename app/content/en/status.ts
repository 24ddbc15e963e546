import { emailSupportOption, phoneSupportOption } from "./support-channels";
import type {
  ContactOption,
  PageIntro,
  SectionIntro,
  StatusLabels,
  StatusSeedCopy,
} from "~/content/types";
import { contactHref } from "~/lib/inquiry";
import { siteConfig } from "~/lib/site-config";

const brand = siteConfig.name;

export const statusIntro: PageIntro = {
  eyebrow: "System Status",
  title: `${brand} system status`,
  intro: `The status of each ${brand} service, its uptime, and notice of scheduled maintenance.`,
};

export const servicesSection: SectionIntro = {
  eyebrow: "Services",
  title: "Status and uptime by service",
  intro: "Every part of the platform that families, providers and program staff rely on.",
};

export const statusSeed: StatusSeedCopy = {
  components: [
    "API Services",
    "Payment Processing",
    "User Authentication",
    "Database",
    "File Storage",
    "Email Services",
  ],
  maintenance: [
    {
      title: "Scheduled maintenance",
      from: "2024-01-20T07:00:00Z",
      to: "2024-01-20T09:00:00Z",
      message:
        "Planned maintenance to keep the platform secure and up to date. Some services may be briefly slower or unavailable while the work is carried out. No action is needed from families, providers or program staff.",
    },
  ],
};

export const statusLabels: StatusLabels = {
  overall: {
    operational: "All systems are operational",
    under_maintenance: "Scheduled maintenance is under way",
    degraded_performance: "Some services are running slower than usual",
    partial_outage: "Some services are partly unavailable",
    major_outage: "Some services are unavailable",
  },
  states: {
    operational: "Operational",
    under_maintenance: "Under maintenance",
    degraded_performance: "Degraded performance",
    partial_outage: "Partial outage",
    major_outage: "Outage",
  },
  impacts: {
    none: "No impact",
    minor: "Degraded performance",
    major: "Partial outage",
    critical: "Outage",
  },
  updateStates: {
    investigating: "Investigating",
    identified: "Identified",
    monitoring: "Monitoring",
    resolved: "Resolved",
    scheduled: "Scheduled",
    in_progress: "In progress",
    completed: "Completed",
  },
  caption: "Status and uptime of each service",
  service: "Service",
  status: "Status",
  uptime: "Uptime, last 90 days",
  daysSummary: "Day by day, the last 90 days",
  daysCaption: "Down time and degraded time of each service per day (UTC), newest first",
  day: "Day (UTC)",
  dayClear: "Operational",
  dayDown: "Down {duration}",
  dayDegraded: "Degraded {duration}",
  duration: "{hours} h {minutes} min",
  affects: "Affects:",
  window: "Planned from {from} to {to}",
  untranslated: "Not written in Spanish yet; shown in English.",
  active: {
    eyebrow: "Now",
    title: "Open incidents and maintenance",
    intro: "What is affecting a service right now, with every update we have posted.",
  },
  noActive: "Nothing is affecting any service right now.",
  upcoming: {
    eyebrow: "Ahead",
    title: "Upcoming maintenance",
    intro: "Planned work, announced ahead of time. It starts and ends at the times shown.",
  },
  history: {
    eyebrow: "History",
    title: "Past incidents and maintenance",
    intro: "Every incident and maintenance window since this page began, newest first, by month.",
  },
  historyLink: "See past incidents and maintenance",
  noHistory: "No incident or maintenance has been recorded yet.",
  feedLink: "Follow incidents in a feed reader (Atom)",
  feedTitle: `${brand} incidents and maintenance`,
  jsonLink: "Status for machines (JSON)",
  backToStatus: "Back to the current status",
};

export const reportProblemSection: SectionIntro = {
  eyebrow: "Having trouble?",
  title: "Tell us about a problem",
  intro:
    "If something isn't working for you and it isn't listed here, our support team wants to know.",
};

export const reportProblemOptions: ContactOption[] = [
  {
    icon: "message-square",
    title: "Send a message",
    description: "Tell us what happened and when, and we'll look into it.",
    link: { label: "Contact support", href: contactHref("support") },
  },
  emailSupportOption,
  phoneSupportOption,
];
