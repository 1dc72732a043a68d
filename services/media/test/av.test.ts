import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderAudiobook } from '../src/av/audiobook';
import { ffmpeg, wavDuration } from '../src/av/ffmpeg';
import { narrate, PAGE_GAP_SECONDS } from '../src/av/narration';
import { renderVideo } from '../src/av/video';
import type { CreationContent } from '../src/content/types';
import { createEspeakEngine } from '../src/speech/espeak';
import { ffprobeJson } from './support';

const page = (text: string) => ({ heading: 'A page', text, illustration: { scene: 'generic' } });
const content: CreationContent = {
  title: 'Ocean for Sam',
  topic: 'Ocean',
  ageBand: '6-8',
  tone: 'Gentle',
  focus: 'Facts',
  chapters: [
    { title: 'Waves', pages: [page('The ocean is very big and very deep.'), page('Waves are made by the wind blowing over the water.')] },
    { title: 'Creatures', pages: [page('Whales are the biggest animals on Earth, and they breathe air.')] },
  ],
  activities: [],
  facts: [],
  source: 'offline',
  exploration: false,
};

describe('narration, audiobook and video rendering', () => {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wk-av-test-'));
  afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

  it('narrates each page, joins them, and times pages and chapters exactly', async () => {
    const pagesDone: number[] = [];
    const narration = await narrate(content, createEspeakEngine(), workDir, async (done) => { pagesDone.push(done); });
    expect(pagesDone).toEqual([1, 2, 3]);
    expect(narration.segments.map((segment) => segment.chapterIndex)).toEqual([0, 0, 1]);
    for (const segment of narration.segments) expect(segment.seconds).toBeGreaterThan(PAGE_GAP_SECONDS + 1);
    const sum = narration.segments.reduce((total, segment) => total + segment.seconds, 0);
    expect(narration.seconds).toBeCloseTo(sum, 2);
    expect(await wavDuration(narration.file)).toBeCloseTo(Number(ffprobeJson(narration.file).format.duration), 2);
    expect(narration.chapters.map((chapter) => chapter.title)).toEqual(['Chapter 1: Waves', 'Chapter 2: Creatures']);
    expect(narration.chapters[1].startSeconds).toBeCloseTo(narration.segments[0].seconds + narration.segments[1].seconds, 5);
    expect(narration.chapters[1].endSeconds).toBeCloseTo(narration.seconds, 5);

    // Audiobook: MP3 with one ID3 chapter per story chapter.
    const mp3 = path.join(workDir, 'audiobook.mp3');
    await renderAudiobook(narration, { title: content.title, artist: 'Wonderkin' }, mp3, workDir);
    const chapters = JSON.parse(execFileSync('ffprobe', ['-v', 'error', '-show_chapters', '-show_format', '-of', 'json', mp3], { encoding: 'utf8' }));
    expect(chapters.format.format_name).toBe('mp3');
    expect(chapters.format.tags.title).toBe('Ocean for Sam');
    expect(chapters.chapters.map((chapter: { tags: { title: string } }) => chapter.tags.title)).toEqual(['Chapter 1: Waves', 'Chapter 2: Creatures']);
    expect(Math.abs(Number(chapters.format.duration) - narration.seconds)).toBeLessThan(0.3);

    // Video: one picture per page, H.264 yuv420p + AAC, as long as the narration.
    const frames: string[] = [];
    for (const [index, colour] of ['red', 'green', 'blue'].entries()) {
      const frame = path.join(workDir, `frame-${index}.png`);
      await ffmpeg(['-f', 'lavfi', '-i', `color=c=${colour}:s=640x360`, '-frames:v', '1', frame]);
      frames.push(frame);
    }
    const mp4 = path.join(workDir, 'video.mp4');
    await renderVideo(frames, narration, { title: content.title }, mp4, workDir);
    const probe = ffprobeJson(mp4);
    const video = probe.streams.find((stream) => stream.codec_type === 'video')!;
    const audio = probe.streams.find((stream) => stream.codec_type === 'audio')!;
    expect(video.codec_name).toBe('h264');
    expect(audio.codec_name).toBe('aac');
    expect(Math.abs(Number(video.duration) - Number(audio.duration))).toBeLessThan(0.5);
    expect(Math.abs(Number(audio.duration) - narration.seconds)).toBeLessThan(0.3);

    // The second page's picture is on screen during the second page's narration: sample its middle.
    const middleOfPage2 = narration.segments[0].seconds + narration.segments[1].seconds / 2;
    const pixel = execFileSync('ffmpeg', ['-v', 'error', '-ss', middleOfPage2.toFixed(2), '-i', mp4, '-frames:v', '1', '-vf', 'scale=1:1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-']);
    expect(pixel[1]).toBeGreaterThan(100); // green
    expect(pixel[0]).toBeLessThan(60);
    expect(pixel[2]).toBeLessThan(60);
  }, 60_000);

  it('refuses a video whose pictures do not match the narrated pages', async () => {
    const narration = { file: 'x.wav', seconds: 2, segments: [{ chapterIndex: 0, pageIndex: 0, file: 'a.wav', seconds: 2 }], chapters: [] };
    await expect(renderVideo([], narration, { title: 't' }, path.join(workDir, 'bad.mp4'), workDir)).rejects.toThrow(/one picture per narrated page/);
  });
});
