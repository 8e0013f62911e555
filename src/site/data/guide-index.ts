import guideIndex from '@/generated/content/guides.json';
import type { GuideMeta } from './content';

/**
 * Every guide's metadata, newest first: for the guides list and page metadata after a client-side navigation. A
 * guide page loads its own entry instead (ContentBodies in content.ts).
 */
export const guides = guideIndex as GuideMeta[];
