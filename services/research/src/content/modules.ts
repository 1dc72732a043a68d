// The 16 learning modules live in the shared contracts (the learning service and the page use them too).
export { LEARNING_MODULES, type LearningModule } from '@wonderkin/shared';
