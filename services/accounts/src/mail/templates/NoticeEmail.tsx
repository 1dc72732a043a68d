import { Button, Heading, Section, Text } from '@react-email/components';
import type { NoticeMail } from '@wonderkin/server-kit';
import { Layout, styles } from './Layout';

// A one-off email another service asks for through the mail queue (a creation is ready, a sign-in link…): a heading,
// a few paragraphs and at most one button. Never recurring, so it has no unsubscribe link.

export interface NoticeEmailProps {
  productName: string;
  homeUrl: string;
  notice: NoticeMail;
}

export function NoticeEmail({ productName, homeUrl, notice }: NoticeEmailProps) {
  return (
    <Layout productName={productName} homeUrl={homeUrl} preview={notice.preview ?? notice.paragraphs[0]}>
      <Heading as="h1" style={styles.h1}>{notice.heading}</Heading>
      {notice.paragraphs.map((paragraph, index) => <Text key={index} style={styles.p}>{paragraph}</Text>)}
      {notice.action && (
        <Section style={{ margin: '16px 0 4px' }}>
          <Button href={notice.action.url} style={styles.button}>{notice.action.label}</Button>
        </Section>
      )}
    </Layout>
  );
}

export function noticeText({ productName, homeUrl, notice }: NoticeEmailProps): string {
  return [
    notice.heading,
    '',
    ...notice.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(notice.action ? [`${notice.action.label}: ${notice.action.url}`, ''] : []),
    '--',
    `${productName}: ${homeUrl}`,
    '',
  ].join('\n');
}
