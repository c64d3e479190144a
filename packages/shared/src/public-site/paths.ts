/** The public-site endpoints, spelt as the spec spells them (section 7): `subcriptionlist/`, `privecy_policy`. */
export const publicSitePaths = {
  packages: '/api/subcriptionlist/',
  payment: '/api/stripe/payment/',
  webhook: '/api/stripe/webhook/',
  /** Beyond the spec: the state of one checkout, read by the success page and the test checkout page. */
  checkoutSession: '/api/stripe/checkout-session/',
  contact: '/api/contact-us/',
  termsPolicy: '/api/terms-policy/',
  terms: '/api/terms-condition/',
  privacy: '/api/privecy_policy',
} as const;

/** Where the web app shows the embedded test checkout and where any checkout returns to. */
export const checkoutPages = {
  test: '/checkout/test/',
  success: '/checkout/success',
  cancelled: '/home?checkout=cancelled#pricing',
} as const;

/** Beyond the spec: the caller's plan, and the ways to manage or cancel it. */
export const planPaths = {
  /** GET: which plan, bought where (Stripe or the test checkout), until when. */
  plan: '/api/billing/plan/',
  /** POST: a Stripe customer-portal session for a plan bought through Stripe; answers its address. */
  portal: '/api/billing/portal/',
  /** POST: cancels at once a plan bought through the test checkout. */
  cancel: '/api/billing/cancel/',
} as const;
