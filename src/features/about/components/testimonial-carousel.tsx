import { TESTIMONIAL_INTERVAL_MS } from '@contract/constants';
import { CarouselChoices } from '@/components/ui/carousel/carousel-choices';
import { CarouselPauseButton } from '@/components/ui/carousel/carousel-pause-button';
import { TESTIMONIALS, TESTIMONIALS_HEADING } from '@/content/who-we-are';
import { useAutoAdvance } from '@/lib/use-auto-advance';

/**
 * The four testimonials, cross-fading in place (CSS, `.carousel`); the dots choose one directly, before and
 * without the app. Once the app runs, one every 5 s, paused on hover, focus or the pause button (still under reduced
 * motion until the visitor presses play).
 */
export function TestimonialCarousel() {
  const carousel = useAutoAdvance(TESTIMONIALS.length, TESTIMONIAL_INTERVAL_MS);

  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby="testimonials-heading"
      className="carousel rounded-3xl bg-brand-50 px-6 py-12 sm:px-12"
      {...carousel.pauseHandlers}
    >
      <h2 id="testimonials-heading" className="text-center text-3xl font-bold tracking-tight text-brand-900">
        {TESTIMONIALS_HEADING}
      </h2>
      {/* While paused the testimonials are a polite live region: the chosen one is read out. */}
      <div
        className="carousel-items mx-auto mt-8 min-h-48 max-w-3xl"
        aria-live={carousel.isPaused ? 'polite' : 'off'}
      >
        {TESTIMONIALS.map((testimonial, index) => (
          <div
            key={testimonial.name}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${TESTIMONIALS.length}`}
            className="carousel-item text-center"
          >
            <figure>
              <blockquote className="text-xl leading-relaxed text-slate-800">“{testimonial.text}”</blockquote>
              <figcaption className="mt-6">
                <span className="block font-bold text-brand-900">{testimonial.name}</span>
                <span className="text-sm text-slate-600">{testimonial.role}</span>
              </figcaption>
            </figure>
          </div>
        ))}
      </div>
      <div className="mt-6 flex items-center justify-center gap-3">
        <CarouselPauseButton
          carousel={carousel}
          name="testimonials"
          className="bg-brand-100 text-brand-800 hover:bg-brand-200"
        />
        <CarouselChoices
          count={TESTIMONIALS.length}
          index={carousel.index}
          onChoose={carousel.goTo}
          itemName="testimonial"
          dotClassName="h-3 w-3 bg-brand-200 peer-checked:w-8 peer-checked:bg-brand-600"
        />
      </div>
    </section>
  );
}
