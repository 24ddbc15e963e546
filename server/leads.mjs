/** `npm run leads`, the command's name of the release before: the same command, for one more release. */
if (process.env.npm_lifecycle_event === "leads")
  console.error(
    "npm run leads is now npm run brightway -- … (brightway on a server); the old name goes in the next release.",
  );

await import("./brightway.mjs");
