import { FORUM_NAME, HERO_SLIDE_INTERVAL_MS } from '@contract/constants';
import { Button } from '@/components/ui/button/button';
import { CarouselChoices } from '@/components/ui/carousel/carousel-choices';
import { CarouselPauseButton } from '@/components/ui/carousel/carousel-pause-button';
import { dialogOpenerProps } from '@/components/ui/dialog/dialog-opener';
import { HERO_SLIDE_HEIGHT, HERO_SLIDE_WIDTH, HERO_SLIDES } from '@/content/home';
import { useAutoAdvance } from '@/lib/use-auto-advance';

export interface HeroCarouselProps {
  /** The id of the membership application dialog, which 'Join the Movement' opens with no script. */
  joinMovementDialogId: string;
}

/**
 * Three slides whose pictures and texts cross-fade (CSS, `.carousel`), chosen by the dots before and without
 * the app; once the app runs, one every 3.5 s (paused on hover, focus or the pause button, which comes with
 * the app; still under reduced motion until the visitor presses play).
 */
export function HeroCarousel({ joinMovementDialogId }: HeroCarouselProps) {
  const carousel = useAutoAdvance(HERO_SLIDES.length, HERO_SLIDE_INTERVAL_MS);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Our work in pictures"
      className="carousel relative isolate overflow-hidden bg-brand-900"
      {...carousel.pauseHandlers}
    >
      <div className="absolute inset-0 -z-10">
        {/* All stay in place (the first is the page's largest paint), only the chosen one shows. */}
        {HERO_SLIDES.map((slide, slideIndex) => (
          <img
            key={slide.src}
            src={slide.src}
            alt={slide.alt}
            width={HERO_SLIDE_WIDTH}
            height={HERO_SLIDE_HEIGHT}
            fetchPriority={slideIndex === 0 ? 'high' : 'low'}
            decoding={slideIndex === 0 ? 'sync' : 'async'}
            className="carousel-picture absolute inset-0 size-full object-cover"
          />
        ))}
        <div className="absolute inset-0 bg-gradient-to-r from-brand-900/95 via-brand-900/80 to-brand-900/30" />
      </div>

      <div className="mx-auto flex min-h-[30rem] max-w-7xl flex-col justify-center px-4 py-16 sm:min-h-[34rem] sm:px-6 lg:px-8">
        <h1 className="text-sm font-semibold tracking-widest text-accent-400 uppercase">{FORUM_NAME}</h1>
        <div aria-live={carousel.isPaused ? 'polite' : 'off'} className="carousel-items mt-4 max-w-2xl">
          {HERO_SLIDES.map((slide, slideIndex) => (
            <div
              key={slide.heading}
              role="group"
              aria-roledescription="slide"
              aria-label={`${slideIndex + 1} of ${HERO_SLIDES.length}`}
              className="carousel-item"
            >
              <p className="text-3xl leading-tight font-extrabold text-white sm:text-5xl">{slide.heading}</p>
              <p className="mt-4 text-lg leading-relaxed text-brand-50">{slide.text}</p>
            </div>
          ))}
        </div>
        <div className="mt-8 flex flex-wrap items-center gap-4">
          <Button variant="accent" size="lg" {...dialogOpenerProps(joinMovementDialogId)}>
            Join the Movement
          </Button>
        </div>
        <div className="mt-10 flex items-center gap-3">
          <CarouselPauseButton
            carousel={carousel}
            name="slideshow"
            className="bg-white/15 text-white hover:bg-white/25"
          />
          <CarouselChoices
            count={HERO_SLIDES.length}
            index={carousel.index}
            onChoose={carousel.goTo}
            itemName="slide"
            dotClassName="h-2.5 w-2.5 bg-white/60 peer-checked:w-8 peer-checked:bg-accent-400"
          />
        </div>
      </div>
    </section>
  );
}
