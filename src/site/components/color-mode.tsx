import { Box, IconButton } from '@chakra-ui/react';
import { Moon, Sun } from 'lucide-react';
import { useSiteMessages } from '../messages/context';

/**
 * Light/dark toggle, with no framework code: /theme-init.js applies the theme before paint (the saved choice, else
 * the device's setting), answers a press of any `[data-theme-toggle]` and keeps its label true. The icon follows
 * the theme in CSS.
 */
export function ColorModeToggle() {
  const { m } = useSiteMessages();
  // /theme-init.js sets the label from these, in the page's language.
  return (
    <IconButton
      variant="ghost"
      aria-label={m.themeToDark()}
      data-theme-toggle=""
      data-label-dark={m.themeToDark()}
      data-label-light={m.themeToLight()}
    >
      <Box as="span" display="inline-flex" _dark={{ display: 'none' }}>
        <Moon aria-hidden />
      </Box>
      <Box as="span" display="none" _dark={{ display: 'inline-flex' }}>
        <Sun aria-hidden />
      </Box>
    </IconButton>
  );
}
