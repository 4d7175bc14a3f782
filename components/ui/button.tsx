import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import {
  buttonBase,
  buttonVariants,
  buttonWidths,
  type ButtonVariant,
  type ButtonWidth,
} from './button-variants';

type ButtonProps = Omit<ComponentProps<'button'>, 'type'> & {
  variant?: ButtonVariant;
  width?: ButtonWidth;
};

/** Every action in the showcase is inert: always a plain type="button" with no handler of its own. */
export function Button({ variant = 'primary', width = 'auto', className, ...props }: ButtonProps) {
  return (
    <button
      type="button"
      className={cn(buttonBase, buttonVariants[variant], buttonWidths[width], className)}
      {...props}
    />
  );
}
