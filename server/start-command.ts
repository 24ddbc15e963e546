/**
 * How `npm start` runs the server, for the tests and the bench that start it
 * themselves; package.json's "start" script says the same (a server test keeps
 * them equal). The heap limit keeps a small site small: V8 sizes its heap for
 * the whole machine otherwise, and held 45–70 MB more after a burst of leads,
 * for 5–15 % more leads a second. `--expose-gc` lets the server collect once when
 * it turns quiet after work (server/idle-collection.ts).
 */
export const serverHeapFlags = ["--max-old-space-size=256", "--expose-gc"];

export const serverArguments = [...serverHeapFlags, "server/start.mjs"];
