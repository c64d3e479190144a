import { z } from 'zod';
import { textField } from '../validation/text-field';
import { ZUser } from '../auth/user';
import { FieldMessage } from '../field-messages';
import { CONTACT_COUNTRY_MAX, CONTACT_EMAIL_MAX, CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX } from './limits';
import { ContactMessage } from './messages';

/** A subscription package as GET subcriptionlist/ lists it (spec section 3). */
export const ZSubscriptionPackage = z.object({
  id: z.number().int(),
  package_type: z.string(),
  /** Dollars with two decimals, as text ('49.00'): shown as '$' + package_amount. */
  package_amount: z.string(),
  /** 'Active', or anything else for a plan that cannot be bought now. */
  package_status: z.string(),
});
export type TSubscriptionPackage = z.infer<typeof ZSubscriptionPackage>;
export const ZSubscriptionPackageList = z.array(ZSubscriptionPackage);

const BAD_PACKAGE = 'Choose a subscription package by its id.';
export const ZPaymentRequest = z.object({
  id: z.coerce
    .number({ error: BAD_PACKAGE })
    .int({ error: BAD_PACKAGE })
    .positive({ error: BAD_PACKAGE })
    .max(2_147_483_647, { error: BAD_PACKAGE }),
});
export type TPaymentRequest = z.input<typeof ZPaymentRequest>;

export const ZPaymentResponse = z.object({
  /** Where the browser goes next: Stripe Checkout, or the embedded test checkout page. */
  url: z.string(),
  session_id: z.string(),
  test_mode: z.boolean(),
});
export type TPaymentResponse = z.infer<typeof ZPaymentResponse>;

export const CHECKOUT_STATUSES = ['open', 'complete', 'expired', 'cancelled'] as const;
export type TCheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

/** One checkout of the signed-in user, with the user as the server now sees them. */
export const ZCheckoutSession = z.object({
  session_id: z.string(),
  status: z.enum(CHECKOUT_STATUSES),
  test_mode: z.boolean(),
  package_type: z.string(),
  package_amount: z.string(),
  email: z.string(),
  user: ZUser,
});
export type TCheckoutSession = z.infer<typeof ZCheckoutSession>;

export const ZCheckoutConfirmResponse = z.object({
  message: z.string(),
  /** Where the test checkout sends the browser, as Stripe sends it to the success URL. */
  success_url: z.string(),
  session: ZCheckoutSession,
});
export type TCheckoutConfirmResponse = z.infer<typeof ZCheckoutConfirmResponse>;

const optionalText = (max: number) =>
  textField({ error: FieldMessage.notAString })
    .trim()
    .max(max, { error: FieldMessage.maxLength(max) })
    .optional()
    .default('');

/** POST contact-us/ (spec 3, Contact message). Only the e-mail is required: it is where we answer. */
export const ZContactRequest = z.object({
  first_name: optionalText(CONTACT_NAME_MAX),
  last_name: optionalText(CONTACT_NAME_MAX),
  country: optionalText(CONTACT_COUNTRY_MAX),
  email: textField({ error: ContactMessage.emailInvalid })
    .trim()
    .max(CONTACT_EMAIL_MAX, { error: FieldMessage.maxLength(CONTACT_EMAIL_MAX) })
    .pipe(z.email({ error: ContactMessage.emailInvalid })),
  message: textField({ error: FieldMessage.notAString })
    .trim()
    .max(CONTACT_MESSAGE_MAX, { error: ContactMessage.messageTooLong(CONTACT_MESSAGE_MAX) })
    .optional()
    .default(''),
});
export type TContactRequest = z.input<typeof ZContactRequest>;

/** A legal text: HTML sanitized on the server when stored, and again in the browser. */
export const ZLegalDocument = z.object({
  id: z.number().int(),
  content: z.string(),
  updated_at: z.string(),
});
export type TLegalDocument = z.infer<typeof ZLegalDocument>;
/** Spec section 3: a list whose first item has the content. Empty when there is no text. */
export const ZLegalList = z.array(ZLegalDocument);
export type TLegalList = z.infer<typeof ZLegalList>;

export const ZTermsPolicyResponse = z.object({
  terms_and_conditions: ZLegalList,
  privacy_policy: ZLegalList,
});
export type TTermsPolicyResponse = z.infer<typeof ZTermsPolicyResponse>;

/** Where the caller's plan was bought: it decides how it is managed. Null: no plan. */
export const ZPlanProvider = z.enum(['stripe', 'local']).nullable();
export const ZPlanStatus = z.object({
  plan: z.string().nullable(),
  provider: ZPlanProvider,
  period_end: z.string().nullable(),
});
export type TPlanStatus = z.infer<typeof ZPlanStatus>;
export const ZPortalResponse = z.object({ url: z.string() });
export type TPortalResponse = z.infer<typeof ZPortalResponse>;
export const ZPlanCancelled = z.object({ message: z.string(), plan: ZPlanStatus });
export type TPlanCancelled = z.infer<typeof ZPlanCancelled>;
