/**
 * An icon's name: any icon of the icon library (Lucide, https://lucide.dev/icons) in kebab-case. `npm run generate`
 * checks that it exists and writes the map of the icons in use (src/generated/icons.ts), so the bundle carries only
 * those.
 */
export type IconName = string;
