import { createSiteSystem } from './system-config';

/** The Chakra system, built on import (prerender and tests; the browser entry builds it in its own task). */
export const system = createSiteSystem();
