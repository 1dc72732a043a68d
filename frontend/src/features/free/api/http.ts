import { jsonInit, requestJson } from '../../../lib/http';

// The weekly-lesson calls use the features' one JSON transport (lib/http.ts).
export { requestJson };

/** A JSON POST body. */
export const postJson = (body: unknown): RequestInit => jsonInit('POST', body);
