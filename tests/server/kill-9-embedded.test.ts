/** kill -9 on the embedded engine right after acknowledging leads (support/kill-rounds.ts). */
import { describe, it } from "vitest";

import { loseNoAcknowledgedLead } from "./support/kill-rounds";
import { processFixture } from "./support/process-fixture";

const fixture = processFixture();

describe("kill -9 on the embedded engine", () => {
  it("loses no acknowledged lead, 20 times in a row", { timeout: 300_000 }, async () => {
    await loseNoAcknowledgedLead(fixture.env({ DATA_DIR: await fixture.preparedDataDir() }));
  });
});
