import { renderStoryFrames } from '../illustrations/render';
import { buildDigitalActivityBook } from '../pdf/digital';
import { buildHardcopyActivityBook } from '../pdf/hardcopy';
import type { CreationBuilders } from './builders';

/** Our own vector illustrations and PDF builders. */
export const defaultBuilders: CreationBuilders = { renderStoryFrames, buildDigitalActivityBook, buildHardcopyActivityBook };
