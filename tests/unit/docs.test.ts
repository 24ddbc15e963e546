import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { families, isFamily } from "../../server/cli/families";

/**
 * README.md is the front door: short, the two commands first, then where
 * everything else is. docs/ holds the rest, one file per reader. Every
 * relative link in them leads to a file (and heading) that exists, and every
 * command they name is one that runs today.
 */
const README_MAX_LINES = 150;

function markdownFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return markdownFiles(file);
    return name.endsWith(".md") ? [file] : [];
  });
}

const documents = ["README.md", ...markdownFiles("docs")];
const textOf = (file: string) => readFileSync(file, "utf8");

/** The text a reader sees as prose: no fenced code blocks and no inline code. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, "").replace(/`[^`\n]*`/g, "");
}

/** The anchors GitHub gives a file's headings: lowercase, punctuation dropped, spaces as hyphens. */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, heading = ""] of prose(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const text = heading.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/[*`]/g, "");
    const slug = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
      .replace(/ /g, "-");
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** Every relative link and image of a file: `[text](target)`, outside code. */
function relativeLinks(markdown: string): string[] {
  return [...prose(markdown).matchAll(/!?\[[^\]]*\]\(([^)\s]+)\)/g)]
    .map(([, target = ""]) => target)
    .filter((target) => !/^[a-z]+:/i.test(target));
}

/** Why a link of `from` leads nowhere, or undefined when it leads somewhere. */
function brokenLink(from: string, target: string): string | undefined {
  const [file = "", anchor] = target.split("#");
  const destination = file === "" ? from : path.join(path.dirname(from), file);
  if (!existsSync(destination)) return `${from}: ${target} (no such file)`;
  if (anchor === undefined) return undefined;
  if (!headingAnchors(textOf(destination)).has(anchor)) {
    return `${from}: ${target} (no heading #${anchor} in ${destination})`;
  }
  return undefined;
}

const packageScripts = Object.keys(
  (JSON.parse(textOf("package.json")) as { scripts: Record<string, string> }).scripts,
);

/** The command's commands, and the verbs of those that take one, from its own table. */
function cliCommands(): Map<string, Set<string>> {
  return new Map(
    Object.entries(families).map(([name, entry]) => [
      name,
      new Set(isFamily(entry) ? Object.keys(entry.verbs) : []),
    ]),
  );
}

describe("the README", () => {
  const readme = textOf("README.md");

  it(`is at most ${README_MAX_LINES} lines`, () => {
    expect(readme.split("\n").length - (readme.endsWith("\n") ? 1 : 0)).toBeLessThanOrEqual(
      README_MAX_LINES,
    );
  });

  it("starts with the two commands, right under its title", () => {
    const [title = "", ...rest] = readme.split("\n");
    expect(title).toMatch(/^# \S/);
    const fence = rest.findIndex((line) => line.startsWith("```"));
    expect(rest.slice(0, fence).join("").trim(), "nothing between the title and the commands").toBe(
      "",
    );
    expect(rest[fence + 1]).toMatch(/^npm install && npm start(\s|$)/);
    expect(rest[fence + 2]).toMatch(/^npm test(\s|$)/);
  });

  it("points to every file in docs/", () => {
    const linked = new Set(
      relativeLinks(readme).map((target) => path.normalize(target.split("#")[0] ?? "")),
    );
    const unlinked = markdownFiles("docs").filter(
      (file) => file !== path.join("docs", "README.md") && !linked.has(file),
    );
    expect(unlinked).toEqual([]);
  });
});

describe("the README and docs/", () => {
  it("link only to files and headings that exist", () => {
    const broken = documents.flatMap((file) =>
      relativeLinks(textOf(file)).flatMap((target) => brokenLink(file, target) ?? []),
    );
    expect(broken).toEqual([]);
  });

  it("name only scripts of package.json after `npm run`", () => {
    const unknown = documents.flatMap((file) =>
      [...textOf(file).matchAll(/npm run (?:--silent\s+)?([\w:-]+)/g)]
        .map(([, script = ""]) => script)
        .filter((script) => !packageScripts.includes(script))
        .map((script) => `${file}: npm run ${script}`),
    );
    expect(unknown).toEqual([]);
  });

  it("name only commands and verbs of the CLI after `npm run brightway --` (or leads, its name before)", () => {
    const commands = cliCommands();
    expect(commands.get("backup")).toEqual(new Set(["now", "list", "verify"]));
    const unknown = documents.flatMap((file) =>
      [
        ...textOf(file).matchAll(
          /npm run (?:--silent\s+)?(?:brightway|leads)\s+--\s+([a-z-]+)(?: ([a-z-]+))?/g,
        ),
      ]
        .filter(([, command = "", verb = ""]) => {
          const verbs = commands.get(command);
          return !verbs || (verbs.size > 0 && !verbs.has(verb));
        })
        .map(([whole]) => `${file}: ${whole}`),
    );
    expect(unknown).toEqual([]);
  });

  it("run only scripts that exist with `node` or `bash`", () => {
    const missing = documents.flatMap((file) =>
      [...textOf(file).matchAll(/\b(?:node|bash)\s+((?:scripts|server)\/[\w./-]+)/g)]
        .map(([, script = ""]) => script)
        .filter((script) => !existsSync(script))
        .map((script) => `${file}: ${script}`),
    );
    expect(missing).toEqual([]);
  });
});
