/** What the summary reporter starts a failed test's line with, so `npm test` can repeat them last, where a log's tail shows them. */
export const FAILED_PREFIX = 'failed: ';
