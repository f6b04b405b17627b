import type { ComponentProps, ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner/spinner';
import { cn } from '@/lib/cn';

const BUTTON_VARIANTS = {
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700 active:bg-brand-800',
  accent: 'bg-accent-400 text-brand-900 shadow-sm hover:bg-accent-500 active:bg-accent-600',
  secondary: 'bg-brand-50 text-brand-800 hover:bg-brand-100 active:bg-brand-200',
  outline: 'border border-brand-600 bg-white text-brand-700 hover:bg-brand-50 active:bg-brand-100',
  ghost: 'bg-transparent text-slate-700 hover:bg-slate-100 active:bg-slate-200',
  danger: 'bg-red-600 text-white shadow-sm hover:bg-red-700 active:bg-red-800',
} as const;

const BUTTON_SIZES = {
  sm: 'min-h-9 px-3 text-sm gap-1.5',
  md: 'min-h-11 px-5 text-sm gap-2',
  lg: 'min-h-12 px-7 text-base gap-2',
  icon: 'size-11 p-0',
} as const;

export type ButtonVariant = keyof typeof BUTTON_VARIANTS;
type ButtonSize = keyof typeof BUTTON_SIZES;

export interface ButtonStyleOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  isFullWidth?: boolean;
  className?: string;
}

/** The classes of a button, for links that must look like one (`<Link className={buttonClassName()}>`). */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  isFullWidth = false,
  className,
}: ButtonStyleOptions = {}): string {
  return cn(
    'inline-flex items-center justify-center rounded-full font-semibold transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-60',
    BUTTON_VARIANTS[variant],
    BUTTON_SIZES[size],
    isFullWidth && 'w-full',
    className,
  );
}

export interface ButtonProps extends ComponentProps<'button'>, ButtonStyleOptions {
  /** Disables the button and shows a spinner; `loadingText` replaces the label meanwhile. */
  isLoading?: boolean;
  loadingText?: ReactNode;
  /** An icon before the label (hidden from screen readers by the icon itself). */
  icon?: ReactNode;
}

export function Button({
  variant,
  size,
  isFullWidth,
  className,
  isLoading = false,
  loadingText,
  icon,
  disabled,
  type = 'button',
  children,
  ...buttonProps
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      className={buttonClassName({ variant, size, isFullWidth, className })}
      {...buttonProps}
    >
      {isLoading ? <Spinner /> : icon}
      {isLoading && loadingText !== undefined ? loadingText : children}
    </button>
  );
}
