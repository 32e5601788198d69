/**
 * A colour per topic key, so an article without a cover image still gets a recognisable one
 * drawn from its first topic. Unknown keys cycle through the palette.
 */
const COVER_GRADIENTS = [
  'from-amber-400 to-orange-600',
  'from-sky-400 to-blue-700',
  'from-violet-400 to-purple-700',
  'from-emerald-400 to-green-700',
  'from-rose-400 to-pink-700',
  'from-cyan-400 to-teal-700',
  'from-lime-400 to-green-700',
  'from-indigo-400 to-blue-800',
];

const TOPIC_TINTS = [
  'from-amber-400/20 to-orange-500/10',
  'from-sky-400/20 to-blue-500/10',
  'from-violet-400/20 to-purple-500/10',
  'from-emerald-400/20 to-green-500/10',
  'from-rose-400/20 to-pink-500/10',
  'from-cyan-400/20 to-teal-500/10',
  'from-lime-400/20 to-green-500/10',
  'from-indigo-400/20 to-blue-500/10',
];

const slot = (key: number | undefined) => ((key ?? 1) - 1 + COVER_GRADIENTS.length) % COVER_GRADIENTS.length;

export const coverGradient = (topicKey: number | undefined) => COVER_GRADIENTS[slot(topicKey)];
export const topicTint = (topicKey: number | undefined) => TOPIC_TINTS[slot(topicKey)];
