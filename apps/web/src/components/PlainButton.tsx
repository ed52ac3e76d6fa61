import type { AnchorHTMLAttributes, ComponentPropsWithRef, ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * Buttons for the public pages (landing, pricing, the site's header) drawn with plain markup and
 * the `.btn` classes in styles.css, which copy antd's button look from the theme. antd's Button
 * would bring antd's style engine into the landing page's first load; member pages keep antd.
 */
export type PlainButtonKind = 'primary' | 'default' | 'text' | 'link';

interface Look {
  kind?: PlainButtonKind;
  size?: 'middle' | 'large';
  block?: boolean;
  /** Outlined in white with a transparent face, for dark backgrounds (antd's `ghost`). */
  ghost?: boolean;
  className?: string;
}

function classNameOf({ kind = 'default', size = 'middle', block, ghost, className }: Look): string {
  return [
    'btn',
    `btn--${kind}`,
    size === 'large' ? 'btn--large' : '',
    block ? 'btn--block' : '',
    ghost ? 'btn--ghost' : '',
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

export interface PlainButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'className'>, Look {
  /** Shows a spinner and ignores clicks meanwhile (antd's `loading`). */
  loading?: boolean;
  children?: ReactNode;
}

export function PlainButton({
  kind,
  size,
  block,
  ghost,
  className,
  loading = false,
  type = 'button',
  children,
  onClick,
  ...props
}: PlainButtonProps) {
  return (
    <button
      {...props}
      type={type}
      className={classNameOf({
        kind,
        size,
        block,
        ghost,
        className: loading ? `${className ?? ''} btn--loading` : className,
      })}
      aria-busy={loading || undefined}
      onClick={loading ? undefined : onClick}
    >
      {loading ? <span className="spinner spinner--small" aria-hidden /> : null}
      {children}
    </button>
  );
}

export interface PlainLinkProps
  extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'href'>, Look {
  to: string;
  children?: ReactNode;
}

/** A button-looking link: a real `<a href>` that navigates inside the app on a plain click. */
export function PlainLink({ to, kind, size, block, ghost, className, children, ...props }: PlainLinkProps) {
  return (
    <Link {...props} to={to} className={classNameOf({ kind, size, block, ghost, className })}>
      {children}
    </Link>
  );
}
