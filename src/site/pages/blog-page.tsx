import { Container, Heading, Text } from '@chakra-ui/react';
import { Island } from '../render/islands';

/** /blog — the intro and the list island (search, category chips, cards). */
export default function BlogPage() {
  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }}>
      <Heading as="h1" size={{ base: '3xl', md: '4xl' }} mb="3">
        BloomCalc Blog
      </Heading>
      <Text fontSize="lg" color="fg.muted" mb="8" maxW="3xl">
        Evidence-based articles on cycles, pregnancy, nutrition, body measurement and family money, each with
        its sources.
      </Text>
      <Island name="blog" props={{}} />
    </Container>
  );
}
