/**
 * The integrations directory, the same in every language: each category's
 * icon and the named systems in it, each Available or Coming Soon. What a
 * category is called is in content/<language>/integrations.ts.
 */
import type { IconName, IntegrationEntry } from "~/content/types";

export const integrationCatalog = [
  {
    key: "student-information",
    icon: "school",
    entries: [
      { name: "PowerSchool", status: "available" },
      { name: "Infinite Campus", status: "available" },
      { name: "Skyward", status: "available" },
      { name: "Aeries", status: "coming-soon" },
    ],
  },
  {
    key: "accounting",
    icon: "calculator",
    entries: [
      { name: "QuickBooks Online", status: "available" },
      { name: "Oracle NetSuite", status: "available" },
      { name: "Sage Intacct", status: "available" },
      { name: "Workday Financial Management", status: "coming-soon" },
    ],
  },
  {
    key: "payments",
    icon: "credit-card",
    entries: [
      { name: "Stripe", status: "available" },
      { name: "Plaid", status: "available" },
      { name: "PayPal", status: "coming-soon" },
      { name: "Authorize.net", status: "coming-soon" },
    ],
  },
  {
    key: "identity",
    icon: "key-round",
    entries: [
      { name: "Clever", status: "available" },
      { name: "ClassLink", status: "available" },
      { name: "Google Workspace for Education", status: "available" },
      { name: "Microsoft Entra ID", status: "available" },
      { name: "Okta", status: "coming-soon" },
    ],
  },
  {
    key: "learning",
    icon: "monitor-play",
    entries: [
      { name: "Canvas", status: "available" },
      { name: "Schoology", status: "available" },
      { name: "Google Classroom", status: "available" },
      { name: "Moodle", status: "coming-soon" },
    ],
  },
  {
    key: "communication",
    icon: "message-square",
    entries: [
      { name: "Twilio", status: "available" },
      { name: "SendGrid", status: "available" },
      { name: "Microsoft Teams", status: "coming-soon" },
      { name: "ParentSquare", status: "coming-soon" },
    ],
  },
] as const satisfies readonly {
  key: string;
  icon: IconName;
  entries: readonly IntegrationEntry[];
}[];

export type IntegrationCategoryKey = (typeof integrationCatalog)[number]["key"];
