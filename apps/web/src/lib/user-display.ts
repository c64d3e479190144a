interface NamedUser {
  full_name?: string | null;
  name?: string | null;
}

/** Full name, then name, then the word User (spec 2.3). */
export function displayName(user: NamedUser | null | undefined): string {
  return user?.full_name?.trim() || user?.name?.trim() || 'User';
}

/** The letter shown in the placeholder avatar. */
export function initialOf(user: (NamedUser & { email?: string | null }) | null | undefined): string {
  const source = user?.full_name?.trim() || user?.name?.trim() || user?.email?.trim() || 'U';
  return source.charAt(0).toUpperCase();
}
