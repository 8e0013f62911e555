import { Box, Container, Heading, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { use } from 'react';
import { useParams } from 'react-router-dom';
import { CalculatorCard } from '../components/calculator-card';
import { loadCategoryItems } from '../data/category-items';
import { useEdition } from '../data/use-edition';
import { useSiteMessages } from '../messages/context';
import { NamedIcon } from '../theme/icons';
import NotFoundPage from './not-found-page';

/** /categories/:slug (/es/categorias/:slug) — the calculators of one category and two informational panels. */
export default function CategoryPage() {
  const { slug } = useParams();
  const { m, lang } = useSiteMessages();
  const category = useEdition().categories.find((entry) => entry.slug === slug);
  const items = use(loadCategoryItems(category?.id ?? '', lang));
  if (!category) return <NotFoundPage />;
  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }}>
      <HStack gap="3" mb="3" color={`${category.color}.fg`}>
        <NamedIcon name={category.icon} size={32} />
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="fg">
          {category.hubTitle}
        </Heading>
      </HStack>
      <Text fontSize="lg" color="fg.muted" mb="8" maxW="3xl">
        {category.description} {m.hubCount({ count: items.length })}
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
        {items.map((item) => (
          <CalculatorCard key={item.id} item={item} headingLevel="h2" />
        ))}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" mt="12">
        {category.panels.map((panel) => (
          <Box key={panel.title} as="section" bg={`${category.color}.subtle`} borderRadius="lg" p="6">
            <Heading as="h2" size="lg" mb="2">
              {panel.title}
            </Heading>
            <Text>{panel.text}</Text>
          </Box>
        ))}
      </SimpleGrid>
    </Container>
  );
}
