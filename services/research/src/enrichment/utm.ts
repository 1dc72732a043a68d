import { withUtmTags } from '@wonderkin/shared';

// The links research stores are tagged like the ones the page renders (shared/src/utm.ts).
export { PARENT_LINK_MEDIUM } from '@wonderkin/shared';

/** The link with utm tags; a link that is not a web URL is kept as it is. */
export const withUtm = (link: string, source: string, medium?: string): string => withUtmTags(link, source, medium) ?? link;
