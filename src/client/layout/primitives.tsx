import * as React from 'react';
import NextLink from 'next/link';
import { cx } from '../utils/cx';
import styles from './primitives.module.css';

type ButtonProps = React.ButtonHTMLAttributes<HTMLButtonElement>;
type AnchorProps = React.AnchorHTMLAttributes<HTMLAnchorElement>;
type LinkProps = React.ComponentProps<typeof NextLink>;

export function IconButton({ className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={cx(styles.iconButton, className)} {...props} />;
}

export function IconButtonLink({ className, ...props }: AnchorProps) {
  return <a className={cx(styles.iconButton, className)} {...props} />;
}

export function OutlinedButton({ className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={cx(styles.outlinedButton, className)} {...props} />;
}

/** A link that looks like a text button (prev / next, calls to action). */
export function ButtonLink({ className, ...props }: LinkProps) {
  return <NextLink className={cx(styles.buttonLink, className)} {...props} />;
}

/** The same look for a link that leaves the site (no client routing). */
export function ExternalButtonLink({ className, ...props }: AnchorProps) {
  return <a className={cx(styles.buttonLink, className)} {...props} />;
}

/** The page's one main action, as a button. */
export function ContainedButton({ className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={cx(styles.buttonLink, styles.containedButtonLink, styles.containedButton, className)} {...props} />;
}

export function ContainedButtonLink({ className, ...props }: LinkProps) {
  return <NextLink className={cx(styles.buttonLink, styles.containedButtonLink, className)} {...props} />;
}

export function TextLink({ className, ...props }: LinkProps) {
  return <NextLink className={cx(styles.textLink, className)} {...props} />;
}
