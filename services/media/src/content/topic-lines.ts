import { MEDIA_COPY } from './copy';

/**
 * The make-believe around the checked passages of a topic book (topic-book.ts), by band: content/media/topic-lines.yaml.
 * Every line names {topic} and none states a fact about it (the facts are the passages' own words).
 */
export const TOPIC_LINES = MEDIA_COPY.topicLines;
