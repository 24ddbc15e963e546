/**
 * For the console's bench: an owner and a signed-in session on a DATA_DIR's
 * database, made directly (the bench measures the inbox, not a passkey).
 * Prints the session id. Run by scripts/bench/console.mjs:
 * node --import tsx scripts/bench/console-session.ts <DATA_DIR>
 */
import { startSession } from "../../server/auth/sessions";
import { openDatabase } from "../../server/db/database";
import { users } from "../../server/db/schema";

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const database = await openDatabase({ dataDir: process.argv[2] ?? "", holder: "cli", log: quiet });
try {
  const [owner] = await database.db
    .insert(users)
    .values({ email: "bench.owner@example.org", role: "owner" })
    .returning();
  const session = await startSession(database.db, { userId: owner?.id ?? "", device: "bench" });
  console.log(session.id);
} finally {
  await database.close();
}
