/**
 * The console's browser tests: each worker runs one console server of its
 * own (tests keep to leads and people of their own making); every page
 * opens at that server's console origin; people join with Chromium's
 * virtual authenticator (the DevTools Protocol's WebAuthn domain); and after
 * every test, no script error or warning may have reached the console.
 */
import { type CDPSession, type Locator, type Page, test as base, expect } from "@playwright/test";

import type { Role } from "../../../server/db/schema";
import { type ConsoleServer, invite, startConsoleServer, uniqueAddress } from "./console-server";

/** A passkey as the virtual authenticator holds it, private key included. */
interface StoredPasskey {
  credentialId: string;
  isResidentCredential: boolean;
  privateKey: string;
  signCount: number;
  rpId?: string;
  userHandle?: string;
}

export interface VirtualAuthenticator {
  /** Whether the authenticator answers by itself, as if the person touched it. */
  setPresence: (enabled: boolean) => Promise<void>;
  credentialCount: () => Promise<number>;
  /** The same passkeys on another device: the other page's authenticator gets copies. */
  copyPasskeysTo: (other: VirtualAuthenticator) => Promise<void>;
  addPasskey: (passkey: StoredPasskey) => Promise<void>;
}

export async function addVirtualAuthenticator(page: Page): Promise<VirtualAuthenticator> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    setPresence: async (enabled) => {
      await cdp.send("WebAuthn.setAutomaticPresenceSimulation", { authenticatorId, enabled });
    },
    credentialCount: async () =>
      (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials.length,
    copyPasskeysTo: async (other) => {
      const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
      for (const passkey of credentials) await other.addPasskey(passkey);
    },
    addPasskey: async (passkey) => {
      await cdp.send("WebAuthn.addCredential", { authenticatorId, credential: passkey });
    },
  };
}

/**
 * Chromium reports every API answer of 400 and up as "Failed to load
 * resource"; the console's own refusals (401 on the sign-in page, 403 for a
 * viewer, 409 for the last owner…) are answers it explains, not faults.
 * Everything else counts: script errors, warnings, uncaught exceptions.
 */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error" && message.type() !== "warning") return;
    const refusal =
      /^Failed to load resource: the server responded with a status of 4\d\d/.test(
        message.text(),
      ) && /^https?:\/\/[^/]+\/api\/admin\//.test(message.location().url);
    // With tracing on (a retry), Playwright's snapshotter tries to run in the entry preview's
    // sandboxed frame and is refused; that the frame holds no script is asserted by the journey.
    const tracerRefused =
      message.location().url === "about:srcdoc" &&
      message.text().startsWith("Blocked script execution in 'about:srcdoc'");
    if (!refusal && !tracerRefused) problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

export const test = base.extend<
  { consoleProblems: string[] },
  { consoleServer: ConsoleServer; consoleServerSendsEmail: boolean; consoleServerBacksUp: boolean }
>({
  /** Whether the worker's server sends email (SMTP to a local receiver); set per file with test.use. */
  consoleServerSendsEmail: [false, { scope: "worker", option: true }],
  /** Whether it backs its database up into a folder (BACKUP_DIR); set per file with test.use. */
  consoleServerBacksUp: [false, { scope: "worker", option: true }],
  consoleServer: [
    async ({ consoleServerSendsEmail, consoleServerBacksUp }, provide) => {
      const server = await startConsoleServer({
        email: consoleServerSendsEmail,
        backups: consoleServerBacksUp,
      });
      await provide(server);
      await server.remove();
    },
    { scope: "worker", timeout: 180_000 },
  ],
  baseURL: async ({ consoleServer }, provide) => provide(consoleServer.publicOrigin),
  consoleProblems: [
    async ({ page }, provide) => {
      const problems = watchConsole(page);
      await provide(problems);
      expect(problems, "console errors and warnings").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Someone new joins through an invitation link, as the console shows it:
 * a passkey in a virtual authenticator added to the page, then the
 * recovery codes, saved, on to the inbox (editors: to publishing).
 */
export async function joinThrough(page: Page, link: string, role?: Role) {
  const authenticator = await addVirtualAuthenticator(page);
  // A link that differs from the page shown only by its fragment would not load it anew.
  await page.goto("about:blank");
  await page.goto(link);
  await page.getByRole("button", { name: "Create your passkey" }).click();
  const codes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  // The passkey's ceremony and the server's check of it took more than 5 s on a shared machine.
  await expect(codes).toHaveCount(10, { timeout: 15_000 });
  const recoveryCodes = await codes.allInnerTexts();
  await page.getByRole("checkbox", { name: "I have saved these codes" }).check();
  const landing = role === "editor" ? "Publishing" : "Inbox";
  await page
    .getByRole("button", {
      name: role === "editor" ? "Continue to publishing" : "Continue to the inbox",
    })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: landing })).toBeVisible();
  return { recoveryCodes, authenticator };
}

/** Someone new, invited from the command line (`brightway invite`), joins. */
export async function join(page: Page, server: ConsoleServer, role: Role) {
  const email = uniqueAddress(role);
  return { email, ...(await joinThrough(page, invite(server, email, role), role)) };
}

/** Presses Tab (or Shift+Tab, going back) until `target` has focus, as a keyboard user would reach it. */
export async function tabTo(page: Page, target: Locator, key: "Tab" | "Shift+Tab" = "Tab") {
  for (let presses = 0; presses < 60; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error("not reachable with Tab");
}
