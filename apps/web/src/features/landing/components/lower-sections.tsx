import { ContactSection } from './contact-section';
import { FaqAccordion } from './faq-accordion';
import { TestimonialCarousel } from './testimonial-carousel';

/** The sections below pricing: their code loads when the reader gets near them (see deferred-sections). */
export function LowerSections() {
  return (
    <>
      <TestimonialCarousel />
      <ContactSection />
      <FaqAccordion />
    </>
  );
}
