import { iconBase, type IconProps } from '../../components/ui/icons.tsx';

/** A rosette with ribbons: certificates. */
export const MedalIcon = (props: IconProps) => (
  <svg {...iconBase} {...props}>
    <circle cx="12" cy="9" r="6" />
    <path d="M8.5 13.8 7 22l5-3 5 3-1.5-8.2" />
  </svg>
);

/** A flame: the answering streak. */
export const FlameIcon = (props: IconProps) => (
  <svg {...iconBase} {...props}>
    <path d="M12 22c4 0 7-2.7 7-6.8 0-3.7-2.6-6.4-4.2-8.7-.5 2-1.6 3.2-2.8 3.7C12.5 7 11 4 8.5 2 8.9 5.6 5 8.6 5 15.2 5 19.3 8 22 12 22z" />
  </svg>
);

/** A lightning bolt: pop quizzes. */
export const BoltIcon = (props: IconProps) => (
  <svg {...iconBase} {...props}>
    <path d="M13 2 4 14h7l-1 8 9-12h-7l1-8z" />
  </svg>
);

/** A trophy: the top three of the leaderboard. */
export const TrophyIcon = (props: IconProps) => (
  <svg {...iconBase} {...props}>
    <path d="M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0V4zM7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4" />
  </svg>
);
