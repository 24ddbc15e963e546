/**
 * The owners' console's JSON API, under /api/admin/: every request must come
 * from the console's own origin; each route names the role it needs.
 */
import type { FastifyInstance } from "fastify";

import { relyingParty } from "../../auth/passkeys";
import { loadRecoveryCodeKey } from "../../auth/recovery-code-key";
import { rekeyPlainRecoveryCodes } from "../../auth/recovery-codes";
import { hasOwner } from "../../auth/users";
import { sameOriginOnly } from "../../plugins/authorization";
import accountRoutes from "./account";
import backupRoutes from "./backups";
import deliverySettingsRoutes from "./delivery-settings";
import entryRoutes from "./entries";
import entryImageRoutes from "./entry-images";
import invitationRoutes from "./invitation";
import leadRoutes from "./leads";
import ownerToolRoutes from "./owner-tools";
import peopleRoutes from "./people";
import { limitWritesPerPerson } from "./person-limits";
import reportRoutes from "./report";
import searchMissRoutes from "./search-misses";
import signInRoutes from "./sign-in";
import statusRoutes from "./status";

export default async function consoleRoutes(
  app: FastifyInstance,
  {
    publicOrigin,
    databaseServer,
    dataDir,
  }: { publicOrigin: string; databaseServer: boolean; dataDir: string },
) {
  const rp = relyingParty(publicOrigin);
  const recoveryCodeKey = loadRecoveryCodeKey(dataDir);
  const rekeyed = await rekeyPlainRecoveryCodes(app.db, recoveryCodeKey);
  if (rekeyed > 0) app.log.info({ codes: rekeyed }, "recovery codes stored unkeyed are now keyed");
  app.addHook("onRequest", sameOriginOnly(publicOrigin));
  limitWritesPerPerson(app);
  await app.register(signInRoutes, { rp, recoveryCodeKey });
  await app.register(invitationRoutes, { rp, recoveryCodeKey });
  await app.register(accountRoutes, { rp, recoveryCodeKey });
  await app.register(peopleRoutes, { publicOrigin });
  await app.register(leadRoutes);
  await app.register(ownerToolRoutes);
  await app.register(deliverySettingsRoutes);
  await app.register(reportRoutes);
  await app.register(searchMissRoutes);
  await app.register(backupRoutes, { databaseServer });
  await app.register(entryRoutes);
  await app.register(entryImageRoutes);
  await app.register(statusRoutes);

  // A hint only: if the database cannot answer just then, the start goes on without it.
  app.addHook("onReady", async () => {
    if (await hasOwner(app.db).catch(() => true)) return;
    app.log.warn(
      "No one can sign in to the console yet: invite the first owner with " +
        "brightway invite --email <address> --role owner (in a checkout: npm run --silent brightway -- invite …)",
    );
  });
}
