import { TESTIMONIALS, type Testimonial } from '@benji/shared';
import { ChevronLeft, ChevronRight, Quote, Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { cx } from '../../../components/ui/cx';
import { visibleIndexes, wrapIndex } from '../carousel';
import { useMediaQuery } from '../use-media-query';
import { Section } from './section';

// The ten entries of @benji/shared's TESTIMONIALS, in order: their kind of claim and quote are translated,
// the name and town are not.
const KEYS = ['maria', 'daniel', 'priya', 'tom', 'chloe', 'james', 'aisha', 'robert', 'lena', 'marcus'] as const;

const arrow =
  'flex size-11 items-center justify-center rounded-full bg-white text-brand-800 shadow-card ring-1 ring-slate-200 hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

function TestimonialCard({ testimonial, position }: { testimonial: Testimonial; position: number }) {
  const { t } = useTranslation('landingMore');
  const key = KEYS[position - 1] ?? 'maria';
  return (
    <figure
      role="group"
      aria-roledescription="slide"
      aria-label={t('testimonials.slide', { position, total: TESTIMONIALS.length })}
      className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-card ring-1 ring-slate-200/70"
    >
      <Quote aria-hidden="true" className="size-7 text-brand-200" />
      <p className="mt-2 flex gap-0.5" aria-label={t('testimonials.stars', { rating: testimonial.rating })} role="img">
        {Array.from({ length: 5 }, (_, star) => (
          <Star
            key={star}
            aria-hidden="true"
            className={cx('size-4', star < testimonial.rating ? 'fill-amber-400 text-amber-500' : 'text-slate-300')}
          />
        ))}
      </p>
      <blockquote className="mt-3 flex-1 text-slate-700">
        {t('testimonials.quoted', { quote: t(`testimonials.items.${key}.quote`) })}
      </blockquote>
      <figcaption className="mt-6 border-t border-slate-100 pt-4">
        <p translate="no" className="font-semibold text-slate-900">
          {testimonial.name}
        </p>
        <p className="text-sm text-slate-600">
          <span translate="no">{testimonial.location}</span> · {t(`testimonials.items.${key}.claim`)}
        </p>
      </figcaption>
    </figure>
  );
}

/** Spec 2.4: ten entries, three at a time (one on a phone), arrows and dots, wrapping both ways. */
export function TestimonialCarousel() {
  const [first, setFirst] = useState(0);
  const wide = useMediaQuery('(min-width: 768px)');
  const shown = visibleIndexes(first, wide ? 3 : 1, TESTIMONIALS.length);
  const move = (step: number) => setFirst((current) => wrapIndex(current, step, TESTIMONIALS.length));
  const { t } = useTranslation('landingMore');

  return (
    <Section
      id="testimonials"
      eyebrow={t('testimonials.eyebrow')}
      title={t('testimonials.title')}
      intro={t('testimonials.intro')}
      className="bg-slate-50"
    >
      <div role="region" aria-roledescription="carousel" aria-label={t('testimonials.carousel')}>
        <div className="flex items-center gap-3">
          <button type="button" className={cx(arrow, 'shrink-0')} aria-label={t('testimonials.previous')} onClick={() => move(-1)}>
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <div aria-live="polite" className="grid flex-1 gap-6 md:grid-cols-3">
            {shown.map((index) => {
              const testimonial = TESTIMONIALS[index];
              return testimonial && <TestimonialCard key={testimonial.name} testimonial={testimonial} position={index + 1} />;
            })}
          </div>
          <button type="button" className={cx(arrow, 'shrink-0')} aria-label={t('testimonials.next')} onClick={() => move(1)}>
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
        <div className="mt-8 flex flex-wrap justify-center gap-1">
          {TESTIMONIALS.map((testimonial, index) => (
            <button
              key={testimonial.name}
              type="button"
              aria-label={t('testimonials.show', { number: index + 1 })}
              aria-current={index === first ? 'true' : undefined}
              onClick={() => setFirst(index)}
              className="flex size-6 items-center justify-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
            >
              <span
                aria-hidden="true"
                className={cx('block h-2.5 rounded-full transition-all', index === first ? 'w-6 bg-brand-700' : 'w-2.5 bg-slate-300')}
              />
            </button>
          ))}
        </div>
      </div>
    </Section>
  );
}
