import { Badge, Box, Card, Heading, HStack, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { CatalogueItem } from '@/engine';
import { NamedIcon } from '../icons';

/**
 * A calculator in a grid: icon, name, description, link, and 'Popular' when featured. Memoized: catalogue items
 * never change, so a page re-rendering around a grid (filters, hydration) does not re-render every card.
 */
export const CalculatorCard = memo(function CalculatorCard({
  item,
  headingLevel = 'h3',
}: {
  item: CatalogueItem;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <LinkBox as="article" height="full">
      <Card.Root
        height="full"
        _hover={{ borderColor: `${item.color}.solid` }}
        transition="border-color 0.15s"
      >
        <Card.Body gap="3">
          <HStack justify="space-between" align="flex-start">
            <Box color={`${item.color}.fg`} bg={`${item.color}.subtle`} p="2" borderRadius="md">
              <NamedIcon name={item.icon} size={22} />
            </Box>
            {item.featured && (
              <Badge colorPalette="pink" variant="subtle">
                Popular
              </Badge>
            )}
          </HStack>
          <Heading as={headingLevel} size="md">
            <LinkOverlay asChild>
              <RouterLink to={item.href}>{item.name}</RouterLink>
            </LinkOverlay>
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {item.description}
          </Text>
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
});
