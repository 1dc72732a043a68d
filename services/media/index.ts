/**
 * @wonderkin/media's public entry: what code outside this service (the creation benchmark) may use. Everything else
 * under src/ is the service's own (the lint's boundary rule keeps it that way); other services reach media over
 * HTTP, never through this file.
 */
export { createLibraryLookup, createOfflineContentGenerator } from './src/content';
export { defaultBuilders } from './src/domain/default-builders';
export { produceCreationFiles } from './src/domain/produce';
export { createEspeakEngine } from './src/speech/espeak';
