import {
  Activity,
  Baby,
  Calendar,
  CalendarHeart,
  Droplet,
  Flame,
  Flower,
  Gem,
  GraduationCap,
  Heart,
  HeartPulse,
  type LucideIcon,
  Moon,
  PiggyBank,
  Ruler,
  Scale,
  Scissors,
  Sparkles,
  Sun,
  Target,
  Timer,
  Utensils,
  Wallet,
} from 'lucide-react';
import type { IconName } from '@/engine/icons';

/** Every icon name a definition or category may use, mapped to its component. */
export const ICONS: Record<IconName, LucideIcon> = {
  activity: Activity,
  baby: Baby,
  calendar: Calendar,
  'calendar-heart': CalendarHeart,
  droplet: Droplet,
  flame: Flame,
  flower: Flower,
  gem: Gem,
  'graduation-cap': GraduationCap,
  heart: Heart,
  'heart-pulse': HeartPulse,
  moon: Moon,
  'piggy-bank': PiggyBank,
  ruler: Ruler,
  scale: Scale,
  scissors: Scissors,
  sparkles: Sparkles,
  sun: Sun,
  target: Target,
  timer: Timer,
  utensils: Utensils,
  wallet: Wallet,
};

/** An icon by name (a heart when the name is unknown). */
export function NamedIcon({ name, size = 20 }: { name: string; size?: number }) {
  const Icon = ICONS[name as IconName] ?? Heart;
  return <Icon size={size} aria-hidden />;
}
