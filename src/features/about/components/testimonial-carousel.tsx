import { TESTIMONIAL_INTERVAL_MS } from '@contract/constants';
import { TESTIMONIALS, TESTIMONIALS_HEADING, type Testimonial } from '@/content/who-we-are';
import { cn } from '@/lib/cn';
import { useMotionKitSwitchingWhile } from '@/lib/motion/use-motion-kit';
import { useAutoAdvance } from '@/lib/use-auto-advance';

/** The four testimonials, one every 5 s; dots choose one directly. Paused on hover, focus or reduced motion. */
export function TestimonialCarousel({
  testimonials = TESTIMONIALS,
}: {
  testimonials?: readonly Testimonial[];
}) {
  const carousel = useAutoAdvance(testimonials.length, TESTIMONIAL_INTERVAL_MS);
  // While paused the testimonial is a polite live region: swapped then, it would be read out again.
  const kit = useMotionKitSwitchingWhile(!carousel.isPaused);
  const shown = testimonials[carousel.index];
  const slideProps = {
    role: 'group',
    'aria-roledescription': 'slide',
    'aria-label': `${carousel.index + 1} of ${testimonials.length}`,
    className: 'col-start-1 row-start-1 text-center',
  } as const;

  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby="testimonials-heading"
      className="rounded-3xl bg-brand-50 px-6 py-12 sm:px-12"
      {...carousel.pauseHandlers}
    >
      <h2 id="testimonials-heading" className="text-center text-3xl font-bold tracking-tight text-brand-900">
        {TESTIMONIALS_HEADING}
      </h2>
      <div className="mx-auto mt-8 grid min-h-48 max-w-3xl" aria-live={carousel.isPaused ? 'polite' : 'off'}>
        {/* The leaving testimonial fades out over the arriving one, both in the same grid cell (until the
            motion kit arrives, the next one simply replaces it). */}
        {!shown ? null : kit ? (
          <kit.MotionScope>
            <kit.AnimatePresence initial={false}>
              <kit.m.div
                key={shown.name}
                initial={{ opacity: 0 }}
                animate={{ opacity: 1 }}
                exit={{ opacity: 0 }}
                transition={{ duration: 0.5 }}
                {...slideProps}
              >
                <TestimonialQuote testimonial={shown} />
              </kit.m.div>
            </kit.AnimatePresence>
          </kit.MotionScope>
        ) : (
          <div key={shown.name} {...slideProps}>
            <TestimonialQuote testimonial={shown} />
          </div>
        )}
      </div>
      <div className="mt-6 flex justify-center gap-1">
        {testimonials.map((testimonial, index) => (
          <button
            key={testimonial.name}
            type="button"
            onClick={() => carousel.goTo(index)}
            aria-label={`Show testimonial ${index + 1} of ${testimonials.length}`}
            aria-current={index === carousel.index ? 'true' : undefined}
            className="flex size-11 items-center justify-center"
          >
            <span
              aria-hidden="true"
              className={cn(
                'block h-3 rounded-full transition-all',
                index === carousel.index ? 'w-8 bg-brand-600' : 'w-3 bg-brand-200',
              )}
            />
          </button>
        ))}
      </div>
    </section>
  );
}

/** A figure with a caption has the figure role, so the slide's group role is on the element around it. */
function TestimonialQuote({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure>
      <blockquote className="text-xl leading-relaxed text-slate-800">“{testimonial.text}”</blockquote>
      <figcaption className="mt-6">
        <span className="block font-bold text-brand-900">{testimonial.name}</span>
        <span className="text-sm text-slate-600">{testimonial.role}</span>
      </figcaption>
    </figure>
  );
}
