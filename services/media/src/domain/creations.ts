import { AGE_BAND_OF_RANGE, QUEUES, type ChildProfile, type CreateCreationRequest, type CreationRecord, type PaperSize } from '@wonderkin/shared';
import { jobIdFor, parseJobId } from '@wonderkin/server-kit';

export const DEFAULT_PAPER_SIZE: PaperSize = 'Letter';

/** "Volcanoes", or "Volcanoes for Maya" when a child's first name is given. */
export function creationTitle(topic: string, childName?: string): string {
  const name = childName?.trim();
  return name ? `${topic} for ${name}` : topic;
}

export function newCreationRecord(
  id: string,
  request: CreateCreationRequest,
  owner: { userId: string | null; anonId: string | null },
  now: Date = new Date(),
  /** The family's child it is for (checked by the caller): its first name unless another was typed, its age band. */
  child?: Pick<ChildProfile, 'childId' | 'firstName' | 'ageRange' | 'supportNeeds'>,
  /** Where to say it is ready: the signed-in account's own verified email and phone (looked up by the caller). */
  notify?: CreationRecord['notify'],
): CreationRecord {
  const childName = request.childName?.trim() || child?.firstName?.trim() || undefined;
  const forChild = child ? { childId: child.childId, ageBand: AGE_BAND_OF_RANGE[child.ageRange], supportNeeds: child.supportNeeds } : undefined;
  const customOptions = request.customOptions && forChild ? { ...request.customOptions, ageBand: forChild.ageBand } : request.customOptions;
  return {
    id,
    topic: request.topic,
    title: creationTitle(request.topic, childName),
    mode: request.mode,
    outputs: request.outputs,
    ...(customOptions ? { customOptions } : {}),
    ...(childName ? { childName } : {}),
    ...(forChild ? { forChild } : {}),
    paperSize: request.paperSize ?? DEFAULT_PAPER_SIZE,
    status: 'processing',
    progress: 0,
    stage: 'queued',
    resultUrls: {},
    jobId: jobIdFor(QUEUES.creation, id),
    createdAt: now.toISOString(),
    userId: owner.userId,
    anonId: owner.anonId,
    // Only what a notice needs, and only when there is somewhere to send it.
    ...(notify && (notify.email || notify.phone) ? { notify } : {}),
  };
}

/**
 * The job id of a creation's next run: "creation-<id>" first, then "creation-<id>_r1", "_r2"… for retries
 * (valid for parseJobId, and BullMQ refuses to re-add a job id it still holds).
 */
export function runNumber(jobId: string): number {
  const match = /_r(\d+)$/.exec(parseJobId(jobId)?.entityId ?? '');
  return match ? Number(match[1]) : 0;
}

export function nextRetryJobId(creation: { id: string; jobId: string }): string {
  return jobIdFor(QUEUES.creation, `${creation.id}_r${runNumber(creation.jobId) + 1}`);
}
