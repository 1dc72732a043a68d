import type { ResearchResult } from '@wonderkin/shared';

/** Asks a question through the API (a fresh anonymous visitor each time) and waits until the lesson is stored. */
export async function createLesson(baseUrl: string, question: string, ageRange = '6-8'): Promise<ResearchResult> {
  const form = new FormData();
  form.set('question', question);
  form.set('ageRange', ageRange);
  const response = await fetch(`${baseUrl}/api/research`, { method: 'POST', body: form });
  if (response.status !== 202) throw new Error(`research answered ${response.status}: ${await response.text()}`);
  const { slug } = (await response.json()) as { slug: string };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const lesson = await fetch(`${baseUrl}/api/get-research?id=${slug.split('-')[0]}`);
    if (lesson.status === 200) return (await lesson.json()) as ResearchResult;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`lesson ${slug} was not ready in time`);
}
