// Development-set phrasings for the entries added in batch "kids-f" (issue 10 §1), merged into DEV_SET by ../dev-set.ts.
// Keys are entry ids; "none" holds near-misses that share words with these entries but ask something else.

export const PHRASINGS: Record<string, string[]> = {};
