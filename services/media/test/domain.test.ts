import { CREATION_STAGES, type CreationOutput } from '@wonderkin/shared';
import { parseJobId } from '@wonderkin/server-kit';
import { feedbackUrlFor } from '../src/domain/builders';
import { creationTitle, newCreationRecord, nextRetryJobId, runNumber } from '../src/domain/creations';
import { FAIL_ONCE_MARKER, hasFailOnceMarker, withoutFaultMarker } from '../src/domain/fault';
import { ProgressPlan, stagesFor } from '../src/domain/progress-plan';
import { escapeMetadata } from '../src/av/ffmpeg';
import { chapterMetadata } from '../src/av/audiobook';

describe('creation titles and records', () => {
  it('names the creation after the topic, and the child when a name is given', () => {
    expect(creationTitle('Volcanoes')).toBe('Volcanoes');
    expect(creationTitle('Volcanoes', 'Maya')).toBe('Volcanoes for Maya');
    expect(creationTitle('Volcanoes', '  ')).toBe('Volcanoes');
  });

  it('starts processing with the first job id and the default paper size', () => {
    const record = newCreationRecord('a'.repeat(32), { topic: 'Space', mode: 'quick', outputs: ['audiobook'], customOptions: undefined }, { userId: null, anonId: 'b'.repeat(32) });
    expect(record).toMatchObject({ status: 'processing', progress: 0, stage: 'queued', jobId: `creation-${'a'.repeat(32)}`, paperSize: 'Letter', resultUrls: {} });
  });
});

describe('retry job ids', () => {
  it('counts runs with an _rN suffix that the shared parseJobId accepts', () => {
    const id = 'c'.repeat(32);
    const first = nextRetryJobId({ id, jobId: `creation-${id}` });
    expect(first).toBe(`creation-${id}_r1`);
    expect(nextRetryJobId({ id, jobId: first })).toBe(`creation-${id}_r2`);
    expect(parseJobId(first)).toEqual({ queue: 'creation', entityId: `${id}_r1` });
    expect(runNumber(`creation-${id}`)).toBe(0);
    expect(runNumber(first)).toBe(1);
  });
});

describe('progress plan', () => {
  it('runs only the stages the chosen outputs need, in a fixed order', () => {
    expect(stagesFor(['digital-activity-book'])).toEqual(['writing', 'rendering-digital-activity-book', 'packaging']);
    expect(stagesFor(['video', 'audiobook'])).toEqual(['writing', 'narrating', 'illustrating', 'rendering-audiobook', 'rendering-video', 'packaging']);
    expect(stagesFor(['audiobook'])).not.toContain('illustrating');
  });

  it('grows from 0 to 99 across the stages and reports 100 only when ready', () => {
    const outputs: CreationOutput[] = ['audiobook', 'video', 'digital-activity-book', 'hardcopy-activity-book'];
    const plan = new ProgressPlan(outputs);
    const values = plan.stageList.flatMap((stage) => [plan.at(stage, 0).progress, plan.at(stage, 0.5).progress, plan.at(stage, 1).progress]);
    expect(values[0]).toBe(0);
    for (let i = 1; i < values.length; i += 1) expect(values[i]).toBeGreaterThanOrEqual(values[i - 1]);
    expect(Math.max(...values)).toBe(99);
    expect(plan.at('ready').progress).toBe(100);
    const known = CREATION_STAGES.map((entry) => entry.stage as string);
    for (const stage of plan.stageList) expect(known).toContain(stage);
    expect(() => new ProgressPlan(['digital-activity-book']).at('narrating')).toThrow();
  });
});

describe('fault switch marker', () => {
  it('is recognised and kept out of the topic the generator sees', () => {
    expect(hasFailOnceMarker(`Robots ${FAIL_ONCE_MARKER}`)).toBe(true);
    expect(hasFailOnceMarker('Robots')).toBe(false);
    expect(withoutFaultMarker(`Robots ${FAIL_ONCE_MARKER} for Maya`)).toBe('Robots for Maya');
  });
});

describe('small formats', () => {
  it('links the printed QR code to the creation with its feedback prompt', () => {
    expect(feedbackUrlFor('https://wonderkin.example/', 'abc')).toBe('https://wonderkin.example/create?creation=abc&feedback=1');
  });

  it('escapes chapter titles in the ffmpeg metadata file', () => {
    expect(escapeMetadata('a=b;c#d\\e\nf')).toBe('a\\=b\\;c\\#d\\\\e\\\nf');
    const text = chapterMetadata({ file: 'x', seconds: 3, segments: [], chapters: [{ title: 'Chapter 1: Up; up=away', startSeconds: 0, endSeconds: 2.5 }] }, { title: 'T', artist: 'W' });
    expect(text).toContain('START=0\nEND=2500\ntitle=Chapter 1: Up\\; up\\=away');
  });
});
