/** The islands' Chakra theme as data (build/island-theme.ts). */
declare module 'virtual:island-theme' {
  import type { SystemConfig } from '@chakra-ui/react';

  const theme: SystemConfig;
  export default theme;
}
