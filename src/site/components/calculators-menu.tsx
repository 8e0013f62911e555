import { Box, Button, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { useEdition } from '../data/use-edition';
import { useSiteMessages } from '../messages/context';
import { NamedIcon } from '../theme/icons';

/** The id of the 'All Calculators' panel. */
const CALCULATORS_MENU_ID = 'calculators-menu';

/** Styles of a native popover panel: hidden until open (a display set here would otherwise show it). */
export const POPOVER_PANEL = { '&:not(:popover-open)': { display: 'none' } } as const;

/**
 * 'All Calculators': a native popover (no script). The browser opens it from the button, closes it on an outside
 * click and on Escape (focus back on the button), puts its links next in the tab order, and a link navigates to a
 * new page, which closes it. Every category with every calculator it has (menu.json: up to the generator's limit,
 * then a link to the category's page).
 */
export function CalculatorsMenu() {
  const { m, paths } = useSiteMessages();
  const { menu } = useEdition();
  return (
    <>
      <Button variant="ghost" popoverTarget={CALCULATORS_MENU_ID}>
        {m.allCalculators()}
        <ChevronDown aria-hidden />
      </Button>
      <Box
        id={CALCULATORS_MENU_ID}
        popover="auto"
        aria-label={m.calculatorsMenuLabel()}
        position="fixed"
        inset="unset"
        top="4.25rem"
        left="50%"
        transform="translateX(-50%)"
        margin="0"
        width="min(calc(100vw - 2rem), 56rem)"
        maxH="calc(100vh - 6rem)"
        overflowY="auto"
        bg="bg.panel"
        color="fg"
        borderWidth="1px"
        borderRadius="lg"
        boxShadow="lg"
        p="6"
        css={POPOVER_PANEL}
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
                  <Link href={category.href}>{category.name}</Link>
                </Heading>
                <Text fontSize="sm" color="fg.muted">
                  {category.description}
                </Text>
                <Stack as="ul" gap="1" listStyleType="none">
                  {category.top.map((item) => (
                    <li key={item.href}>
                      <Link href={item.href} fontSize="sm">
                        {item.name}
                      </Link>
                    </li>
                  ))}
                </Stack>
                {more > 0 && (
                  <Link href={category.href} fontSize="sm" colorPalette="pink" color="colorPalette.fg">
                    {m.menuAllInCategory({ count: category.count, name: category.name })}
                  </Link>
                )}
              </Stack>
            );
          })}
        </SimpleGrid>
        <Box borderTopWidth="1px" mt="6" pt="4">
          <Link href={paths.calculators} fontWeight="semibold" colorPalette="pink" color="colorPalette.fg">
            {m.menuViewAll({ count: menu.total })}
          </Link>
        </Box>
      </Box>
    </>
  );
}
