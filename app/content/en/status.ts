import { emailSupportOption, phoneSupportOption } from "./support-channels";
import type {
  ContactOption,
  Maintenance,
  MaintenanceStatus,
  PageIntro,
  SectionIntro,
  ServiceStatus,
  ServiceStatusLabels,
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

export const overallStatus = {
  status: "operational",
  message: "All systems are operational",
} satisfies { status: ServiceStatus["status"]; message: string };

export const services: ServiceStatus[] = [
  { name: "API Services", status: "operational", uptime: "99.9%" },
  { name: "Payment Processing", status: "operational", uptime: "99.8%" },
  { name: "User Authentication", status: "operational", uptime: "99.9%" },
  { name: "Database", status: "operational", uptime: "99.9%" },
  { name: "File Storage", status: "operational", uptime: "99.7%" },
  { name: "Email Services", status: "operational", uptime: "99.5%" },
];

export const serviceStatusLabels: ServiceStatusLabels = {
  caption: "Status and uptime of each service",
  service: "Service",
  status: "Status",
  uptime: "Uptime",
  statuses: {
    operational: "Operational",
    degraded: "Degraded performance",
    outage: "Outage",
  },
};

export const incidentsSection: SectionIntro = {
  eyebrow: "Incidents",
  title: "Incidents and maintenance",
  intro:
    "Planned maintenance is announced here ahead of time, along with any incident that affects a service.",
};

export const maintenanceWindows: Maintenance[] = [
  {
    title: "Scheduled maintenance",
    date: "2024-01-20",
    upcoming:
      "Planned maintenance to keep the platform secure and up to date. Some services may be briefly slower or unavailable while the work is carried out. No action is needed from families, providers or program staff.",
    done: "Planned maintenance to keep the platform secure and up to date. The work is finished, and nothing was needed from families, providers or program staff.",
  },
];

export const maintenanceStatusLabels: Record<MaintenanceStatus, string> = {
  scheduled: "Scheduled",
  completed: "Completed",
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
