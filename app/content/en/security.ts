import type { ActionCard, Checklist, IconCard, PageIntro, SectionIntro } from "~/content/types";
import { contactHref } from "~/lib/inquiry";
import { mailto, siteConfig } from "~/lib/site-config";

const brand = siteConfig.name;

export const securityIntro: PageIntro = {
  eyebrow: "Security",
  title: "Security and compliance you can show an auditor",
  intro: `${brand} is SOC 2 Type II certified and FERPA compliant. Student records and public funds are protected by encryption, strict access control and continuous monitoring.`,
};

export const protectionSection: SectionIntro = {
  eyebrow: "Protection",
  title: "How we protect students and public funds",
  intro:
    "Security is designed into every layer of the platform, from the database to the sign-in screen, and checked by people outside our company.",
};

export const securityCards: IconCard[] = [
  {
    icon: "lock-keyhole",
    title: "Encryption everywhere",
    description:
      "Data is encrypted with AES-256 at rest and TLS 1.3 in transit, including backups and traffic between our own services.",
  },
  {
    icon: "key-round",
    title: "Strong access control",
    description:
      "Role-based access control gives each person only what their job needs, and multi-factor authentication protects every staff account.",
  },
  {
    icon: "radar",
    title: "24/7 monitoring",
    description:
      "Automated alerts and an on-call team watch the platform around the clock for unusual sign-ins, payments and traffic.",
  },
  {
    icon: "scan-search",
    title: "Independent testing",
    description:
      "Outside specialists run quarterly penetration tests, and every finding is tracked until it is fixed and verified.",
  },
  {
    icon: "history",
    title: "Complete audit trails",
    description:
      "Every approval, payment and change to an account is logged with who made it and when, and the log cannot be edited.",
  },
  {
    icon: "database-backup",
    title: "Resilient by design",
    description:
      "Redundant infrastructure and tested backups stand behind our 99.9% uptime SLA, so families and providers can rely on the platform.",
  },
];

export const standardsSection: SectionIntro = {
  eyebrow: "Compliance",
  title: "Standards and laws we meet",
  intro:
    "Programs that handle student records and public money answer to many rules. These are the ones the platform is built and audited against.",
};

export const complianceStandards: IconCard[] = [
  {
    icon: "badge-check",
    title: "SOC 2 Type II",
    description:
      "An independent auditor examines our security, availability and confidentiality controls, and how they operate over time, every year.",
  },
  {
    icon: "graduation-cap",
    title: "FERPA",
    description:
      "Education records are used only for the program that collected them, and families' rights to review them are respected.",
  },
  {
    icon: "baby",
    title: "COPPA",
    description:
      "Accounts belong to parents and guardians. We do not collect personal information directly from children under 13.",
  },
  {
    icon: "landmark",
    title: "State student-privacy laws",
    description:
      "Data agreements follow each partner state's student-privacy law, including limits on use, retention and disclosure.",
  },
  {
    icon: "credit-card",
    title: "PCI DSS for card payments",
    description:
      "Card payments run through PCI DSS compliant payment processors, so full card numbers are never stored on our platform.",
  },
  {
    icon: "accessibility",
    title: "WCAG 2.2 AA and Section 508",
    description:
      "Our portals and this website are built and tested to be usable with a keyboard, a screen reader and a phone.",
  },
];

export const safeguardsSection: SectionIntro = {
  eyebrow: "Safeguards",
  title: "Technical and administrative safeguards",
  intro: "Good security is part software and part discipline. We invest in both.",
};

export const safeguards: Checklist[] = [
  {
    title: "Technical safeguards",
    description: "Controls built into the platform itself.",
    items: [
      "AES-256 encryption for all data at rest",
      "TLS 1.3 for all data in transit",
      "Role-based access control with least-privilege defaults",
      "Multi-factor authentication for staff and administrators",
      "24/7 monitoring and alerting",
      "Quarterly penetration tests by an independent firm",
      "99.9% uptime SLA on redundant infrastructure",
    ],
  },
  {
    title: "Administrative safeguards",
    description: "How our people and processes protect your data.",
    items: [
      "Annual SOC 2 Type II audit by an independent auditor",
      "Background checks and yearly security and privacy training for every employee",
      "Regular reviews that remove access people no longer need",
      "A written incident response plan, rehearsed with our team",
      "Security and privacy reviews of every vendor we rely on",
      "Data returned or deleted at the end of a contract, as the agreement requires",
    ],
  },
];

export const securityContactSection: SectionIntro = {
  eyebrow: "Work with us",
  title: "Reviews, reports and questions",
  intro:
    "We welcome scrutiny. Agencies and districts evaluating the platform can see the evidence behind these claims.",
};

export const securityContacts: ActionCard[] = [
  {
    icon: "file-text",
    title: "Security report",
    description:
      "Our latest SOC 2 Type II report and security documentation are shared on request with customers and agencies evaluating us. Ask through the contact form and we will send them to you.",
    link: { label: "Request Security Report", href: contactHref("general") },
  },
  {
    icon: "shield-check",
    title: "Security questions",
    description:
      "Completing a vendor questionnaire or planning an integration? Our security team answers technical questions directly.",
    link: { label: "Contact Security Team", href: contactHref("support") },
  },
  {
    icon: "mail",
    title: "Report a vulnerability",
    description: `If you believe you have found a security issue, please write to ${siteConfig.emails.security}. We acknowledge every report and keep you informed until it is resolved.`,
    link: { label: "Email Security Team", href: mailto(siteConfig.emails.security) },
  },
];
