import { Container, Heading, Text } from '@chakra-ui/react';

/** Home page. */
export default function HomePage() {
  return (
    <Container maxW="6xl" py="16">
      <Heading as="h1" size="4xl">
        Calculators for every stage of a woman's life
      </Heading>
      <Text mt="4" fontSize="lg" color="fg.muted">
        Free, private and cited.
      </Text>
    </Container>
  );
}
