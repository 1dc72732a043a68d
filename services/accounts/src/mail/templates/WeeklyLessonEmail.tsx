import { Button, Heading, Link, Section, Text } from '@react-email/components';
import type { WeeklyLesson } from '../../weekly/lessons';
import { colors, Layout, styles } from './Layout';

// The weekly lesson for families (issue 8): the story to read together, a note for grown-ups, two activities,
// conversation starters, the one-page PDF to print and the lesson's sources; the footer says why it came and how to
// stop it. The plain-text part below says the same in the same order.

export interface WeeklyLessonEmailProps {
  productName: string;
  homeUrl: string;
  lesson: WeeklyLesson;
  /** `${PUBLIC_URL}/api/weekly-lessons/<id>/pdf` */
  pdfUrl: string;
  /** The unsubscribe page, `${PUBLIC_URL}/unsubscribe?token=…` */
  unsubscribeUrl: string;
}

const paragraphs = (text: string) => text.split(/\n\s*\n/).map((part) => part.trim()).filter(Boolean);
const ages = (lesson: WeeklyLesson) => `Ages ${lesson.ages.min}-${lesson.ages.max}`;

export function weeklyLessonSubject(lesson: WeeklyLesson): string {
  return `Week ${lesson.week}: ${lesson.title}`;
}

export function WeeklyLessonEmail({ productName, homeUrl, lesson, pdfUrl, unsubscribeUrl }: WeeklyLessonEmailProps) {
  return (
    <Layout
      productName={productName}
      homeUrl={homeUrl}
      preview={lesson.description}
      footer={(
        <Text style={styles.small}>
          You get this email because you subscribed to {productName}&apos;s free weekly lessons: one email a week, in your
          morning. <Link href={unsubscribeUrl} style={styles.link}>Unsubscribe</Link> with one click, any time.
        </Text>
      )}
    >
      <Text style={{ ...styles.small, margin: '0 0 4px', textTransform: 'uppercase', letterSpacing: '0.06em' }}>
        Week {lesson.week} · {ages(lesson)}
      </Text>
      <Heading as="h1" style={styles.h1}>{lesson.title}</Heading>
      <Text style={{ ...styles.p, color: colors.muted }}>{lesson.description}</Text>

      <Section style={{ margin: '8px 0 4px' }}>
        <Button href={pdfUrl} style={styles.button}>Print this week&apos;s page (PDF)</Button>
      </Section>

      <Heading as="h2" style={styles.h2}>Read together: {lesson.story.title}</Heading>
      {paragraphs(lesson.story.text).map((paragraph, index) => (
        <Text key={index} style={styles.p}>{paragraph}</Text>
      ))}

      <Heading as="h2" style={styles.h2}>For grown-ups</Heading>
      <Section style={styles.panel(colors.sunSoft)}>
        <Text style={{ ...styles.p, margin: 0 }}>{lesson.forGrownUps}</Text>
      </Section>

      <Heading as="h2" style={styles.h2}>Two things to do together</Heading>
      {lesson.activities.map((activity, index) => (
        <Section key={activity.title} style={styles.panel(index === 0 ? colors.mintSoft : colors.primarySoft)}>
          <Heading as="h3" style={styles.h3}>{index + 1}. {activity.title}</Heading>
          {activity.materials.length > 0 && (
            <Text style={{ ...styles.p, margin: '0 0 8px' }}><strong>You need:</strong> {activity.materials.join(', ')}</Text>
          )}
          <ol style={{ ...styles.p, margin: '0 0 8px', paddingLeft: '22px' }}>
            {activity.steps.map((step, stepIndex) => <li key={stepIndex} style={{ margin: '0 0 4px' }}>{step}</li>)}
          </ol>
          <Text style={{ ...styles.p, margin: 0, color: colors.muted }}><strong>Tip:</strong> {activity.note}</Text>
        </Section>
      ))}

      <Heading as="h2" style={styles.h2}>Talk about it</Heading>
      <ul style={{ ...styles.p, paddingLeft: '22px' }}>
        {lesson.conversationStarters.map((question) => <li key={question} style={{ margin: '0 0 6px' }}>{question}</li>)}
      </ul>

      <Text style={styles.p}>
        Print <Link href={pdfUrl} style={styles.link}>this week&apos;s one-page PDF</Link> to keep on the fridge.
      </Text>

      <Heading as="h2" style={{ ...styles.h2, fontSize: '15px', color: colors.muted }}>Sources</Heading>
      {lesson.sources.map((source) => (
        <Text key={source.url} style={styles.small}>
          <Link href={source.url} style={styles.link}>{source.title}</Link>
        </Text>
      ))}
    </Layout>
  );
}

/** The plain-text part: the same lesson, in the same order, with every link written out. */
export function weeklyLessonText({ productName, homeUrl, lesson, pdfUrl, unsubscribeUrl }: WeeklyLessonEmailProps): string {
  const lines: string[] = [
    `${productName}: week ${lesson.week} · ${ages(lesson)}`,
    '',
    lesson.title.toUpperCase(),
    lesson.description,
    '',
    `Print this week's page (PDF): ${pdfUrl}`,
    '',
    `READ TOGETHER: ${lesson.story.title}`,
    '',
    ...paragraphs(lesson.story.text).flatMap((paragraph) => [paragraph, '']),
    'FOR GROWN-UPS',
    lesson.forGrownUps,
    '',
    'TWO THINGS TO DO TOGETHER',
  ];
  lesson.activities.forEach((activity, index) => {
    lines.push('', `${index + 1}. ${activity.title}`);
    if (activity.materials.length) lines.push(`You need: ${activity.materials.join(', ')}`);
    activity.steps.forEach((step, stepIndex) => lines.push(`  ${stepIndex + 1}) ${step}`));
    lines.push(`Tip: ${activity.note}`);
  });
  lines.push('', 'TALK ABOUT IT', ...lesson.conversationStarters.map((question) => `- ${question}`));
  lines.push('', 'SOURCES', ...lesson.sources.map((source) => `- ${source.title}: ${source.url}`));
  lines.push(
    '',
    '--',
    `You get this email because you subscribed to ${productName}'s free weekly lessons: one email a week, in your morning.`,
    `Unsubscribe with one click: ${unsubscribeUrl}`,
    `${productName}: ${homeUrl}`,
    '',
  );
  return lines.join('\n');
}
