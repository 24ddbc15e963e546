/**
 * How `npm start` runs the server, for the tests and the bench that start it
 * themselves; package.json's "start" script says the same (a unit test keeps
 * them equal). The heap limits keep a small site small: V8 sizes its heap for
 * the whole machine otherwise, and held 70 MB more after a burst of 10,000
 * leads than with these limits, with no fewer leads a second.
 */
export const serverHeapFlags = ["--max-old-space-size=256"];

export const serverArguments = [...serverHeapFlags, "server/start.mjs"];
