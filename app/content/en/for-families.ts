import type {
  Action,
  CtaContent,
  IconCard,
  PageIntro,
  SectionIntro,
  Stat,
  Step,
} from "~/content/types";
import { contactHref } from "~/lib/inquiry";

export const forFamiliesIntro: PageIntro & { actions: Action[]; stats: Stat[] } = {
  eyebrow: "For Families",
  title: "Your child's education funds, in your hands",
  intro:
    "Apply for an education savings account, choose the tutors, schools and therapists that fit your child, and see every dollar you spend, all from one secure account.",
  actions: [
    { label: "Learn how ESAs work", href: "/esa" },
    { label: "See what funds can cover", href: "/esa#eligible-uses" },
  ],
  stats: [
    { value: "50,000+", label: "families served" },
    { value: "$2.5B+", label: "funds managed" },
    { value: "98%", label: "family satisfaction" },
  ],
};

export const familyFeaturesSection: SectionIntro = {
  eyebrow: "Your account",
  title: "One account for everything your child's funds pay for",
  intro: "Designed to be simple on a phone, clear about every dollar, and private by default.",
};

export const familyFeatures: IconCard[] = [
  {
    icon: "clipboard-list",
    title: "Apply online",
    description:
      "Complete your application from any device, upload documents from your phone and follow its status as it is reviewed.",
  },
  {
    icon: "wallet",
    title: "See your balance",
    description:
      "Your balance updates as soon as a payment is made, so you always know how much is left to spend.",
  },
  {
    icon: "search",
    title: "Find approved providers",
    description:
      "Browse the tutors, schools, therapists and camps your state has approved, and compare what they offer.",
  },
  {
    icon: "credit-card",
    title: "Pay providers directly",
    description:
      "Pay approved providers from your account, with no money out of your own pocket and no receipts to mail in.",
  },
  {
    icon: "utensils",
    title: "School meals in the same place",
    description:
      "Add money to your child's lunch account, set spending limits and record dietary needs alongside your ESA.",
  },
  {
    icon: "shield-check",
    title: "Private and secure",
    description:
      "Your child's records are protected under FERPA, encrypted, and never sold or used for advertising.",
  },
];

export const familyStepsSection: SectionIntro = {
  eyebrow: "How it works",
  title: "Four steps from application to learning",
  intro:
    "Applications are made to your state's ESA program; each step below happens in your account.",
};

export const familySteps: Step[] = [
  {
    title: "Apply",
    description:
      "Fill in your state program's application and upload the documents it asks for. You can save it and finish later.",
  },
  {
    title: "Get Approved",
    description:
      "Your state program reviews the application. Once it is approved, you are notified and funds are added to your account.",
  },
  {
    title: "Choose Providers",
    description:
      "Browse approved providers and pick the tutoring, therapy, courses or camps that suit your child.",
  },
  {
    title: "Manage Funds",
    description:
      "Pay providers, watch your balance and keep a record of every purchase throughout the year.",
  },
];

export const familyBenefitsSection: SectionIntro = {
  eyebrow: "Benefits",
  title: "What families gain",
};

export const familyBenefits: string[] = [
  "No out-of-pocket costs or reimbursement forms",
  "Freedom to choose the services that fit your child",
  "Your balance and every transaction, whenever you want them",
  "Only approved, verified providers in the marketplace",
  "Works on a phone, a tablet or a library computer",
  "A support team that replies to email within 24 hours",
  "School meals and ESA funds managed in one account",
  "Your family's information kept private under FERPA",
];

export const forFamiliesCta: CtaContent = {
  title: "Questions before you apply?",
  intro:
    "Our Help Center answers the questions families ask most about applying, paying providers and managing an account. If yours is not there, our support team is glad to help.",
  actions: [
    { label: "Visit the Help Center", href: "/help-center" },
    { label: "Contact Support", href: contactHref("support") },
  ],
};
