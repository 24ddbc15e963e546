/**
 * server/run-bundled.mjs makes a bundle again exactly when what it was made from changed, so the
 * code a start runs is the code in the tree, and a start with nothing changed skips esbuild.
 */
import { mkdtemp, readFile, rm, stat, utimes, writeFile, mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { bundle } from "../../server/run-bundled.mjs";

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

/** Gives `file` and its folder the modification time `secondsFromNow` away. */
async function touch(file: string, secondsFromNow: number) {
  const time = new Date(Date.now() + secondsFromNow * 1000);
  for (const changed of [file, path.dirname(file)]) await utimes(changed, time, time);
}

/**
 * A project of two files: an entry that prints what `./word` exports. Files are saved a
 * minute ago unless said otherwise, as a developer's are by the time a server starts.
 */
async function project() {
  const root = await mkdtemp(path.join(tmpdir(), "brightway-bundle-"));
  folders.push(root);
  await mkdir(path.join(root, "src"));
  const entry = path.join(root, "src/entry.ts");
  await writeFile(entry, 'import { word } from "./word";\nconsole.log(word);\n');
  await touch(entry, -60);
  const setWord = async (word: string, file = "word.ts", savedSecondsFromNow = -60) => {
    const saved = path.join(root, "src", file);
    await writeFile(saved, `export const word: string = ${JSON.stringify(word)};\n`);
    await touch(saved, savedSecondsFromNow);
  };
  await setWord("first");
  const record = path.join(root, "node_modules/.cache/brightway-server/entry.sources.json");
  const bundled = async () => {
    const file = await bundle("src/entry.ts", { root });
    return { file, code: await readFile(file, "utf8"), recorded: (await stat(record)).mtimeMs };
  };
  return { root, setWord, bundled };
}

describe("a bundle of the server's code", () => {
  it("is kept while nothing it was made from changed: nothing is written again", async () => {
    const { bundled } = await project();
    const made = await bundled();
    expect(made.code).toContain('"first"');
    expect(await bundled()).toEqual(made);
  });

  it("is made again when a file it imports changes", async () => {
    const { setWord, bundled } = await project();
    const made = await bundled();
    await setWord("second");
    const again = await bundled();
    expect(again.code).toContain('"second"');
    expect(again.file).not.toBe(made.file);
  });

  it("is made again when a new file changes what an import resolves to, and when it goes", async () => {
    const { root, setWord, bundled } = await project();
    await bundled();
    // esbuild resolves ./word to word.tsx before word.ts.
    await setWord("shadowing", "word.tsx");
    expect((await bundled()).code).toContain('"shadowing"');
    await rm(path.join(root, "src/word.tsx"));
    expect((await bundled()).code).toContain('"first"');
  });

  it("gets no record when a file was saved while it was made, so the next start makes it again", async () => {
    const { setWord, bundled } = await project();
    await bundled();
    // A save esbuild may not have seen: the file's time is after the bundling began.
    await setWord("saved meanwhile", "word.ts", 1);
    const made = await bundled();
    await setWord("saved meanwhile", "word.ts", -60);
    const again = await bundled();
    expect(again.recorded).toBeGreaterThan(made.recorded);
    expect(await bundled()).toEqual(again);
  });
});
