/**
 * Why the server could not take its address, said in one line that names
 * the setting to change: a newcomer whose port 3000 is busy meets this first.
 */
import { StartupError } from "./startup-error";

export function listenProblem(error: unknown, host: string, port: number): Error {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === "EADDRINUSE")
    return new StartupError(
      `Port ${port} is already in use: stop what uses it, or set PORT to a free port.`,
    );
  if (code === "EACCES")
    return new StartupError(
      `Port ${port} needs privileges this process does not have: set PORT to 1024 or above.`,
    );
  if (code === "EADDRNOTAVAIL" || code === "ENOTFOUND")
    return new StartupError(
      `This machine has no address ${host}: set HOST to one of its addresses, or 0.0.0.0.`,
    );
  return error instanceof Error ? error : new Error(String(error));
}
