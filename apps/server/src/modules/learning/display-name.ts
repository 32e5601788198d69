/**
 * How a reader is named on public pages (leaderboard, certificates): the first name and the
 * initial of the surname, never the e-mail. Null when the profile has no first name.
 */
export function publicDisplayName(firstName: string | null, surname: string | null): string | null {
  const first = firstName?.trim();
  if (!first) return null;
  const initial = surname?.trim().charAt(0);
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

/** The full profile name a certificate is issued to, or null when the profile has none. */
export function certificateHolderName(firstName: string | null, surname: string | null): string | null {
  const name = [firstName?.trim(), surname?.trim()].filter(Boolean).join(' ');
  return name === '' ? null : name;
}
