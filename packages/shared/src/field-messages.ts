// The server's field-error wording. The spec quotes one of them verbatim
// ('Ensure this field has not more than 15 characters.'); the rest follow the same voice.
export const FieldMessage = {
  required: 'This field is required.',
  blank: 'This field may not be blank.',
  notAString: 'Not a valid string.',
  invalidEmail: 'Enter a valid email address.',
  maxLength: (n: number) => `Ensure this field has not more than ${n} characters.`,
  minLength: (n: number) => `Ensure this field has at least ${n} characters.`,
  passwordTooShort: 'Password must be at least 8 characters long.',
  // The server's check against breached and easily guessed passwords (sign-up, reset, change).
  passwordTooCommon: 'This password is too common. Please choose a less guessable one.',
  passwordsDoNotMatch: 'Passwords do not match',
  emailTaken: 'A user with this email already exists.',
  otpFormat: 'Enter the 6-digit code.',
  nullCharacter: 'This field cannot contain a null character.',
  controlCharacters: 'This field cannot contain control characters.',
  // Said in zod's place where a schema gives no sentence of its own (the server's lib/field-message.ts).
  atLeast: (n: number) => `Ensure this value is greater than or equal to ${n}.`,
  atMost: (n: number) => `Ensure this value is less than or equal to ${n}.`,
  invalidChoice: 'Select a valid choice.',
} as const;

/** Validation failures answer `{ field: [message, ...] }`, the shape the screens read. */
export type FieldErrors = Record<string, string[]>;
