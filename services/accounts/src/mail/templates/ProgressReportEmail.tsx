import { Button, Heading, Link, Section, Text } from '@react-email/components';
import type { ProgressReportMail } from '@wonderkin/server-kit';
import { colors, Layout, styles } from './Layout';

// A child's weekly progress report for a parent who opted in on the child's profile (issue 11): the week's figures,
// strengths, what to practise, three questions to ask next, and links to the full report and its PDF. The footer
// says why it came and how to stop it (one click, for this child only). The plain-text part says the same.

export interface ProgressReportEmailProps {
  productName: string;
  homeUrl: string;
  report: ProgressReportMail;
}

export function progressReportSubject(report: ProgressReportMail): string {
  return `${report.childName}'s week: ${report.weekLabel}`;
}

const preview = (report: ProgressReportMail) => report.figures.map((figure) => `${figure.value} ${figure.label}`).join(' · ');

export function ProgressReportEmail({ productName, homeUrl, report }: ProgressReportEmailProps) {
  return (
    <Layout
      productName={productName}
      homeUrl={homeUrl}
      preview={preview(report)}
      footer={(
        <Text style={styles.small}>
          You get this email because you asked for {report.childName}&apos;s weekly report on {productName}: one email a week.
          Change it on <Link href={report.settingsUrl} style={styles.link}>My Account</Link>, or unsubscribe with your mail
          app&apos;s one-click button.
        </Text>
      )}
    >
      <Text style={{ ...styles.small, margin: '0 0 4px', textTransform: 'uppercase', letterSpacing: '0.06em' }}>
        Weekly progress report · {report.weekLabel}
      </Text>
      <Heading as="h1" style={styles.h1}>{report.childName}&apos;s week</Heading>
      <Section style={styles.panel(colors.primarySoft)}>
        <ul style={{ ...styles.p, margin: 0, paddingLeft: '20px' }}>
          {report.figures.map((figure) => (
            <li key={figure.label} style={{ margin: '0 0 4px' }}><strong>{figure.value}</strong> {figure.label}</li>
          ))}
        </ul>
      </Section>
      {report.strengths.length > 0 && (
        <>
          <Heading as="h2" style={styles.h2}>Strengths</Heading>
          <ul style={{ ...styles.p, paddingLeft: '22px' }}>{report.strengths.map((line) => <li key={line} style={{ margin: '0 0 6px' }}>{line}</li>)}</ul>
        </>
      )}
      {report.practise.length > 0 && (
        <>
          <Heading as="h2" style={styles.h2}>What to practise</Heading>
          <ul style={{ ...styles.p, paddingLeft: '22px' }}>{report.practise.map((line) => <li key={line} style={{ margin: '0 0 6px' }}>{line}</li>)}</ul>
        </>
      )}
      {report.suggestedQuestions.length > 0 && (
        <>
          <Heading as="h2" style={styles.h2}>Questions to ask next</Heading>
          <ul style={{ ...styles.p, paddingLeft: '22px' }}>{report.suggestedQuestions.map((line) => <li key={line} style={{ margin: '0 0 6px' }}>{line}</li>)}</ul>
        </>
      )}
      {report.helpers.length > 0 && (
        <>
          <Heading as="h2" style={styles.h2}>From the people who help</Heading>
          <ul style={{ ...styles.p, paddingLeft: '22px' }}>{report.helpers.map((line) => <li key={line} style={{ margin: '0 0 6px' }}>{line}</li>)}</ul>
        </>
      )}
      <Section style={{ margin: '16px 0 4px' }}>
        <Button href={report.reportUrl} style={styles.button}>Open the full report</Button>
      </Section>
      <Text style={styles.p}>
        Or print <Link href={report.pdfUrl} style={styles.link}>the report as a PDF</Link>.
      </Text>
    </Layout>
  );
}

export function progressReportText({ productName, homeUrl, report }: ProgressReportEmailProps): string {
  const list = (title: string, lines: string[]) => (lines.length ? [title, ...lines.map((line) => `- ${line}`), ''] : []);
  return [
    `${report.childName}'s week (${report.weekLabel})`,
    '',
    ...report.figures.map((figure) => `${figure.value} ${figure.label}`),
    '',
    ...list('Strengths', report.strengths),
    ...list('What to practise', report.practise),
    ...list('Questions to ask next', report.suggestedQuestions),
    ...list('From the people who help', report.helpers),
    `Open the full report: ${report.reportUrl}`,
    `Print it (PDF): ${report.pdfUrl}`,
    '',
    '--',
    `You get this email because you asked for ${report.childName}'s weekly report on ${productName}. Change it on My Account: ${report.settingsUrl}`,
    `${productName}: ${homeUrl}`,
    '',
  ].join('\n');
}
