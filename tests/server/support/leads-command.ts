/** `npm run leads -- …` as a real process, with the server's settings and nothing else. */
import { execFile } from "node:child_process";
import { promisify } from "node:util";

import { movedClock } from "../../../server/moved-clock";
import { repositoryRoot } from "./site-fixture";

const run = promisify(execFile);

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

export async function leadsCommand(
  env: NodeJS.ProcessEnv,
  ...args: string[]
): Promise<CommandResult> {
  try {
    const { stdout, stderr } = await run(process.execPath, ["server/leads.mjs", ...args], {
      cwd: repositoryRoot,
      env: { PATH: process.env.PATH, ...movedClock(), ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as CommandResult;
    return { code, stdout, stderr };
  }
}
