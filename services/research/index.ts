/**
 * @wonderkin/research's public entry: what code outside this service (benchmarks, drills, operator scripts) may use.
 * Everything else under src/ is the service's own (the lint's boundary rule keeps it that way); other services
 * reach research over HTTP, never through this file.
 */
export { entryForTopic, topicDigest } from './src/content/topic-entry';
export { createOfflineGenerator } from './src/generators/offline';
export { createOpenAIGenerator } from './src/generators/openai';
export { createSafetyScreen } from './src/safety/screen';
export { internalLibraryRoutes } from './src/routes/internal-library';
export { createRepositories, type ResearchRepositories } from './src/store';
export { startResearchWorker } from './src/worker-runtime';
