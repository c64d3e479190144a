import { LEDGER_AMOUNT_MAX_CENTS } from './limits';

// The payments ledger's wording, shared by the server's answers and the page that will show it.
export const LedgerMessage = {
  kindUnknown: 'Select what kind of amount this is from the list.',
  // The API takes whole cents so no float ever holds money; the form converts what the user types.
  amountCents: `Enter the amount in whole cents ($1,299.99 is 129999), from 1 to ${LEDGER_AMOUNT_MAX_CENTS} ($${(LEDGER_AMOUNT_MAX_CENTS / 100).toLocaleString('en-US')}).`,
  dateInvalid: 'Enter a real date as YYYY-MM-DD.',
  dateFuture: 'The date cannot be in the future.',
  dateBeforeIncident: (dateOfIncident: string) => `The date cannot be before the date of incident (${dateOfIncident}).`,
  endorsementUnknown: 'Select an endorsement status: not needed, awaiting endorsement, endorsed or deposited.',
  jointPayeeNeedsEndorsement:
    'A cheque made out jointly needs the other payee’s endorsement: choose awaiting endorsement, endorsed or deposited.',
  endorsementNeedsJointPayee: 'Name the other payee on the cheque (the mortgage company, for example).',
  jointPayeeOnlyOnPayments: 'Only a payment to you can be a cheque made out jointly.',
  tooManyEntries: (max: number) => `A claim's ledger holds at most ${max} entries.`,
  notFound: 'Ledger entry not found.',
  added: 'Entry added.',
  updated: 'Entry updated.',
  deleted: 'Entry deleted.',
  letterKindUnknown: 'Choose a letter: depreciation-release, living-expenses, depreciation-explanation or contents-waiver.',
  writingTooFast: 'Too many ledger changes in a short time. Please wait a few minutes and try again.',
} as const;
