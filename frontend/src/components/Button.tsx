import type { ComponentProps, ReactNode } from 'react';
import { Link } from '../lib/navigation';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'coral' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface Look {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width. */
  block?: boolean;
}

export function buttonClass({ variant = 'primary', size = 'md', block }: Look, extra?: string): string {
  return ['btn', `btn--${variant}`, `btn--${size}`, block ? 'btn--block' : '', extra ?? ''].filter(Boolean).join(' ');
}

export type ButtonProps = ComponentProps<'button'> & Look & {
  /** Shows a spinner, sets aria-busy and disables the button. */
  loading?: boolean;
  icon?: ReactNode;
};

export function Button({ variant, size, block, loading, icon, className, children, disabled, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass({ variant, size, block }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size="sm" label="" /> : icon}
      {children}
    </button>
  );
}

type LinkLook = Look & { className?: string; children: ReactNode; icon?: ReactNode };

/** A link styled as a button: internal (`to`, client-side) or external (`href`, new tab with rel noopener). */
export type ButtonLinkProps =
  | (LinkLook & Omit<ComponentProps<typeof Link>, 'className' | 'children'> & { href?: never })
  | (LinkLook & Omit<ComponentProps<'a'>, 'className' | 'children'> & { href: string; newTab?: boolean; to?: never });

export function ButtonLink(props: ButtonLinkProps) {
  const { variant, size, block, className, children, icon, ...rest } = props;
  const cls = buttonClass({ variant, size, block }, className);
  if ('href' in rest && rest.href !== undefined) {
    const { newTab, ...anchor } = rest as ComponentProps<'a'> & { newTab?: boolean };
    return (
      <a className={cls} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...anchor}>
        {icon}
        {children}
      </a>
    );
  }
  return (
    <Link className={cls} {...(rest as ComponentProps<typeof Link>)}>
      {icon}
      {children}
    </Link>
  );
}
