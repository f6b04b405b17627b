import { useEffect, useEffectEvent, useId, useRef } from 'react';
import { cn } from '@/lib/cn';

export interface CarouselChoicesProps {
  /** How many items the carousel has. */
  count: number;
  /** The chosen item. */
  index: number;
  onChoose: (index: number) => void;
  /** Names the group ("Choose a slide") and each choice ("Show slide 2 of 3" for `slide`). */
  itemName: string;
  /** The dot's colours: `peer-checked:` classes mark the chosen one. */
  dotClassName: string;
}

/**
 * The dots of a carousel (`.carousel`, src/styles/index.css): a radio group whose checked button shows its
 * item by CSS, so the items can be chosen (by tap or arrow keys) before and without the app. A choice made
 * before the app arrived is taken over by it.
 */
export function CarouselChoices({ count, index, onChoose, itemName, dotClassName }: CarouselChoicesProps) {
  const name = useId();
  const groupRef = useRef<HTMLFieldSetElement>(null);
  const choose = useEffectEvent(onChoose);

  useEffect(() => {
    const checked = groupRef.current?.querySelector<HTMLInputElement>('input:checked');
    const chosenBeforeTheApp = Number(checked?.value ?? 0);
    if (chosenBeforeTheApp !== 0) choose(chosenBeforeTheApp);
  }, []);

  return (
    <fieldset ref={groupRef} className="flex items-center">
      <legend className="sr-only">Choose a {itemName}</legend>
      {Array.from({ length: count }, (_, choice) => (
        <label
          key={choice}
          className="carousel-choice flex size-11 cursor-pointer items-center justify-center"
        >
          <input
            type="radio"
            name={name}
            value={choice}
            checked={choice === index}
            onChange={() => onChoose(choice)}
            aria-label={`Show ${itemName} ${choice + 1} of ${count}`}
            className="peer sr-only"
          />
          <span
            aria-hidden="true"
            className={cn(
              'block rounded-full transition-all peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2',
              dotClassName,
            )}
          />
        </label>
      ))}
    </fieldset>
  );
}
