import type {
  Action,
  CtaContent,
  IconCard,
  IconTile,
  PageIntro,
  SectionIntro,
  Step,
} from "~/content/types";
import { contactHref } from "~/lib/inquiry";
import { siteConfig } from "~/lib/site-config";

const brand = siteConfig.name;

const applyToGetListed: Action = {
  label: "Apply to get listed",
  href: contactHref("partnership"),
};

export const forProvidersIntro: PageIntro & { actions: Action[] } = {
  eyebrow: "For Education Providers",
  title: "Grow your program with ESA families",
  intro: `Tutoring centers, online schools, therapists and camps use ${brand} to reach families with education savings accounts and to get paid directly, without paperwork or reimbursement delays.`,
  actions: [
    applyToGetListed,
    { label: "See what families can spend on", href: "/esa#eligible-uses" },
  ],
};

export const providerTypesSection: SectionIntro = {
  eyebrow: "Who can join",
  title: "Built for the providers families look for",
  intro:
    "If your state's program allows families to spend on what you offer, you can list it in the marketplace.",
};

export const providerTypes: IconTile[] = [
  {
    icon: "book-open",
    label: "Tutoring centers",
    note: "Subject tutoring, test preparation and academic support",
  },
  {
    icon: "laptop",
    label: "Online learning platforms",
    note: "Online courses, full-time virtual programs and learning apps",
  },
  {
    icon: "heart-pulse",
    label: "Therapy services",
    note: "Speech, occupational and physical therapy",
  },
  {
    icon: "tent",
    label: "Educational camps",
    note: "Summer, STEM, arts and outdoor learning camps",
  },
];

export const providerToolsSection: SectionIntro = {
  eyebrow: "Tools",
  title: "Everything you need to serve ESA families",
  intro: "One provider account covers your listing, your payments and your paperwork.",
};

export const providerTools: IconCard[] = [
  {
    icon: "store",
    title: "Marketplace listing",
    description:
      "Families browse approved providers by subject, age range and location, and find your program when they are ready to spend.",
  },
  {
    icon: "credit-card",
    title: "Direct ESA payments",
    description:
      "Families pay you straight from their education savings account, so nobody waits on a reimbursement claim.",
  },
  {
    icon: "banknote",
    title: "Predictable payouts",
    description:
      "Approved payments are deposited to your business bank account on a regular schedule, with every payout itemised.",
  },
  {
    icon: "receipt",
    title: "Invoices and payment history",
    description:
      "Send invoices for sessions or tuition and see which are paid, pending or due, with records ready for your accountant.",
  },
  {
    icon: "badge-check",
    title: "Verification done once",
    description:
      "Submit your licences and accreditation once. We keep them on file and remind you well before anything expires.",
  },
  {
    icon: "headset",
    title: "Provider support",
    description:
      "Our provider services team helps with your listing, your payouts and questions from the families you serve.",
  },
];

export const benefitsSection: SectionIntro = {
  eyebrow: "Benefits",
  title: "Why providers list with us",
};

export const providerBenefits: string[] = [
  "Reach families who already have funds set aside for education",
  "Get paid directly instead of waiting for families to be reimbursed",
  "Set your own prices, schedules and class sizes",
  "See every payment and payout in one place",
  "Spend less time on paperwork and more time teaching",
  "Keep one verified profile for every program you serve",
];

export const getListedSection: SectionIntro = {
  eyebrow: "Getting listed",
  title: "Three steps to your first ESA family",
  intro: "Start with a short message to our partnerships team; we guide you through the rest.",
};

export const getListedSteps: Step[] = [
  {
    title: "Tell us about your program",
    description:
      "Use the contact form with Partnership selected to tell us what you offer, where you teach and the ages you serve.",
  },
  {
    title: "Verify your credentials",
    description:
      "We confirm the licences, accreditation or certifications your state's program requires and tell you if anything is missing.",
  },
  {
    title: "Publish your listing",
    description:
      "Once you are approved, your services appear in the marketplace and families can pay you from their accounts.",
  },
];

export const forProvidersCta: CtaContent = {
  title: "Ready to welcome ESA families?",
  intro:
    "Send us a note about your program and our partnerships team will reply with the next steps for your state.",
  actions: [applyToGetListed, { label: "Visit the Help Center", href: "/help-center" }],
};
