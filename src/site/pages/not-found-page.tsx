import { Button, Container, Heading, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useSiteMessages } from '../messages/context';

/** Shown for any unmatched path, unknown calculator, article or guide (in Spanish under /es/). */
export default function NotFoundPage() {
  const { m, paths } = useSiteMessages();
  return (
    <Container maxW="2xl" py="20" textAlign="center">
      <Heading as="h1" size="3xl" mb="4">
        {m.notFoundTitle()}
      </Heading>
      <Text color="fg.muted" mb="8">
        {m.notFoundText()}
      </Text>
      <Button asChild colorPalette="pink">
        <RouterLink to={paths.calculators}>{m.browseAllCalculators()}</RouterLink>
      </Button>
    </Container>
  );
}
