import type {
  AccountSnapshotContent,
  Action,
  AudienceCard,
  CtaContent,
  IconCard,
  LinkCard,
  PageIntro,
  SectionIntro,
  Stat,
} from "~/content/types";
import { contactHref } from "~/lib/inquiry";
import { siteConfig } from "~/lib/site-config";

import { salesContact } from "./organization";

const brand = siteConfig.name;

export const homeHero: PageIntro & { badge: string; actions: Action[]; stats: Stat[] } = {
  badge: "Government-Partnered Platform",
  title: "Streamline ESA Fund Management",
  intro: `${brand} gives state programs, education providers and families one accountable place to award education savings accounts, approve spending, pay providers and order school meals, with every dollar traceable from appropriation to invoice.`,
  actions: [
    { label: "Request Demo", opensDemo: true },
    { label: "Learn More", href: "#solutions", context: "about our solutions" },
  ],
  stats: [
    { value: "50,000+", label: "families served" },
    { value: "25+", label: "states" },
    { value: "$2.5B+", label: "funds managed" },
  ],
};

/** The same sample student as the API page's example response (balance 2500.00, monthly_cost 200.00). */
export const accountSnapshot: AccountSnapshotContent = {
  title: "Family ESA account",
  status: "Active",
  balanceLabel: "Available balance",
  balance: "$2,500.00",
  providersLabel: "Enrolled providers",
  providers: [
    { name: "Hill Country Tutoring", monthlyCost: "$200.00 / month" },
    { name: "Riverbend Speech Therapy", monthlyCost: "$200.00 / month" },
  ],
  lastPayment: "Last payment: $200.00 to Hill Country Tutoring",
  caption: "Sample data: what a parent sees in the family portal.",
};

export const featuresSection: SectionIntro = {
  eyebrow: "Platform",
  title: "Everything an ESA program needs, in one place",
  intro: `From the first application to the final audit, ${brand} replaces spreadsheets, paper reimbursements and disconnected portals.`,
};

export const homeFeatures: IconCard[] = [
  {
    icon: "users",
    title: "Parent portal",
    description:
      "Families apply, check their balance, choose approved providers and see every transaction from a phone or a library computer.",
  },
  {
    icon: "building-2",
    title: "Vendor marketplace",
    description:
      "Vetted tutors, schools, therapists and camps list their services so families can compare and pay them directly from their account.",
  },
  {
    icon: "zap",
    title: "Payment processing",
    description:
      "Approved purchases are paid to providers in real time, with spending rules checked before any money moves.",
  },
  {
    icon: "bar-chart-3",
    title: "Admin dashboard",
    description:
      "Program staff see enrollment, spending by category and pending approvals at a glance, and export the figures legislators ask for.",
  },
  {
    icon: "clipboard-check",
    title: "Compliance tracking",
    description:
      "Eligibility, allowable-expense rules and audit trails are enforced by the platform rather than reconstructed after the fact.",
  },
  {
    icon: "graduation-cap",
    title: "School lunch ordering",
    description:
      "Students' meal accounts, dietary preferences and parental spending limits sit beside their ESA funds, paid from either or both.",
  },
];

export const solutionsSection: SectionIntro = {
  eyebrow: "Solutions",
  title: "Built for everyone an ESA program serves",
  intro:
    "Each audience gets the tools it needs, and all three work from the same record, so nothing is keyed in twice.",
};

export const homeSolutions: AudienceCard[] = [
  {
    icon: "building-2",
    badge: "Admin",
    tone: "states",
    title: "For State Governments",
    description: "Stand up a program quickly and run it with the oversight the public expects.",
    highlights: [
      "Eligibility checks and award management",
      "Provider vetting and approval workflows",
      "Real-time spending and audit reports",
    ],
    action: {
      label: "Learn More",
      href: "/for-states",
      context: "about solutions for state governments",
    },
  },
  {
    icon: "graduation-cap",
    badge: "Vendors",
    tone: "providers",
    title: "For Education Providers",
    description: "Reach families with ESA funds and get paid without chasing reimbursements.",
    highlights: [
      "A listing in the vendor marketplace",
      "Direct payment from family accounts",
      "Simple invoicing and payout history",
    ],
    action: {
      label: "Learn More",
      href: "/for-providers",
      context: "about solutions for education providers",
    },
  },
  {
    icon: "users",
    badge: "Parents",
    tone: "families",
    title: "For Families",
    description: "Spend your child's education funds on what they need, with no receipts to mail.",
    highlights: [
      "Apply and track your application online",
      "Choose from approved providers",
      "See your balance and every payment",
    ],
    action: { label: "Learn More", href: "/for-families", context: "about solutions for families" },
  },
];

export const complianceSection: SectionIntro = {
  eyebrow: "Compliance",
  title: "Public money, held to public standards",
  intro: `Program administrators answer to auditors, legislators and parents. ${brand} is built so those answers are always on hand.`,
};

export const complianceHighlights: IconCard[] = [
  {
    icon: "shield-check",
    title: "SOC 2 Type II certified",
    description:
      "An independent auditor reviews our security, availability and confidentiality controls every year.",
  },
  {
    icon: "file-check-2",
    title: "FERPA compliant",
    description:
      "Student records are used only for the program that collected them and are never sold or shared for advertising.",
  },
  {
    icon: "lock-keyhole",
    title: "Encrypted end to end",
    description:
      "AES-256 encryption at rest and TLS 1.3 in transit, with role-based access control and multi-factor authentication.",
  },
  {
    icon: "eye",
    title: "Audit-ready by default",
    description:
      "Every approval, payment and change is logged with who made it and when, so an audit is an export rather than a project.",
  },
];

export const complianceLink: Action = {
  label: "Read about our security",
  href: "/security",
};

export const supportSection: SectionIntro = {
  eyebrow: "Support",
  title: "Help when you need it",
  intro:
    "Families, providers and program staff each get answers in their own terms, from self-service guides to a real person on the phone.",
};

export const supportLinks: LinkCard[] = [
  {
    icon: "life-buoy",
    title: "Help Center",
    description: "Searchable answers on applications, payments, accounts and provider services.",
    href: "/help-center",
  },
  {
    icon: "book-open",
    title: "Documentation",
    description:
      "User guides, the administrator guide, the integration guide and the API reference.",
    href: "/documentation",
  },
  {
    icon: "mail",
    title: "Contact us",
    description:
      "Write to our support team or call Mon-Fri 8AM-6PM EST. We reply to email within 24 hours.",
    href: contactHref("support"),
  },
  {
    icon: "activity",
    title: "System status",
    description:
      "Current status and uptime for the API, payments, sign-in and the rest of the platform.",
    href: "/status",
  },
];

export const homeCta: CtaContent = {
  title: "Ready to Transform Education Funding?",
  intro: `See how ${brand} would run your program in a 30-minute walkthrough with our team, tailored to your state's rules.`,
  actions: [
    { label: "Schedule Demo", opensDemo: true },
    { label: "Contact Sales", href: contactHref("sales") },
  ],
  contact: salesContact,
};
