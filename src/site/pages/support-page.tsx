import { Alert, Button, Card, Container, Heading, Link, SimpleGrid, Text } from '@chakra-ui/react';
import { BookOpen, Clock, HelpCircle, Mail } from 'lucide-react';
import { use } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Prose } from '../components/prose';
import { loadContentBody } from '../data/content-loader';
import { infoPages } from '../data/info-pages';
import NotFoundPage from './not-found-page';

const SUPPORT_EMAIL = 'support@bloomcalc.example';

/** /support — quick help, common issues, best practices, email and an emergency note. */
export default function SupportPage() {
  const meta = infoPages.support;
  const pending = meta ? loadContentBody('pages', 'support') : undefined;
  if (!meta || !pending) return <NotFoundPage />;
  const { html } = use(pending);
  const cards = [
    {
      icon: HelpCircle,
      title: 'FAQ',
      text: 'Answers to the questions we hear most.',
      to: '/faq',
      label: 'View FAQ',
    },
    {
      icon: BookOpen,
      title: 'Health Guides',
      text: 'In-depth guides behind the calculators.',
      to: '/health-guides',
      label: 'Learn More',
    },
    {
      icon: Mail,
      title: 'Contact us',
      text: 'Write to us about anything on the site.',
      to: '/contact',
      label: 'Contact Support',
    },
  ];
  return (
    <Container maxW="4xl" py={{ base: '8', md: '12' }}>
      <Heading as="h1" size={{ base: '3xl', md: '4xl' }} mb="3">
        {meta.title}
      </Heading>
      <Text fontSize="lg" color="fg.muted" mb="8">
        {meta.description}
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" mb="10">
        {cards.map(({ icon: Icon, title, text, to, label }) => (
          <Card.Root key={title}>
            <Card.Body gap="2">
              <Icon aria-hidden />
              <Heading as="h2" size="md">
                {title}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {text}
              </Text>
            </Card.Body>
            <Card.Footer>
              <Button asChild size="sm" colorPalette="pink" width="full">
                <RouterLink to={to}>{label}</RouterLink>
              </Button>
            </Card.Footer>
          </Card.Root>
        ))}
        <Card.Root>
          <Card.Body gap="2">
            <Clock aria-hidden />
            <Heading as="h2" size="md">
              Response time
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              We answer every message ourselves.
            </Text>
          </Card.Body>
          <Card.Footer>
            <Button size="sm" width="full" disabled>
              24-48 hours typically
            </Button>
          </Card.Footer>
        </Card.Root>
      </SimpleGrid>
      <Prose html={html} />
      <Text mt="6">
        Email{' '}
        <Link href={`mailto:${SUPPORT_EMAIL}`} color="pink.fg">
          {SUPPORT_EMAIL}
        </Link>{' '}
        for help with the site, or{' '}
        <Link href={`mailto:${SUPPORT_EMAIL}?subject=Calculator%20feedback`} color="pink.fg">
          send feedback on a calculator
        </Link>
        .
      </Text>
      <Alert.Root status="error" mt="8">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>In an emergency</Alert.Title>
          <Alert.Description>
            Call 911 or your local emergency number. BloomCalc cannot help in a medical emergency.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </Container>
  );
}
