// The public site's wording. Spec section 8 quotes the payment and pricing sentences byte for byte.
export const PaymentMessage = {
  loginRequired: 'Please login to continue with payment',
  failedPrefix: 'Failed to process payment: ',
  failedDefault: 'Please try again.',
  noUrl: 'No checkout URL received from payment API',
  pricingErrorPrefix: 'Error loading pricing:',
  loadingPlans: 'Loading pricing plans...',
  processing: 'Processing...',
  unavailable: 'Unavailable',
  packageNotFound: 'Subscription package not found.',
  packageUnavailable: 'This plan is not available at the moment.',
  providerFailed: 'The payment provider could not start the checkout. Please try again in a few minutes.',
  sessionNotFound: 'Checkout session not found.',
  badSessionId: 'A checkout session id is letters, digits and underscores.',
  notTestCheckout: 'This checkout is handled by the payment provider, not by the test checkout.',
  checkoutExpired: 'This checkout has expired. Please choose a plan again.',
  activated: 'Payment successful! Your subscription is active.',
  alreadySubscribed: 'Your account already has an active plan.',
  webhookNotConfigured: 'Stripe webhooks are not configured on this server.',
  webhookBadSignature: 'The Stripe signature of this event could not be verified.',
  noPlan: 'You have no active plan.',
  managedAtStripe: 'This plan is billed through Stripe: manage or cancel it in the billing portal.',
  notAtStripe: 'This plan was bought in test mode: cancel it here in Settings.',
  portalFailed: 'The billing portal could not be opened. Please try again in a few minutes.',
  cancelled: 'Your plan is cancelled.',
} as const;

export const ContactMessage = {
  sent: 'Thank you for contacting us! We will get back to you soon.',
  emailInvalid: 'Enter a valid email address.',
  messageTooLong: (max: number) => `Your message is too long: please keep it under ${max.toLocaleString('en-US')} characters.`,
} as const;

/** Spec 2.16: what the legal pages show when the server has no text. */
export const LegalFallback = {
  privacy: 'No privacy policy available.',
  terms: 'No terms and conditions available.',
} as const;
