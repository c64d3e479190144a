export { publicSitePaths, checkoutPages } from './paths';
export { PaymentMessage, ContactMessage, LegalFallback } from './messages';
export { CONTACT_COUNTRY_MAX, CONTACT_EMAIL_MAX, CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX } from './limits';
export * from './contracts';
export {
  ESSENTIAL_PLAN,
  PRO_ANNUAL_PLAN,
  PRO_MONTHLY_PLAN,
  billingIntervalOf,
  periodLabel,
  planCopyFor,
  type PlanCopy,
} from './plan-copy';
export { LEGAL_ALLOWED_ATTRIBUTES, LEGAL_ALLOWED_SCHEMES, LEGAL_ALLOWED_TAGS } from './legal-html';
export { FAQ, type FaqEntry } from './faq';
export { TESTIMONIALS, type Testimonial } from './testimonials';
export { HOW_IT_WORKS, type HowItWorksStep } from './how-it-works';
export { SMART_TOOLS, type SmartTool } from './smart-tools';
