import type { ComponentProps, ElementType, ReactNode } from 'react';

export type CardTone = 'plain' | 'primary' | 'sun' | 'coral' | 'mint' | 'sky';

export type CardProps = Omit<ComponentProps<'div'>, 'ref'> & {
  as?: ElementType;
  tone?: CardTone;
  /** Lifts on hover (for cards that are links). */
  interactive?: boolean;
  padding?: 'sm' | 'md' | 'lg';
  children?: ReactNode;
};

export function Card({ as: Tag = 'div', tone = 'plain', interactive, padding = 'md', className, children, ...rest }: CardProps) {
  const classes = ['card', `card--${tone}`, `card--pad-${padding}`, interactive ? 'card--interactive' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <Tag className={classes} {...rest}>
      {children}
    </Tag>
  );
}
