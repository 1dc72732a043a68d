import type { ReactNode } from 'react';

export interface SectionHeaderProps {
  title: ReactNode;
  /** The heading's id, for the section's aria-labelledby. */
  titleId?: string;
  /** A small label above the title. */
  eyebrow?: string;
  /** The title's level: 2 within a page, 1 when the header opens the page. */
  level?: 1 | 2;
  /** One line under the title (rendered as a paragraph). */
  children?: ReactNode;
}

/** The centred header of a page section: optional eyebrow, the title, an optional intro line. */
export function SectionHeader({ title, titleId, eyebrow, level = 2, children }: SectionHeaderProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <header className="section__header">
      {eyebrow ? <span className="eyebrow">{eyebrow}</span> : null}
      <Heading id={titleId}>{title}</Heading>
      {children ? <p>{children}</p> : null}
    </header>
  );
}

export interface PageSectionProps extends Omit<SectionHeaderProps, 'level' | 'titleId' | 'children'> {
  /** The section's anchor (e.g. "faq" for /#faq). */
  id?: string;
  /** The heading's id; the section is labelled by it. */
  titleId: string;
  /** The tinted background used to alternate sections. */
  alt?: boolean;
  /** Extra class of the inner container (e.g. a narrower width). */
  containerClassName?: string;
  /** The intro line under the title. */
  intro?: ReactNode;
  children?: ReactNode;
}

/** A full-width page section with a centred header and its content in the page container. */
export function PageSection({ id, titleId, alt, containerClassName, intro, children, ...header }: PageSectionProps) {
  return (
    <section id={id} className={alt ? 'section section--alt' : 'section'} aria-labelledby={titleId}>
      <div className={containerClassName ? `container ${containerClassName}` : 'container'}>
        <SectionHeader titleId={titleId} {...header}>
          {intro}
        </SectionHeader>
        {children}
      </div>
    </section>
  );
}
