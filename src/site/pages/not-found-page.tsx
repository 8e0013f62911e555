import { Button, Container, Heading, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** Shown for any unmatched path, unknown calculator, article or guide. */
export default function NotFoundPage() {
  return (
    <Container maxW="2xl" py="20" textAlign="center">
      <Heading as="h1" size="3xl" mb="4">
        Page Not Found
      </Heading>
      <Text color="fg.muted" mb="8">
        We couldn't find that page. The link may be out of date or the address mistyped. Every calculator is
        listed in the directory.
      </Text>
      <Button asChild colorPalette="pink">
        <RouterLink to="/calculators">Browse all calculators</RouterLink>
      </Button>
    </Container>
  );
}
