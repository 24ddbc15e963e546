import type { CtaContent, IconCard, PageIntro, SectionIntro, Stat } from "~/content/types";
import { contactHref } from "~/lib/inquiry";
import { siteConfig } from "~/lib/site-config";

const brand = siteConfig.name;

export const aboutIntro: PageIntro = {
  eyebrow: "About Us",
  title: "Making education funding work for every family",
  intro: `${brand} was founded in 2020 to make education savings accounts simple for families, fair for providers and accountable to the public that funds them.`,
};

export const missionSection: SectionIntro = {
  eyebrow: "Our mission",
  title: "Put every education dollar to work for the child it was meant for",
};

export const missionParagraphs: string[] = [
  "When a state sets money aside for a child's education, that money should reach a tutor, a therapist or a classroom quickly, without a family having to front the cost, keep a shoebox of receipts or wait weeks for a reimbursement.",
  `${brand} exists to close that gap. We build the shared record that lets program staff approve spending with confidence, lets providers get paid for the work they do, and lets parents see exactly where their child's funds have gone.`,
];

export const statsSection: SectionIntro = {
  eyebrow: "By the numbers",
  title: "Trusted by programs across the country",
};

export const aboutStats: Stat[] = [
  { value: "50,000+", label: "families served" },
  { value: "25+", label: "states" },
  { value: "$2.5B+", label: "funds managed" },
  { value: "98%", label: "satisfaction" },
  { value: String(siteConfig.foundedYear), label: "founded" },
];

export const storySection: SectionIntro = {
  eyebrow: "Our story",
  title: "Started by people who ran the programs",
};

export const storyParagraphs: string[] = [
  `${brand} began in Austin, Texas in ${siteConfig.foundedYear}, when a small group of former program administrators and payments engineers compared notes. The administrators had spent years reconciling spreadsheets against bank statements; the engineers knew the money could move safely in seconds. Families, meanwhile, were mailing paper receipts and waiting to be paid back.`,
  "We started with one question: what would an education savings account look like if it were designed for the parent on a phone, the tutor running a small business and the auditor checking the books, all at once? The answer became a single platform where eligibility, approved providers, spending rules and payments share the same record.",
  "As more states opened ESA programs, many asked us to handle school meals too, so that a student's lunch account and education funds could sit side by side with the same parental controls. Today we serve 50,000+ families in 25+ states, and we still measure ourselves by the same test: does the money reach the child, and can everyone see how it got there?",
];

export const valuesSection: SectionIntro = {
  eyebrow: "What we value",
  title: "How we make decisions",
  intro: "Four commitments guide what we build and how we treat the people who rely on it.",
};

export const aboutValues: IconCard[] = [
  {
    icon: "heart-handshake",
    title: "Families first",
    description:
      "If a feature makes life easier for a program office but harder for a parent, we keep working on it until it serves both.",
  },
  {
    icon: "landmark",
    title: "Public money, public standards",
    description:
      "Every approval and payment leaves a trail an auditor, a legislator or a reporter could follow, because taxpayers deserve that.",
  },
  {
    icon: "lock-keyhole",
    title: "Privacy by default",
    description:
      "Student records are used only for the program that collected them. We never sell data and we never use it for advertising.",
  },
  {
    icon: "accessibility",
    title: "Built for everyone",
    description:
      "We design for keyboards, screen readers, slow connections and older phones from the start, not as an afterthought.",
  },
];

export const aboutCta: CtaContent = {
  title: "Work with us",
  intro:
    "Whether you want to join the team, run a program with us or just ask a question, we would be glad to hear from you.",
  actions: [
    { label: "See open positions", href: "/careers#open-positions" },
    { label: "Contact us", href: contactHref("general") },
  ],
};
