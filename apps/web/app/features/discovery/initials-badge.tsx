const BADGE_COLOURS = [
  'bg-primary-700 text-white',
  'bg-sky-700 text-white',
  'bg-violet-700 text-white',
  'bg-amber-300 text-amber-950',
  'bg-rose-700 text-white',
  'bg-teal-700 text-white',
  'bg-indigo-700 text-white',
];

/** Up to two initials of a name: "Siam Chain Lab" gives "SC". */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^[\p{L}\p{N}]/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/** A logo stand-in: partners give no logo files, so each gets a coloured badge with its initials. */
export function InitialsBadge({ name, seed }: { name: string; seed: string }) {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return (
    <span
      aria-hidden
      className={`flex size-14 shrink-0 items-center justify-center rounded-2xl text-lg font-bold ${BADGE_COLOURS[hash % BADGE_COLOURS.length]}`}
    >
      {initialsOf(name)}
    </span>
  );
}
