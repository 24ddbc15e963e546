/**
 * The key that recovery codes are hashed with. It lives in DATA_DIR,
 * beside the database but never in it: a dump, a backup or a copied
 * database holds only keyed hashes, which cannot be checked against guesses
 * without this file. Made on first use; servers that share one database
 * share this file too (docs/security.md).
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export const RECOVERY_CODE_KEY_FILE = "recovery-codes.key";
const KEY_BYTES = 32;

export function loadRecoveryCodeKey(dataDir: string): Buffer {
  const file = path.join(dataDir, RECOVERY_CODE_KEY_FILE);
  try {
    const key = readFileSync(file);
    if (key.length !== KEY_BYTES) throw new Error(`${file} is not a ${KEY_BYTES}-byte key`);
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(KEY_BYTES);
  // "wx": of two servers starting at once, one writes the key and the other reads it.
  try {
    writeFileSync(file, key, { mode: 0o600, flag: "wx" });
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return readFileSync(file);
  }
}
