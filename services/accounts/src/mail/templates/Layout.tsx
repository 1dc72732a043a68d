import type { CSSProperties, ReactNode } from 'react';
import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';

// The frame of every email: the product's name, the content on a white card, a footer saying why the mail came. Only
// inline styles and tables (React Email's components), no web fonts or images, so Gmail, Outlook and Apple Mail all
// show the same thing, and the colours are the site's (text 14:1, links 9.6:1 on their backgrounds).

export const colors = {
  primary: '#4a2c82',
  primarySoft: '#ece4fa',
  sunSoft: '#fff1c7',
  mintSoft: '#dcf3ea',
  text: '#2b2340',
  muted: '#5a5170',
  border: '#e8dcc7',
  background: '#fff9ef',
} as const;

const fontFamily = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export const styles = {
  h1: { color: colors.text, fontSize: '26px', lineHeight: '32px', fontWeight: 700, margin: '0 0 8px' },
  h2: { color: colors.primary, fontSize: '20px', lineHeight: '26px', fontWeight: 700, margin: '28px 0 8px' },
  h3: { color: colors.text, fontSize: '17px', lineHeight: '24px', fontWeight: 700, margin: '0 0 6px' },
  p: { color: colors.text, fontSize: '16px', lineHeight: '25px', margin: '0 0 12px' },
  small: { color: colors.muted, fontSize: '13px', lineHeight: '20px', margin: '0 0 8px' },
  link: { color: colors.primary, textDecoration: 'underline' },
  button: {
    backgroundColor: colors.primary, borderRadius: '999px', color: '#ffffff', display: 'inline-block', fontSize: '16px',
    fontWeight: 700, padding: '12px 22px', textDecoration: 'none',
  },
  panel: (background: string): CSSProperties => ({ backgroundColor: background, borderRadius: '12px', padding: '16px 18px', margin: '0 0 12px' }),
} satisfies Record<string, CSSProperties | ((background: string) => CSSProperties)>;

export interface LayoutProps {
  productName: string;
  homeUrl: string;
  /** The line mail clients show after the subject. */
  preview: string;
  children: ReactNode;
  /** Why this email came, and how to stop it (recurring mail). */
  footer?: ReactNode;
}

export function Layout({ productName, homeUrl, preview, children, footer }: LayoutProps) {
  return (
    <Html lang="en" dir="ltr">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: colors.background, fontFamily, margin: 0, padding: '24px 0' }}>
        <Container style={{ maxWidth: '600px', margin: '0 auto', padding: '0 12px' }}>
          <Text style={{ color: colors.primary, fontSize: '20px', fontWeight: 800, margin: '0 0 12px' }}>
            <Link href={homeUrl} style={{ color: colors.primary, textDecoration: 'none' }}>{productName}</Link>
          </Text>
          <Section style={{ backgroundColor: '#ffffff', border: `1px solid ${colors.border}`, borderRadius: '16px', padding: '24px' }}>
            {children}
          </Section>
          <Hr style={{ borderColor: colors.border, margin: '24px 0 12px' }} />
          {footer}
          <Text style={styles.small}>
            {productName} · <Link href={homeUrl} style={styles.link}>{homeUrl}</Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
