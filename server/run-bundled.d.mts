/** Types of server/run-bundled.mjs, for the TypeScript that imports it (the tests). */
export function bundle(entry: string, options?: { root?: string }): Promise<string>;
export function runBundled(entry: string, options?: { alongside?: string[] }): Promise<void>;
export function bundleRelease(): Promise<Record<string, string>>;
export const BUNDLED_ENTRIES: string[];
export const RELEASE_FILE: string;
