/**
 * What each collection's frontmatter must hold. A missing or wrong field
 * stops the build with the file, the field and what was expected
 * (collections.server.ts); unknown fields are refused too, so a typo
 * cannot pass silently.
 */
import * as v from "valibot";

export const blogCategories = [
  "program-design",
  "providers",
  "school-meals",
  "families",
  "security",
] as const;
export type BlogCategory = (typeof blogCategories)[number];

export const departments = ["engineering", "product", "customer-success", "operations"] as const;
export type Department = (typeof departments)[number];

export const jobLocations = ["austin", "remote"] as const;
export type JobLocation = (typeof jobLocations)[number];

export const employmentTypes = ["full-time", "part-time", "contract"] as const;
export type EmploymentType = (typeof employmentTypes)[number];

/** YAML reads an unquoted 2026-11-23 as a date; either way the result is "2026-11-23". */
const isoDay = v.pipe(
  v.union([v.date(), v.string()], "a date as YYYY-MM-DD"),
  v.transform((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value)),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, "a date as YYYY-MM-DD"),
);

const text = (what: string, max: number) =>
  v.pipe(
    v.string(what),
    v.trim(),
    v.nonEmpty(what),
    v.maxLength(max, `${what}, at most ${max} characters`),
  );

const description = v.pipe(
  v.string("one or two sentences"),
  v.trim(),
  v.minLength(50, "50 to 160 characters (it is the search-engine description)"),
  v.maxLength(160, "50 to 160 characters (it is the search-engine description)"),
);

const sentences = (what: string) =>
  v.pipe(v.array(text("a sentence", 300), what), v.minLength(3, `${what}: at least 3 items`));

export const blogFrontmatter = v.strictObject({
  title: text("a title", 120),
  description,
  author: text("the author's name", 80),
  date: isoDay,
  category: v.picklist(blogCategories, `one of ${blogCategories.join(", ")}`),
});

export const pressFrontmatter = v.strictObject({
  title: text("a title", 160),
  description,
  date: isoDay,
  dateline: text('a dateline such as "AUSTIN, Texas"', 60),
  source: text("where it was published", 80),
});

const salary = v.pipe(
  v.strictObject({
    min: v.pipe(v.number("a yearly amount in US dollars"), v.integer(), v.minValue(1)),
    max: v.pipe(v.number("a yearly amount in US dollars"), v.integer(), v.minValue(1)),
  }),
  v.check((range) => range.min < range.max, "min below max"),
);

export const jobFrontmatter = v.pipe(
  v.strictObject({
    title: text("a job title", 100),
    description,
    department: v.picklist(departments, `one of ${departments.join(", ")}`),
    location: v.picklist(jobLocations, `one of ${jobLocations.join(", ")}`),
    employmentType: v.picklist(employmentTypes, `one of ${employmentTypes.join(", ")}`),
    salary,
    datePosted: isoDay,
    validThrough: isoDay,
    responsibilities: sentences("a list of responsibilities"),
    qualifications: sentences("a list of qualifications"),
  }),
  v.forward(
    v.check((job) => job.validThrough > job.datePosted, "a date after datePosted"),
    ["validThrough"],
  ),
);

export type BlogFrontmatter = v.InferOutput<typeof blogFrontmatter>;
export type PressFrontmatter = v.InferOutput<typeof pressFrontmatter>;
export type JobFrontmatter = v.InferOutput<typeof jobFrontmatter>;

export const collections = {
  blog: blogFrontmatter,
  press: pressFrontmatter,
  careers: jobFrontmatter,
};
export type CollectionName = keyof typeof collections;
