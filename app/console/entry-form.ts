/**
 * The editor's form as plain strings, one language at a time, and its
 * conversion to and from the entries API's content. The rules are the
 * Markdown files' own (lib/publishing/entry-fields.ts), checked in the
 * browser as one types; the server checks them again on save.
 */
import * as v from "valibot";

import {
  blogCategories,
  collections,
  departments,
  employmentTypes,
  jobLocations,
} from "~/lib/publishing/entry-fields";

import { siteConfig } from "~/lib/site-config";

import type { CollectionName as EntryCollection } from "~/lib/console-api/values";
import type { EntryContentIn, EntryFieldsIn, EntryVersion } from "~/lib/console-api/entries";

export type FieldKind = "text" | "date" | "number" | "list" | "choice";
export interface FieldSpec {
  name: string;
  kind: FieldKind;
  options?: readonly string[];
}

const field = (name: string, kind: FieldKind = "text", options?: readonly string[]) => ({
  name,
  kind,
  options,
});

/** Each collection's fields in the order a person fills them. */
export const fieldsOf: Record<EntryCollection, FieldSpec[]> = {
  blog: [
    field("title"),
    field("description"),
    field("author"),
    field("date", "date"),
    field("category", "choice", blogCategories),
  ],
  press: [
    field("title"),
    field("description"),
    field("date", "date"),
    field("dateline"),
    field("source"),
  ],
  careers: [
    field("title"),
    field("description"),
    field("department", "choice", departments),
    field("location", "choice", jobLocations),
    field("employmentType", "choice", employmentTypes),
    field("salaryMin", "number"),
    field("salaryMax", "number"),
    field("datePosted", "date"),
    field("validThrough", "date"),
    field("responsibilities", "list"),
    field("qualifications", "list"),
  ],
};

/** One language as typed: every field a string (a list one item per line), and the body. */
export interface VersionForm {
  fields: Record<string, string>;
  body: string;
}

export function emptyVersion(collection: EntryCollection): VersionForm {
  return {
    fields: Object.fromEntries(fieldsOf[collection].map(({ name }) => [name, ""])),
    body: "",
  };
}

const lines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

const numberOrText = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : text);

/** The frontmatter fields the API and the rules expect, from what was typed. */
export function toFields(collection: EntryCollection, form: VersionForm): EntryFieldsIn {
  const fields: EntryFieldsIn = {};
  for (const { name, kind } of fieldsOf[collection]) {
    const value = form.fields[name] ?? "";
    if (name === "salaryMin" || name === "salaryMax") continue;
    fields[name] = kind === "list" ? lines(value) : value;
  }
  if (collection === "careers") {
    fields.salary = {
      min: numberOrText(form.fields.salaryMin ?? ""),
      max: numberOrText(form.fields.salaryMax ?? ""),
    };
  }
  return fields;
}

export function fromVersion(collection: EntryCollection, version: EntryVersion): VersionForm {
  const form = emptyVersion(collection);
  for (const { name, kind } of fieldsOf[collection]) {
    const value = version.fields[name];
    if (kind === "list" && Array.isArray(value)) form.fields[name] = value.join("\n");
    else if (value !== undefined && typeof value !== "object") form.fields[name] = String(value);
  }
  const salary = version.fields.salary as { min?: unknown; max?: unknown } | undefined;
  if (salary) {
    form.fields.salaryMin = String(salary.min ?? "");
    form.fields.salaryMax = String(salary.max ?? "");
  }
  form.body = version.body;
  return form;
}

export type EntryForm = Partial<Record<"en-US" | "es-US", VersionForm>>;

export function toContent(collection: EntryCollection, form: EntryForm): EntryContentIn {
  const content: EntryContentIn = {};
  for (const [locale, version] of Object.entries(form) as [keyof EntryForm, VersionForm][]) {
    content[locale] = { fields: toFields(collection, version), body: version.body };
  }
  return content;
}

/** The words a reader would count: Markdown's marks and link addresses left out. */
export function wordCount(markdown: string): number {
  const prose = markdown
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/[#>*_`[\]|-]+/g, " ")
    .trim();
  return prose ? prose.split(/\s+/).length : 0;
}

/** Each field's problem, keyed by the form's field name ("salaryMin", "body"). */
export function problemsOf(collection: EntryCollection, form: VersionForm): Record<string, string> {
  const problems: Record<string, string> = {};
  const parsed = v.safeParse(collections[collection], toFields(collection, form));
  if (!parsed.success) {
    for (const issue of parsed.issues) {
      const path = (issue.path ?? []).map((step) => String(step.key));
      const [top, inner] = path;
      if (!top) continue;
      const name = top === "salary" ? (inner === "max" ? "salaryMax" : "salaryMin") : top;
      problems[name] ??= issue.message;
    }
  }
  const words = wordCount(form.body);
  if (/^#\s/m.test(form.body)) problems.body = "headings start at ## (no # heading)";
  else if (words < 100) problems.body = `at least 100 words (${words} so far)`;
  return problems;
}

/** A slug from a title: lowercase ASCII words joined by hyphens, at most 80 characters. */
export function slugFromTitle(title: string): string {
  const words = title
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = "";
  for (const word of words) {
    const longer = slug ? `${slug}-${word}` : word;
    if (longer.length > 80) break;
    slug = longer;
  }
  return slug || words.join("-").slice(0, 80);
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A title as the site shows it: the {{brand}} token, which the site fills in, filled in. */
export const displayTitle = (title: string) =>
  title.replace(/\{\{\s*brand\s*\}\}/g, siteConfig.name);
