import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg', color: 'fg' },
  },
});

/** The Chakra system, built in its own module so the entry can create it in a task of its own. */
export const system = createSystem(defaultConfig, config);
