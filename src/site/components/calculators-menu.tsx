import { Box, Button, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import menu from '@/generated/menu.json';
import { NamedIcon } from '../icons';

/**
 * 'All Calculators' disclosure: a wide panel of every category with up to four calculators each. Closes on an
 * outside click, on Escape (focus returns to the button) and on navigation.
 */
export function CalculatorsMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the route changes.
  useEffect(() => setOpen(false), [location.pathname, location.search]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <Box ref={rootRef} position={{ base: 'static', lg: 'relative' }}>
      <Button
        ref={buttonRef}
        variant="ghost"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        All Calculators
        <ChevronDown aria-hidden />
      </Button>
      <Box
        id={panelId}
        hidden={!open}
        position="absolute"
        top="100%"
        insetInlineStart={{ base: '0', lg: '-40' }}
        width={{ base: '100vw', lg: '4xl' }}
        maxH="80vh"
        overflowY="auto"
        bg="bg.panel"
        borderWidth="1px"
        borderRadius="lg"
        boxShadow="lg"
        p="6"
        zIndex="dropdown"
      >
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
          {menu.categories.map((category) => {
            const more = category.count - category.top.length;
            return (
              <Stack key={category.id} gap="2">
                <Heading as="h2" size="sm" display="flex" alignItems="center" gap="2">
                  <Box color={`${category.color}.fg`}>
                    <NamedIcon name={category.icon} size={18} />
                  </Box>
                  <Link asChild>
                    <RouterLink to={`/categories/${category.id}`}>{category.name}</RouterLink>
                  </Link>
                </Heading>
                <Text fontSize="sm" color="fg.muted">
                  {category.description}
                </Text>
                <Stack as="ul" gap="1" listStyleType="none">
                  {category.top.map((item) => (
                    <li key={item.href}>
                      <Link asChild fontSize="sm">
                        <RouterLink to={item.href}>{item.name}</RouterLink>
                      </Link>
                    </li>
                  ))}
                </Stack>
                {more > 0 && (
                  <Link asChild fontSize="sm" colorPalette="pink" color="colorPalette.fg">
                    <RouterLink to={`/categories/${category.id}`}>+{more} more calculators</RouterLink>
                  </Link>
                )}
              </Stack>
            );
          })}
        </SimpleGrid>
        <Box borderTopWidth="1px" mt="6" pt="4">
          <Link asChild fontWeight="semibold" colorPalette="pink" color="colorPalette.fg">
            <RouterLink to="/calculators">View All {menu.total} Calculators</RouterLink>
          </Link>
        </Box>
      </Box>
    </Box>
  );
}
