import { IconButton } from '@chakra-ui/react';
import { Moon, Sun } from 'lucide-react';
import { useEffect, useState } from 'react';

/** localStorage key of the only thing the site stores: the theme choice. */
export const THEME_KEY = 'bloomcalc-theme';

type Mode = 'light' | 'dark';

function applyMode(mode: Mode) {
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(mode);
  root.style.colorScheme = mode;
}

/** Light/dark toggle: default light, remembered in localStorage, applied before paint by /theme-init.js. */
export function ColorModeToggle() {
  const [mode, setMode] = useState<Mode>('light');
  useEffect(() => {
    setMode(document.documentElement.classList.contains('dark') ? 'dark' : 'light');
  }, []);
  const next: Mode = mode === 'dark' ? 'light' : 'dark';
  return (
    <IconButton
      variant="ghost"
      aria-label={`Switch to ${next} theme`}
      onClick={() => {
        applyMode(next);
        setMode(next);
        try {
          localStorage.setItem(THEME_KEY, next);
        } catch {
          // Storage can be blocked; the choice then lasts for this page only.
        }
      }}
    >
      {mode === 'dark' ? <Sun /> : <Moon />}
    </IconButton>
  );
}
