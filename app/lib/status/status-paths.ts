/** The status pages' addresses in English; Spanish puts /es in front. */
export const STATUS_PATH = "/status";
export const STATUS_HISTORY_PATH = "/status/history";
export const STATUS_FEED_PATH = "/status/feed.xml";
/** The summary for machines, in the shape of Statuspage's /api/v2/summary.json. */
export const STATUS_JSON_PATH = "/api/status.json";
