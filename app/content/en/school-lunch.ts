import type { Action, CtaContent, IconCard, PageIntro, SectionIntro } from "~/content/types";
import { contactHref } from "~/lib/inquiry";

export const schoolLunchIntro: PageIntro & { actions: Action[] } = {
  eyebrow: "School Lunch",
  title: "School meals, ordered and paid for simply",
  intro:
    "Families order meals online, set spending limits and record dietary needs; schools plan service and reconcile payments, whether meals are paid by ESA funds, cash or both.",
  actions: [
    { label: "Request Demo", opensDemo: true },
    { label: "What families get", href: "#family-benefits" },
  ],
};

export const lunchFeaturesSection: SectionIntro = {
  eyebrow: "Features",
  title: "Meal service that runs on the same platform as your ESA program",
  intro:
    "Students, parents and nutrition staff share one record, so orders, allergies and payments never have to be matched up by hand.",
};

export const lunchFeatures: IconCard[] = [
  {
    icon: "shopping-basket",
    title: "Meal ordering",
    description:
      "Families choose and order meals ahead of time from the school's menu, on a phone or a computer.",
  },
  {
    icon: "salad",
    title: "Student accounts with dietary preferences",
    description:
      "Each student's account records allergies and dietary preferences, and serving staff see them at the point of service.",
  },
  {
    icon: "gauge",
    title: "Parental spending limits",
    description:
      "Parents set daily or weekly limits and decide which extras, if any, their child can buy.",
  },
  {
    icon: "hand-coins",
    title: "Payment by ESA funds, cash or both",
    description:
      "Meals can be paid from a student's ESA funds, with cash, or with a combination of the two where the program allows it.",
  },
  {
    icon: "calendar-days",
    title: "Menu planning and nutrition information",
    description:
      "Nutrition staff plan menus in advance and publish ingredients and nutrition details that families can check before ordering.",
  },
  {
    icon: "file-spreadsheet",
    title: "Reporting and reconciliation",
    description:
      "Schools see meals served, payments by source and balances due, and reconcile them without spreadsheets.",
  },
];

export const schoolBenefitsSection: SectionIntro = {
  eyebrow: "For schools and districts",
  title: "Benefits for schools",
};

export const schoolBenefits: string[] = [
  "Know how many meals to prepare before service starts",
  "Spend less time collecting cash and chasing unpaid balances",
  "See allergies and dietary needs at the point of service",
  "Reconcile ESA, cash and combined payments in one report",
  "Publish menus and nutrition information in one place",
  "Keep student records protected under FERPA",
];

export const familyBenefitsSection: SectionIntro = {
  eyebrow: "For parents and students",
  title: "Benefits for families",
};

export const familyBenefits: string[] = [
  "Order your child's meals from a phone or a computer",
  "Set spending limits and see what your child buys",
  "Record allergies and dietary preferences once",
  "Pay with ESA funds, cash or both",
  "Check menus and nutrition information before you order",
  "See the lunch balance next to your child's ESA account",
];

export const schoolLunchCta: CtaContent = {
  title: "Bring simpler meal service to your schools",
  intro:
    "See how ordering, dietary records and payments would work in your district, in a walkthrough with our team.",
  actions: [
    { label: "Request Demo", opensDemo: true },
    { label: "Contact Sales", href: contactHref("sales") },
  ],
};
