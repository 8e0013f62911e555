import { Container, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { GuideCard } from '../components/post-card';
import { useEdition } from '../data/use-edition';
import { useSiteMessages } from '../messages/context';

/** /health-guides (/es/guias-de-salud) — every guide, newest first, on the same cards as the blog's articles. */
export default function GuidesPage() {
  const { m } = useSiteMessages();
  const { guides } = useEdition();
  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }}>
      <Heading as="h1" size={{ base: '3xl', md: '4xl' }} mb="3">
        {m.guidesTitle()}
      </Heading>
      <Text fontSize="lg" color="fg.muted" mb="10" maxW="3xl">
        {m.guidesIntro()}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
        {guides.map((guide) => (
          <GuideCard key={guide.slug} guide={guide} />
        ))}
      </SimpleGrid>
    </Container>
  );
}
