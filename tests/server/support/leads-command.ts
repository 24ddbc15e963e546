/** `npm run brightway -- …` as a real process, with the server's settings and nothing else. */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

import { movedClock } from "../../../server/moved-clock";
import { repositoryRoot } from "./site-fixture";

const run = promisify(execFile);

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * The command of the release in `folder` (another release's, support/release-folder.ts): its
 * server/brightway.mjs, or server/leads.mjs in a release from before the command had that name.
 */
export async function leadsCommandIn(
  folder: string,
  env: NodeJS.ProcessEnv,
  ...args: string[]
): Promise<CommandResult> {
  try {
    const entry = existsSync(path.join(folder, "server/brightway.mjs"))
      ? "server/brightway.mjs"
      : "server/leads.mjs";
    const { stdout, stderr } = await run(process.execPath, [entry, ...args], {
      cwd: folder,
      env: { PATH: process.env.PATH, ...movedClock(), ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as CommandResult;
    return { code, stdout, stderr };
  }
}

/** This release's command. */
export const leadsCommand = (env: NodeJS.ProcessEnv, ...args: string[]) =>
  leadsCommandIn(repositoryRoot, env, ...args);
