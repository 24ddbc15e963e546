/**
 * The API page's worked example, the same in every language: a student
 * lookup and the response it returns (spec §3 and §9: balance 2500.00,
 * monthly_cost 200.00). The words around it are in content/<language>/api.ts.
 */
import type { SampleStudent } from "~/content/types";
import { siteConfig } from "~/lib/site-config";

export const sampleStudent: SampleStudent = {
  id: "stu_4821",
  name: "Maya Thompson",
  balance: 2500.0,
  status: "active",
  enrolled_providers: [
    { id: "prv_1032", name: "Hill Country Tutoring", monthly_cost: 200.0 },
    { id: "prv_2217", name: "Riverbend Speech Therapy", monthly_cost: 200.0 },
  ],
  last_payment: "2024-01-15T14:30:00Z",
};

/** Money prints with cents in the sample response: 2500.00, not 2500. */
export const moneyDecimalPlaces = { balance: 2, monthly_cost: 2 } as const;

export const studentLookupPath = "/api/v1/students/{id}";

export const studentLookupCode = [
  `curl ${siteConfig.url}${studentLookupPath.replace("{id}", sampleStudent.id)} \\`,
  '  -H "Authorization: Bearer YOUR_API_KEY" \\',
  '  -H "Content-Type: application/json"',
].join("\n");
