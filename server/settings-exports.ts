/**
 * deploy/brightway's reading of the settings file, as root before it drops to the service's user:
 * the file named first, read as systemd reads it for the service (./settings-file.ts), printed as
 * `export` lines for the wrapper's shell to evaluate. A file it cannot read ends it with exit 1
 * and the reason; a name it skips, as systemd does, is named on standard error.
 */
import { SettingsFileError, readSettingsFile, shellExports } from "./settings-file";

const [file] = process.argv.slice(2);
try {
  if (!file) throw new SettingsFileError("Usage: settings-exports.mjs SETTINGS_FILE");
  const { values, skipped } = readSettingsFile(file);
  for (const { line, name } of skipped)
    process.stderr.write(
      `brightway: ${file} line ${line}: ${JSON.stringify(name)} is not a variable's name; skipped, as the service skips it.\n`,
    );
  process.stdout.write(shellExports(values));
} catch (error) {
  if (!(error instanceof SettingsFileError)) throw error;
  process.stderr.write(`brightway: ${error.message}\n`);
  process.exitCode = 1;
}
