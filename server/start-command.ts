/**
 * How `npm start` runs the server, for the tests and the bench that start it
 * themselves; package.json's "start" script and deploy/brightway.service say the
 * same (server tests keep them equal).
 *
 * The heap limit keeps a small site small: V8 sizes its heap for the whole machine
 * otherwise, and held 45–70 MB more after a burst of leads, for 5–15 % more leads a
 * second. The young generation's limit keeps its pages few: Node 24's V8 grew them to
 * about 150 MB under a burst of leads (RSS 287–301 MB against 140–150 with 8 MB, as many
 * leads a second). `--expose-gc` lets the server collect once when it turns quiet after
 * work (server/idle-collection.ts).
 */
export const serverHeapFlags = [
  "--max-old-space-size=256",
  "--max-semi-space-size=8",
  "--expose-gc",
];

export const serverArguments = [...serverHeapFlags, "server/start.mjs"];

/**
 * glibc's malloc, told to give every block of 128 KB or more its own mapping, returned to
 * the system when it is freed. By default the first such block freed raises that
 * bar to its own size: the archiver's megabyte buffers then came from the main heap, which
 * can only shrink from its top, and an idle server kept 16 MB of them after some WAL
 * segments and not after others (87–108 MB RSS after the same work; 81–83 with this).
 * Read by glibc when the process starts, so it is set on the command, not in the code.
 */
export const serverEnvironment = { MALLOC_MMAP_THRESHOLD_: "131072" };

/** The whole command, for a shell: package.json's "start" and Playwright's web servers. */
export const serverCommand = [
  ...Object.entries(serverEnvironment).map(([name, value]) => `${name}=${value}`),
  "node",
  ...serverArguments,
].join(" ");
