import { Download, Gamepad2, Heart, Star } from 'lucide';

/** The icon beside each fixed figure, wherever it is shown (cards, stats, headers). */
export const figureIcons = {
  rating: Star,
  likes: Heart,
  downloads: Download,
  size: Download,
  category: Gamepad2,
} as const;
