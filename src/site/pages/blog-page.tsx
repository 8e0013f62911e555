import { Container, Heading, Text } from '@chakra-ui/react';
import { useSiteMessages } from '../messages/context';
import { Island } from '../render/islands';

/** /blog (/es/blog) — the intro and the list island (search, category chips, cards). */
export default function BlogPage() {
  const { m, lang } = useSiteMessages();
  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }}>
      <Heading as="h1" size={{ base: '3xl', md: '4xl' }} mb="3">
        {m.blogTitle()}
      </Heading>
      <Text fontSize="lg" color="fg.muted" mb="8" maxW="3xl">
        {m.blogIntro()}
      </Text>
      <Island name="blog" props={lang === 'en' ? {} : { lang }} />
    </Container>
  );
}
