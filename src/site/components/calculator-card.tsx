import { Badge, Card, type SystemStyleObject } from '@chakra-ui/react';
import { badgeRecipe } from 'chakra-theme/recipes/badge';
import { memo } from 'react';
import type { CatalogueItem } from '@/engine';
import { useSiteMessages } from '../messages/context';
import { NamedIcon } from '../theme/icons';

/**
 * The card's inner parts are plain elements styled from the root, not Chakra components of their own: a directory
 * keystroke can bring 24 new cards, and each Chakra element resolves its style props on every mount (nine per
 * card took most of a keystroke's time at 1,000 calculators, `npm run bench`). The look is Chakra's: HStack,
 * Heading size md, Text sm muted, LinkBox/LinkOverlay (the link's ::before covers the card).
 */
const cardStyles: SystemStyleObject = {
  position: 'relative',
  height: 'full',
  transition: 'border-color 0.15s',
  _hover: { borderColor: 'colorPalette.solid' },
  '& .card-top': { display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '2' },
  '& .card-icon': { color: 'colorPalette.fg', bg: 'colorPalette.subtle', p: '2', borderRadius: 'md' },
  '& .card-title': { fontFamily: 'heading', fontWeight: 'semibold', textStyle: 'md' },
  '& .card-link::before': {
    content: "''",
    cursor: 'inherit',
    display: 'block',
    position: 'absolute',
    top: 0,
    left: 0,
    zIndex: 0,
    width: '100%',
    height: '100%',
  },
  '& .card-text': { color: 'fg.muted', fontSize: 'sm' },
};

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
  const Title = headingLevel;
  const { m } = useSiteMessages();
  return (
    <Card.Root as="article" colorPalette={item.color} css={cardStyles}>
      <Card.Body gap="3">
        <div className="card-top">
          <div className="card-icon">
            <NamedIcon name={item.icon} size={22} />
          </div>
          {item.featured && (
            <Badge recipe={badgeRecipe} colorPalette="pink" variant="subtle">
              {m.popular()}
            </Badge>
          )}
        </div>
        <Title className="card-title">
          <a className="card-link" href={item.href}>
            {item.name}
          </a>
        </Title>
        <p className="card-text">{item.description}</p>
      </Card.Body>
    </Card.Root>
  );
});
