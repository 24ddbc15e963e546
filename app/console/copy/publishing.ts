/** The publishing pages' copy: the entries list, the editor, its preview and revisions. */
import { blogCategories } from "~/content/en/blog";
import { departmentLabels, employmentTypeLabels, locationLabels } from "~/content/en/careers";

import type { CollectionName as EntryCollection, EntryStatus } from "~/lib/console-api/values";

export const collectionLabels: Record<EntryCollection, string> = {
  blog: "Article",
  press: "Press release",
  careers: "Job posting",
};

export const statusLabels: Record<EntryStatus, string> = {
  draft: "Draft",
  review: "In review",
  published: "Published",
  unpublished: "Unpublished",
};

export const languageLabels = { "en-US": "English", "es-US": "Spanish" } as const;

export const entriesCopy = {
  title: "Publishing",
  intro:
    "Articles, press releases and job postings in English and Spanish. Editors write and submit them for review; owners publish.",
  newHeading: "Write something new",
  new: {
    blog: "New article",
    press: "New press release",
    careers: "New job posting",
  } satisfies Record<EntryCollection, string>,
  caption: "Entries, the most recently changed first",
  empty: "Nothing has been written yet.",
  columns: {
    title: "Title",
    kind: "Kind",
    status: "Status",
    languages: "Languages",
    changed: "Last change",
    scheduled: "Scheduled for",
  },
  notScheduled: "Not scheduled",
};

export const editorCopy = {
  newTitle: "New {kind}",
  editTitle: "Edit: {title}",
  back: "Back to publishing",
  status: "Status: {status}",
  scheduledFor: "Scheduled for {when}.",
  scheduleOutdated:
    "This draft is not the one an owner scheduled (it was saved since, or the schedule predates reviewed schedules): it will not go live until an owner reviews it and publishes or schedules it again.",
  newerDraft:
    "Someone saved a newer draft since this page was opened. Nothing was published: reload the page, review the newest draft, then publish or schedule it.",
  livePage: "Open the live page",
  livePageEs: "Open the live Spanish page",
  slug: "Address (slug)",
  slugHint:
    "Lowercase words joined by hyphens. Filled from the English title until you change it. Changing it later keeps the old address working.",
  addSpanish: "Add a Spanish version",
  removeSpanish: "Remove the Spanish version",
  body: "Body (Markdown)",
  bodyHint:
    "At least 100 words. Headings start at ## (the title is the page's only top heading). HTML is shown as text.",
  listHint: "One item per line; at least 3.",
  choose: "Choose…",
  save: "Save draft",
  saving: "Saving…",
  saved: "Draft saved.",
  created: "Draft created.",
  fixFirst: "Fix the problems marked below before saving.",
  refused: "The draft was not saved:",
  submit: "Submit for review",
  submitted: "Submitted for review.",
  publish: "Publish now",
  published: "Published: the page is live.",
  schedule: "Schedule",
  scheduleAt: "Publish at (Austin time)",
  scheduled: "Scheduled.",
  unpublish: "Unpublish",
  unpublishTitle: "Unpublish this entry?",
  unpublishText:
    "Its pages answer that they are gone (410) and leave the lists, feeds, sitemap and search. You can publish it again later.",
  unpublished: "Unpublished.",
  saveFirst: "Save your changes first.",
  actions: "Workflow",
  restored: {
    note: "Restored what you typed on this device and had not saved ({when}).",
    discard: "Discard it",
  },
  preview: "Preview ({language})",
  previewTitle: "Preview of the {language} page",
  previewHeading: "Preview",
  closePreview: "Close the preview",
  previewFailed: "The preview could not be made:",
};

export const imageCopy = {
  heading: "Add an image",
  intro:
    "PNG, JPEG, WebP or GIF, up to 2 MB. It goes into the body at the cursor, or at the end, in each language.",
  file: "Image file",
  alt: "Alt text ({language})",
  altHint:
    "What the image shows, in a sentence, for someone who cannot see it: what matters in it for this article.",
  add: "Add image",
  adding: "Adding image…",
  added: "Image added to the body ({languages}).",
  and: " and ",
  problems: {
    noFile: "Choose an image file.",
    type: "This file is not a PNG, JPEG, WebP or GIF image. Save it as one of those and choose it again.",
    size: "This image is larger than 2 MB. Save a smaller copy (2000 pixels wide is plenty for a page) and choose it again.",
    alt: "Say what the image shows, for someone who cannot see it.",
    fixFirst: "Fix the problems marked above, then add the image.",
  },
};

export const revisionsCopy = {
  heading: "Revisions",
  caption: "Every saved version, the newest first",
  columns: { when: "Saved", author: "By", slug: "Address (slug)", actions: "Actions" },
  current: "(current draft)",
  showChanges: "Show changes",
  hideChanges: "Hide changes",
  changesOf: "Changes from the revision of {when} to the current draft",
  noChanges: "The same as the current draft.",
  removed: "Only in the revision",
  added: "Only in the current draft",
  restore: "Restore",
  restoreTitle: "Restore the revision of {when}?",
  restoreText:
    "Its content becomes the newest draft; the current draft stays in the revisions. Publish it to put it live.",
  restoredDone: "Revision restored as the newest draft.",
};

/** The editor's field names, as a person reads them; keys are the frontmatter's. */
export const fieldLabels: Record<string, string> = {
  title: "Title",
  description: "Description (50 to 160 characters, for search engines)",
  author: "Author",
  date: "Date",
  category: "Category",
  dateline: "Dateline",
  source: "Source",
  department: "Department",
  location: "Location",
  employmentType: "Employment type",
  salaryMin: "Salary from (US dollars a year)",
  salaryMax: "Salary to (US dollars a year)",
  datePosted: "Date posted",
  validThrough: "Open until",
  responsibilities: "Responsibilities",
  qualifications: "Qualifications",
  body: "Body",
  slug: "Address (slug)",
};

/** A choice's options as the site names them ("Program design"), not as stored ("program-design"). */
export const optionLabels: Record<string, Record<string, string>> = {
  category: Object.fromEntries(
    Object.entries(blogCategories).map(([category, { label }]) => [category, label]),
  ),
  department: departmentLabels,
  location: locationLabels,
  employmentType: employmentTypeLabels,
};
