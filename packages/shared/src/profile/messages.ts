// Apart from the schema (contracts.ts), so the message registry reaches the web without zod.
/** What the profile's update answers of its own; its other field errors are the FieldMessage ones. */
export const ProfileMessage = {
  phoneDigitsOnly: 'Phone number may contain digits only.',
  extensionDigitsOnly: 'Extension may contain digits only.',
} as const;
