/**
 * The value lists the database's columns, the console's API and the console
 * share. Plain lists, so the browser's bundle and server/db/schema.ts read
 * the same ones without either pulling in the other's libraries.
 */
export const roles = ["owner", "viewer", "editor"] as const;
export type Role = (typeof roles)[number];

export const leadTypes = ["demo", "contact"] as const;
export type LeadType = (typeof leadTypes)[number];

export const leadStatuses = ["new", "handled"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** Why a lead was taken for spam: its hidden field was filled in, or a person marked it. */
export const spamReasons = ["honeypot", "marked"] as const;
export type SpamReason = (typeof spamReasons)[number];

export const deliveryStatuses = ["pending", "delivered", "failed"] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

export const collectionNames = ["blog", "press", "careers"] as const;
export type CollectionName = (typeof collectionNames)[number];

export const entryStatuses = ["draft", "review", "published", "unpublished"] as const;
export type EntryStatus = (typeof entryStatuses)[number];
