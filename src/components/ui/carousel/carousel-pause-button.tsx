import { PauseIcon, PlayIcon } from '@/components/ui/icons/icons';
import { cn } from '@/lib/cn';
import type { AutoAdvance } from '@/lib/use-auto-advance';

export interface CarouselPauseButtonProps {
  carousel: AutoAdvance;
  /** Ends the button's name: 'Pause slideshow' / 'Play slideshow' for `slideshow`. */
  name: string;
  /** The button's colours. */
  className: string;
}

/**
 * Stops or starts a carousel that moves on its own, named for what a press does now. It comes with the app
 * (nothing moves before it); its place is kept until then, so the dots beside it do not move under a thumb.
 */
export function CarouselPauseButton({ carousel, name, className }: CarouselPauseButtonProps) {
  return (
    <button
      type="button"
      onClick={carousel.toggleStopped}
      className={cn(
        'inline-flex size-11 shrink-0 items-center justify-center rounded-full',
        className,
        !carousel.isRunning && 'invisible',
      )}
      aria-label={`${carousel.isStopped ? 'Play' : 'Pause'} ${name}`}
    >
      {carousel.isStopped ? <PlayIcon /> : <PauseIcon />}
    </button>
  );
}
