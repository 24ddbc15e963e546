import type {
  Action,
  IconCard,
  IconTile,
  LinkCard,
  PageIntro,
  SectionIntro,
  Step,
} from "~/content/types";
import { siteConfig } from "~/lib/site-config";

const brand = siteConfig.name;

export const esaIntro: PageIntro & { actions: Action[] } = {
  eyebrow: "Education Savings Accounts",
  title: "Education savings accounts, made simple",
  intro: `An education savings account puts a share of public education funding in a family's hands to spend on approved education services. ${brand} makes it easy to apply, spend and account for every dollar.`,
  actions: [
    { label: "See eligible uses", href: "#eligible-uses" },
    { label: "How it works", href: "#how-it-works" },
  ],
};

export const esaFeaturesSection: SectionIntro = {
  eyebrow: "On our platform",
  title: `What an ESA on ${brand} gives you`,
  intro:
    "The same safeguards protect families, providers and the program, from the first payment to the final audit.",
};

export const esaFeatures: IconCard[] = [
  {
    icon: "piggy-bank",
    title: "A dedicated account",
    description:
      "Each eligible student's award is held in an account of its own, kept separate from every other family's funds.",
  },
  {
    icon: "wallet",
    title: "Real-time balance",
    description:
      "Families see their balance and every transaction the moment it happens, on any device.",
  },
  {
    icon: "badge-check",
    title: "Approved providers only",
    description:
      "Funds can be paid only to schools, tutors, therapists and other providers the program has vetted and approved.",
  },
  {
    icon: "list-checks",
    title: "Automatic spending checks",
    description:
      "Each purchase is checked against the program's allowable uses before any money moves, so nobody has to pay it back later.",
  },
  {
    icon: "receipt",
    title: "A complete record",
    description:
      "Every payment is recorded with its provider, category and date, ready for the family's own records and for auditors.",
  },
  {
    icon: "lock-keyhole",
    title: "Secure and private",
    description:
      "AES-256 encryption at rest, TLS 1.3 in transit and multi-factor authentication protect every account.",
  },
];

export const eligibleUsesSection: SectionIntro = {
  eyebrow: "Eligible uses",
  title: "What ESA funds can pay for",
  intro:
    "Each state's program sets its own rules and limits. Within them, ESA funds can cover these eight kinds of spending.",
};

export const eligibleUses: IconTile[] = [
  { icon: "school", label: "Private school tuition" },
  { icon: "monitor-play", label: "Online learning programs" },
  { icon: "book-open", label: "Tutoring and academic support" },
  { icon: "heart-pulse", label: "Therapy services (speech, occupational, physical)" },
  { icon: "pencil-ruler", label: "Educational materials and supplies" },
  { icon: "laptop", label: "Technology and software" },
  { icon: "sun", label: "Summer camps and programs" },
  { icon: "bus", label: "Transportation to educational activities" },
];

export const processSection: SectionIntro = {
  eyebrow: "How it works",
  title: "How an ESA works, step by step",
  intro: "Every family follows the same path, and can see where they are on it at any time.",
};

export const esaProcess: Step[] = [
  {
    title: "Apply",
    description:
      "Families complete their state program's application online and upload supporting documents from any device.",
  },
  {
    title: "Get Approved",
    description:
      "The program reviews eligibility. Approved students receive an award, added to their account on the program's funding schedule.",
  },
  {
    title: "Choose Providers",
    description:
      "Families compare approved schools, tutors, therapists, camps and more in the marketplace and choose what fits.",
  },
  {
    title: "Manage Funds",
    description:
      "Families pay providers from the account, track the balance and keep a full record of what was spent.",
  },
];

export const nextStepsSection: SectionIntro = {
  eyebrow: "Next steps",
  title: "Find the guide for you",
};

export const esaNextSteps: LinkCard[] = [
  {
    icon: "users",
    title: "For families",
    description: "Applying, choosing providers and managing your child's funds.",
    href: "/for-families",
  },
  {
    icon: "graduation-cap",
    title: "For providers",
    description: "Getting listed in the marketplace and accepting ESA payments.",
    href: "/for-providers",
  },
  {
    icon: "building-2",
    title: "For states",
    description: "Launching and overseeing an ESA program with full accountability.",
    href: "/for-states",
  },
  {
    icon: "life-buoy",
    title: "Help Center",
    description: "Answers to common questions about accounts, payments and providers.",
    href: "/help-center",
  },
];
