import { Heart } from 'lucide-react';
import { ICONS } from '@/generated/icons';

/** An icon by name (a heart when the name is unknown): the icons in use are mapped by `npm run generate`. */
export function NamedIcon({ name, size = 20 }: { name: string; size?: number }) {
  const Icon = ICONS[name] ?? Heart;
  return <Icon size={size} aria-hidden />;
}
